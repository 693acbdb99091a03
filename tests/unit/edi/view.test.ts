import { inspectorSamples } from '../../../content/inspector/samples';
import { inspect } from '../../../shared/edi/inspect';
import { buildView } from '../../../shared/inspector/view';
import { textChunks } from '../../../shared/edi/writers/convert';
import { dictionaries } from '../../fixtures/edi-dictionaries';

const text = (id: string) => inspectorSamples.find((s) => s.id === id)?.text ?? '';

describe('inspector view', () => {
  it('names segments and labels elements and qualifiers in EDIFACT', () => {
    const view = buildView(inspect(text('edifact-orders'), dictionaries), dictionaries);
    const tx = view.interchanges[0]?.groups[0]?.transactions[0];
    expect(tx).toMatchObject({
      code: 'ORDERS',
      name: 'Purchase order message',
      version: 'D:96A',
      from: 3,
      to: 26,
      hidden: 0,
    });
    const nad = tx?.segments.find((s) => s.tag === 'NAD');
    expect(nad?.name).toBe('Name and address');
    expect(nad?.elements[0]).toEqual({ ref: '3035', name: 'Party qualifier', value: 'BY', meaning: 'Buyer' });
    expect(nad?.elements[1]).toEqual({ ref: 'C082.3039', name: 'Party id. identification', value: '5412345000013' });
    expect(view.interchanges[0]?.header.map((s) => s.tag)).toEqual(['UNA', 'UNB']);
  });

  it('names X12 segments and elements, with qualifier meanings', () => {
    const view = buildView(inspect(text('x12-850-005010'), dictionaries), dictionaries);
    const n1 = view.interchanges[0]?.groups[0]?.transactions[0]?.segments.find((s) => s.tag === 'N1');
    expect(n1?.name).toBe('Party Identification');
    expect(n1?.elements[0]).toEqual({
      ref: 'N101',
      name: 'Entity Identifier Code',
      value: 'BY',
      meaning: 'Buying Party (Purchaser)',
    });
    expect(view.interchanges[0]?.groups[0]?.header?.elements[0]).toMatchObject({
      ref: 'GS01',
      value: 'PO',
      meaning: 'Purchase Order (850)',
    });
  });

  it('describes only what the budget allows and counts the rest', () => {
    const po = text('x12-850-005010');
    const head = po.slice(0, po.indexOf('ST*'));
    const tx = po.slice(po.indexOf('ST*'), po.indexOf('GE*'));
    const big = head + tx.repeat(300) + 'GE*300*4721~\nIEA*1*000004721~\n';
    const result = inspect(big, dictionaries);
    const view = buildView(result, dictionaries, { segments: 100, transactions: 10 });
    const group = view.interchanges[0]?.groups[0];
    expect(view.transactionCount).toBe(300);
    expect(group?.transactions).toHaveLength(10);
    expect(group?.hiddenTransactions).toBe(290);
    expect(group?.transactions.map((t) => t.segments.length)).toEqual([24, 24, 24, 24, 4, 0, 0, 0, 0, 0]);
    expect(group?.transactions[4]?.hidden).toBe(20);
    // The JSON has everything.
    const json = JSON.parse(
      [...textChunks(result, dictionaries, 'json', { schema: 'https://x.example/s.json' })].join(''),
    );
    expect(json.interchanges[0].groups[0].transactions).toHaveLength(300);
  });

  it('bounds groups and interchanges too', () => {
    const po = text('x12-997-005010');
    const isa = po.slice(0, po.indexOf('GS*'));
    const group = po.slice(po.indexOf('GS*'), po.indexOf('IEA*'));
    // Each group with its own control number (GS06 and GE02), as X12 requires within an interchange.
    const control = /GS\*(?:[^*]*\*){5}(\d+)/.exec(group)?.[1] ?? '';
    const groups = Array.from({ length: 30 }, (_, k) =>
      group.replaceAll(`*${control}*`, `*${k + 1}*`).replace(`*${control}~`, `*${k + 1}~`),
    );
    const doc = isa + groups.join('') + 'IEA*30*000001190~\n';
    const view = buildView(inspect(doc, dictionaries), dictionaries, { segments: 1000, transactions: 5 });
    expect(view.interchanges[0]?.groups).toHaveLength(5);
    expect(view.interchanges[0]?.hiddenGroups).toBe(25);
    expect(view.issues).toEqual([]);
  });
});
