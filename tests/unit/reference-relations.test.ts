import { edifactMessages } from '../../content/reference-guides/edifact';
import { documentFlows, equivalents } from '../../content/reference-guides/relations';
import { x12TransactionSets } from '../../content/reference-guides/x12';
import { codeContext, type CodeContext } from '../../client/lib/reference-relations';
import type { StandardId } from '../../shared/standards';

const ctx = (standard: StandardId, code: string): CodeContext => {
  const c = codeContext(standard, code);
  if (!c) throw new Error(`no context for ${code}`);
  return c;
};
const relatedCodes = (standard: StandardId, code: string) => ctx(standard, code).related.map((r) => r.code);

describe('relations data', () => {
  it('names only codes that exist in the guides', () => {
    const x12 = new Set(x12TransactionSets.map((s) => s.code));
    const edifact = new Set(edifactMessages.map((m) => m.code));
    for (const f of documentFlows) {
      for (const step of f.x12) for (const c of step.split('|')) expect(x12).toContain(c);
      for (const step of f.edifact) for (const c of step.split('|')) expect(edifact).toContain(c);
    }
    for (const e of equivalents) {
      expect(x12).toContain(e.x12);
      expect(edifact).toContain(e.edifact);
    }
  });
});

describe('related codes follow practice, not code order', () => {
  it('856 relates to its order-to-cash neighbours and DESADV, not to 128, 244 or 501', () => {
    const r = relatedCodes('x12', '856');
    expect(r.slice(0, 3)).toEqual(expect.arrayContaining(['855', '810', 'DESADV']));
    for (const c of ['128', '244', '501']) expect(r.slice(0, 4)).not.toContain(c);
  });

  it('810 leads with the payment and ship notice around it and INVOIC, never 154', () => {
    const r = relatedCodes('x12', '810');
    expect(r[0]).not.toBe('154');
    expect(r).not.toContain('154');
    expect(r.slice(0, 3)).toEqual(expect.arrayContaining(['820', '856', 'INVOIC']));
  });

  it.each([
    ['x12', '850', 'ORDERS'],
    ['x12', '855', 'ORDRSP'],
    ['x12', '856', 'DESADV'],
    ['x12', '810', 'INVOIC'],
    ['x12', '997', 'CONTRL'],
    ['x12', '820', 'REMADV'],
    ['x12', '860', 'ORDCHG'],
    ['x12', '830', 'DELFOR'],
    ['x12', '862', 'DELJIT'],
    ['x12', '846', 'INVRPT'],
    ['x12', '852', 'SLSRPT'],
    ['x12', '214', 'IFTSTA'],
    ['x12', '204', 'IFTMIN'],
    ['x12', '832', 'PRICAT'],
    ['edifact', 'ORDERS', '850'],
    ['edifact', 'DESADV', '856'],
    ['edifact', 'INVOIC', '810'],
    ['edifact', 'CONTRL', '997'],
  ] as const)('%s %s names its equivalent %s with the reason shown', (standard, code, other) => {
    const c = ctx(standard, code);
    expect(c.equivalents.map((e) => e.code)).toContain(other);
    const rel = c.related.find((r) => r.code === other);
    expect(rel?.reason).toMatch(/(X12|EDIFACT) (equivalent|counterpart)|counterpart/);
  });

  it('follows the flows: 204 → 990 → 214 → 210, 940 → 945, 997 → 999/824', () => {
    const tender = ctx('x12', '990');
    expect(tender.related.find((r) => r.code === '214')?.reason).toBe('Next in the truckload flow');
    expect(tender.related.find((r) => r.code === '204')?.reason).toBe('Comes before it in the truckload flow');
    expect(relatedCodes('x12', '214')).toEqual(expect.arrayContaining(['990', '210', 'IFTSTA']));
    expect(ctx('x12', '940').related[0]).toMatchObject({ code: '945', reason: 'Next in the warehouse outbound flow' });
    expect(ctx('x12', '997').related.find((r) => r.code === '999')?.reason).toBe(
      'Used instead of it in the acknowledgment flow',
    );
    expect(ctx('x12', '850').flows.map((f) => f.id)).toContain('order-to-cash');
  });

  it('outside any flow, prefers codes of the category about the same things', () => {
    const rail = ctx('x12', '425');
    expect(rail.noFlow).not.toBeNull();
    expect(rail.related.every((r) => /rail/i.test(`${r.name} ${r.reason}`))).toBe(true);
    expect(rail.related[0]?.reason).toMatch(/^Same category \(Transportation\), also about/);
  });

  it('every code has up to 8 related codes, none of them itself, none twice', () => {
    for (const [standard, list] of [
      ['x12', x12TransactionSets],
      ['edifact', edifactMessages],
    ] as const) {
      expect(list.filter((e) => ctx(standard, e.code).related.length < 4).map((e) => e.code)).toEqual([]);
      for (const e of list) {
        const r = ctx(standard, e.code).related.map((x) => `${x.standard}:${x.code}`);
        expect(r.length).toBeLessThanOrEqual(8);
        expect(new Set(r).size).toBe(r.length);
        expect(r).not.toContain(`${standard}:${e.code}`);
      }
    }
  });
});

/** The sentences a per-code page adds to its main content, with the page's own code and name removed. */
function pageSentences(standard: StandardId, entry: { code: string; name: string; description: string }): Set<string> {
  const c = ctx(standard, entry.code);
  const texts = [
    entry.description,
    c.profile,
    c.usage,
    c.noFlow ?? '',
    ...c.flows.flatMap((f) => [
      f.intro,
      f.summary,
      f.steps.map((s) => s.refs.map((r) => r.code).join('/')).join(' → '),
    ]),
    c.noEquivalent ?? '',
    ...c.equivalents.map((e) => e.text),
    ...c.related.map((r) => `${r.code} ${r.name} ${r.reason}`),
  ];
  const strip = (t: string) => t.split(entry.name).join('').split(entry.code).join('').trim();
  return new Set(texts.map(strip).filter(Boolean));
}

describe('every per-code page is worth indexing on its own', () => {
  it.each([
    ['x12', x12TransactionSets],
    ['edifact', edifactMessages],
  ] as const)('no two %s pages differ by fewer than two sentences each way', (standard, list) => {
    const pages = list.map((e) => ({ code: e.code, s: pageSentences(standard, e) }));
    const tooClose: string[] = [];
    for (let i = 0; i < pages.length; i++) {
      for (let j = i + 1; j < pages.length; j++) {
        const a = pages[i];
        const b = pages[j];
        if (!a || !b) continue;
        let onlyA = 0;
        for (const x of a.s) if (!b.s.has(x)) onlyA++;
        let onlyB = 0;
        for (const x of b.s) if (!a.s.has(x)) onlyB++;
        if (Math.min(onlyA, onlyB) < 2) tooClose.push(`${a.code}/${b.code}`);
      }
    }
    expect(tooClose).toEqual([]);
  });

  it('every page has a purpose, a profile, a place (flow or none) and a word on the other standard', () => {
    for (const [standard, list] of [
      ['x12', x12TransactionSets],
      ['edifact', edifactMessages],
    ] as const) {
      for (const e of list) {
        const c = ctx(standard, e.code);
        expect(c.profile).toMatch(/family, traded (mainly in |in every industry)/);
        expect(c.flows.length > 0 || c.noFlow !== null).toBe(true);
        expect(c.equivalents.length > 0 || c.noEquivalent !== null).toBe(true);
      }
    }
  });
});
