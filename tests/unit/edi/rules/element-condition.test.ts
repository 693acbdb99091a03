// N1*BY with an id qualifier (N103 92) but no id (N104): our guide pairs them (P0304), as X12's N1 does.
import { change, sample } from '../../../fixtures/edi-text';
import { findingsOf, ruleCase } from './rule-case';

const po = sample('x12-850-005010');
const halfPair = change(po, 'N1*BY*Harbor Mart Stores*92*0042~', 'N1*BY*Harbor Mart Stores*92~');
const guide = { guide: '005010' } as const;

ruleCase('element-condition', { triggers: { text: halfPair, options: guide }, clean: { text: po, options: guide } });

describe('element-condition findings', () => {
  it('name the element to send, the condition and the guide', () => {
    const [finding] = findingsOf('element-condition', { text: halfPair, options: guide });
    expect(finding?.element).toBe('N104');
    expect(finding?.message).toBe(
      "N103 and N104 are sent together or not at all (P0304 in Northwind's 850 guide (005010)): only some are here.",
    );
  });
  it('follow the release: N4 C0605 (a location id needs its qualifier) in 004010 too', () => {
    const older = sample('x12-850-004010');
    const text = change(older, 'N4*Columbus*OH*43217*US~', 'N4*Columbus*OH*43217*US**0614~');
    const [finding] = findingsOf('element-condition', { text, options: { guide: '004010' } });
    expect(finding?.element).toBe('N405');
  });
  it('are not doubled when the guide makes the element mandatory (PO106 is reported missing once)', () => {
    const text = change(po, 'PO1*1*48*CA*36.5*PE*UP*012345678905', 'PO1*1*48*CA*36.5*PE**012345678905');
    const codes = findingsOf('element-condition', { text, options: guide }).map((f) => f.element);
    expect(codes).not.toContain('PO106');
    expect(findingsOf('element-missing', { text, options: guide }).map((f) => f.element)).toContain('PO106');
  });
});

describe('EDIFACT dependency notes', () => {
  // D.18A's TDT states D5(040,030): a transport means (C001) needs its mode of transport (C220).
  const desadv = change(sample('edifact-desadv'), 'DESADV:D:96A:UN:EAN005', 'DESADV:D:18A:UN');
  it('TDT with C001 and without C220 breaks D5 in D.18A; with both it holds', () => {
    const text = change(desadv, "TDT+20++30+31'", "TDT+20+++31'");
    const [finding] = findingsOf('element-condition', { text });
    expect(finding?.element).toBe('C220');
    expect(finding?.message).toBe('C001 is sent, so C220 must be too (D5 in D.18A).');
    expect(findingsOf('element-condition', { text: desadv })).toEqual([]);
  });
  it('D.96A states no dependency notes: the same TDT passes there', () => {
    const text = change(sample('edifact-desadv'), "TDT+20++30+31'", "TDT+20+++31'");
    expect(findingsOf('element-condition', { text })).toEqual([]);
  });
});
