// Reconciliation (#49): the inspector samples' order-to-cash trio, made whole (every line shipped and billed in
// full), then with a short shipment, a substitution and a price change planted on three different lines: exactly
// those lines are flagged, in X12 and in EDIFACT, whatever the order the documents come in.
import { inspectorSamples } from '../../../content/inspector/samples';
import { reconcileDocuments, type ReconciledDocuments } from '../../../shared/edi/tools/reconcile-documents';
import { dictionaries } from '../../fixtures/edi-dictionaries';

const sample = (id: string) => {
  const found = inspectorSamples.find((s) => s.id === id);
  if (!found) throw new Error(`no sample ${id}`);
  return found.text;
};

const reconciled = (texts: string[]): ReconciledDocuments => {
  const result = reconcileDocuments(texts, dictionaries);
  if ('refused' in result) throw new Error(`refused: ${JSON.stringify(result)}`);
  return result;
};

/** Each line's number and flags, the lines without flags left out. */
const flagged = (r: ReconciledDocuments) =>
  Object.fromEntries(r.lines.filter((l) => l.flags.length > 0).map((l) => [l.line, [...l.flags].sort()]));

describe('X12 850 / 856 / 810', () => {
  // The samples ship 18 of 24 lunch bags (the 855 backordered 6): the whole trio ships and bills 24.
  const order = sample('x12-850-005010');
  const shipment = sample('x12-856-005010').replace('SN1**18*CA', 'SN1**24*CA');
  const invoice = sample('x12-810-005010').replace('IT1*2*18*CA', 'IT1*2*24*CA');

  it('finds nothing to flag when every line is shipped and billed as ordered', () => {
    const r = reconciled([order, shipment, invoice]);
    expect(flagged(r)).toEqual({});
    expect(r.lines.map((l) => [l.line, l.order?.quantity, l.shipment?.quantity, l.invoice?.quantity])).toEqual([
      ['1', 48, 48, 48],
      ['2', 24, 24, 24],
      ['3', 120, 120, 120],
    ]);
    expect(r.references).toEqual([
      { role: 'shipment', element: 'PRF01', value: '4500098231', matches: true },
      { role: 'invoice', element: 'BIG04', value: '4500098231', matches: true },
    ]);
  });

  it('flags the samples as they are: line 2 shipped short and billed as shipped', () => {
    const r = reconciled([sample('x12-850-005010'), sample('x12-856-005010'), sample('x12-810-005010')]);
    expect(flagged(r)).toEqual({ '2': ['short-shipped'] });
  });

  it('flags exactly the planted short shipment, substitution and price change', () => {
    const short = shipment.replace('SN1**48*CA', 'SN1**40*CA');
    const substituted = short.replace('LIN**UP*012345678929*VP*AC-3305', 'LIN**UP*012345678936*VP*AC-3390');
    const billed = invoice
      .replace('IT1*1*48*CA*36.5', 'IT1*1*40*CA*36.5')
      .replace('IT1*2*24*CA*52.8', 'IT1*2*24*CA*54.1')
      .replace('IT1*3*120*EA*8.75*PE*UP*012345678929*VP*AC-3305', 'IT1*3*120*EA*8.75*PE*UP*012345678936*VP*AC-3390');
    // Any order of the documents gives the same answer.
    for (const texts of [
      [order, substituted, billed],
      [billed, order, substituted],
    ]) {
      const r = reconciled(texts);
      expect(flagged(r)).toEqual({ '1': ['short-shipped'], '2': ['price'], '3': ['substituted'] });
      const line1 = r.lines.find((l) => l.line === '1');
      expect([line1?.order?.quantity, line1?.shipment?.quantity, line1?.invoice?.quantity]).toEqual([48, 40, 40]);
      const line2 = r.lines.find((l) => l.line === '2');
      expect([line2?.order?.price, line2?.invoice?.price]).toEqual([52.8, 54.1]);
      expect(r.lines.find((l) => l.line === '3')?.shipment?.ids).toContainEqual({ kind: 'vendor', value: 'AC-3390' });
    }
  });

  it('flags a ship notice and an invoice that name another order, and an item billed but never ordered', () => {
    const otherPo = shipment.replace('PRF*4500098231', 'PRF*4500098232');
    const extra = invoice.replace('CTT*3', 'IT1*4*5*EA*9.5*PE*UP*012345678936~CTT*4');
    const r = reconciled([order, otherPo, extra]);
    expect(r.references.map((x) => [x.element, x.matches])).toEqual([
      ['PRF01', false],
      ['BIG04', true],
    ]);
    expect(flagged(r)).toEqual({ '4': ['not-ordered'] });
  });

  it('reconciles any two: an order and its invoice', () => {
    const r = reconciled([order, invoice.replace('IT1*3*120*EA', 'IT1*3*100*EA')]);
    expect(r.roles).toEqual(['order', 'invoice']);
    expect(flagged(r)).toEqual({ '3': ['invoiced-quantity'] });
  });
});

