// The API's report (issue 46): without `segments: 'all'` it carries envelopes, counts and findings but no
// segment, and with it, written in pieces, it is exactly the JSON of the whole report, for batches of many sets,
// several interchanges and both standards.
import { inspect } from '../../../shared/edi/inspect';
import { report, reportJson } from '../../../shared/edi/writers/report';
import { bigEdifact, bigX12 } from '../../e2e/edi-documents';
import { dictionaries } from '../../fixtures/edi-dictionaries';

const x12 = bigX12(300 * 1024);
const edifact = bigEdifact(300 * 1024);

describe("the API's report", () => {
  it.each([
    ['X12', x12 + x12],
    ['EDIFACT', edifact],
  ])('of a %s batch in pieces is the whole report, every segment in it', (_name, text) => {
    const result = inspect(text, dictionaries);
    const pieces = [...reportJson(result, { segments: 'all' })];
    expect(pieces.length).toBeGreaterThan(10);
    expect(pieces.join('')).toBe(JSON.stringify(report(result, { segments: 'all' })));
    const parsed: unknown = JSON.parse(pieces.join(''));
    expect(parsed).toEqual(report(result, { segments: 'all' }));
  });

  it('without segments says where each set starts and ends and how many segments it holds', () => {
    const result = inspect(x12 + x12, dictionaries);
    const lean = report(result);
    const sets = lean.interchanges.flatMap((i) => i.groups.flatMap((g) => g.transactions));
    expect(lean.interchanges).toHaveLength(2);
    expect(sets.every((t) => t.segments === undefined)).toBe(true);
    expect(sets.reduce((n, t) => n + t.segmentCount, 0)).toBeLessThan(lean.summary.segments);
    const first = sets[0];
    expect(first && result.segments.find((s) => s.pos === first.header)?.tag).toBe('ST');
    expect(first && result.segments.find((s) => s.pos === first.trailer)?.tag).toBe('SE');
    // A fifth of the document at most, where every segment makes the report about three times its size.
    expect(JSON.stringify(lean).length).toBeLessThan((x12.length * 2) / 5);
    expect(JSON.stringify(report(result, { segments: 'all' })).length).toBeGreaterThan(x12.length * 2 * 2);
    expect([...reportJson(result)].join('')).toBe(JSON.stringify(lean));
  });
});