describe('EDIFACT ORDERS / DESADV / INVOIC', () => {
  // A third line in each, and line 2 shipped and billed in full (the samples ship 18 of 24).
  const line3 = {
    order: "LIN+3++4012345333336:EN'PIA+1+AC-3305:SA'QTY+21:120'PRI+AAA:1.10'UNS+S'",
    shipment: "LIN+3++4012345333336:EN'QTY+12:120'RFF+ON:PO4500098231:3'CNT+2:3'",
    invoice: "LIN+3++4012345333336:EN'QTY+47:120'MOA+203:132.00'PRI+AAA:1.10'UNS+S'",
  };
  const order = sample('edifact-orders').replace("UNS+S'", line3.order);
  const shipment = sample('edifact-desadv').replace('QTY+12:18', 'QTY+12:24').replace("CNT+2:2'", line3.shipment);
  const invoice = sample('edifact-invoic').replace('QTY+47:18', 'QTY+47:24').replace("UNS+S'", line3.invoice);

  it('finds nothing to flag in the whole trio, and reads the order references', () => {
    const r = reconciled([order, shipment, invoice]);
    expect(flagged(r)).toEqual({});
    expect(r.lines.map((l) => [l.line, l.order?.quantity, l.shipment?.quantity, l.invoice?.quantity])).toEqual([
      ['1', 48, 48, 48],
      ['2', 24, 24, 24],
      ['3', 120, 120, 120],
    ]);
    expect(r.documents.map((d) => [d.code, d.orderElement, d.orderNumber])).toEqual([
      ['ORDERS', 'BGM 1004', 'PO4500098231'],
      ['DESADV', 'RFF 1154', 'PO4500098231'],
      ['INVOIC', 'RFF 1154', 'PO4500098231'],
    ]);
  });

  it('flags exactly the planted short shipment, substitution and price change', () => {
    const planted = shipment
      .replace('QTY+12:48', 'QTY+12:40')
      .replace("LIN+2++4012345222210:EN'QTY+12:24", "LIN+2++4012345444445:EN'QTY+12:24");
    const billed = invoice
      .replace('QTY+47:48', 'QTY+47:40')
      .replace("LIN+2++4012345222210:EN'", "LIN+2++4012345444445:EN'")
      .replace('PRI+AAA:1.10', 'PRI+AAA:1.25');
    const r = reconciled([planted, billed, order]);
    expect(flagged(r)).toEqual({ '1': ['short-shipped'], '2': ['substituted'], '3': ['price'] });
  });
});

describe('refusals', () => {
  const order = sample('x12-850-005010');
  it('says which document is not EDI, of no known kind, or a second of one role', () => {
    expect(reconcileDocuments([order, 'hello'], dictionaries)).toEqual({ refused: 'not-edi', index: 1 });
    expect(reconcileDocuments([order, sample('x12-997-005010')], dictionaries)).toEqual({
      refused: 'unknown-kind',
      index: 1,
      codes: ['997'],
    });
    expect(reconcileDocuments([order, sample('x12-850-004010')], dictionaries)).toEqual({
      refused: 'duplicate-role',
      index: 1,
      role: 'order',
    });
    expect(reconcileDocuments([order], dictionaries)).toEqual({ refused: 'count', count: 1 });
  });
});
