// The EDIFACT side of the engine: UNA and the defaults, envelopes, and the message structures.
import { inspect } from '../../../shared/edi/inspect';
import type { ParseResult } from '../../../shared/edi/model/types';
import { dictionaries } from '../../fixtures/edi-dictionaries';
import { change, sample } from '../../fixtures/edi-text';

const run = (text: string): ParseResult => inspect(text, dictionaries);
const issuesOf = (r: ParseResult) => r.issues.map(({ code, pos, tag }) => ({ rule: code, pos, tag }));

describe('EDIFACT', () => {
  const orders = sample('edifact-orders');

  it('reads UNA, honours the release character, and labels the envelope', () => {
    const r = run(orders);
    expect(r.delimiters).toEqual({ component: ':', element: '+', decimal: '.', release: '?', segment: "'" });
    const ftx = r.segments.find((s) => s.tag === 'FTX');
    expect(ftx?.elements[3]).toEqual(['Deliver to dock 4 between 06:00 and 14:00']);
    expect(r.interchanges[0]).toMatchObject({
      sender: '5412345000013',
      senderQualifier: '14',
      receiver: '4012345000009',
      control: 'ORD0004721',
      version: 'UNOC:3',
      date: '260315',
      time: '1045',
    });
    expect(r.interchanges[0]?.groups[0]?.transactions[0]).toMatchObject({
      code: 'ORDERS',
      control: '1',
      version: 'D:96A',
    });
  });

  it('uses the ISO 9735 defaults without UNA, on one line, and other delimiters from UNA', () => {
    const noUna = orders.slice(orders.indexOf('UNB')).replaceAll("'\n", "'");
    expect(run(noUna).issues).toEqual([]);
    const custom =
      'UNA|*.# !\n' +
      orders
        .slice(orders.indexOf('UNB'))
        .replaceAll('+', '*')
        .replaceAll(':', '|')
        .replaceAll('?', '#')
        .replaceAll("'", '!');
    const r = run(custom);
    expect(r.issues).toEqual([]);
    expect(r.segments.find((s) => s.tag === 'FTX')?.elements[3]).toEqual(['Deliver to dock 4 between 06|00 and 14|00']);
  });

  it('UNT count off: one count issue on the UNT', () => {
    const r = run(change(orders, 'UNT+24+1', 'UNT+23+1'));
    expect(issuesOf(r)).toEqual([{ rule: 'transaction-count', pos: 26, tag: 'UNT' }]);
    expect(r.issues[0]?.message).toBe('UNT 0074 says 23 segments, but there are 24.');
  });

  it('UNZ reference and count', () => {
    expect(issuesOf(run(change(orders, "UNZ+1+ORD0004721'", "UNZ+1+ORD0004722'")))).toEqual([
      { rule: 'interchange-control', pos: 27, tag: 'UNZ' },
    ]);
    expect(issuesOf(run(change(orders, 'UNZ+1+', 'UNZ+2+')))).toEqual([
      { rule: 'interchange-count', pos: 27, tag: 'UNZ' },
    ]);
    expect(issuesOf(run(change(orders, 'UNT+24+1', 'UNT+24+2')))).toEqual([
      { rule: 'transaction-control', pos: 26, tag: 'UNT' },
    ]);
  });

  it('UNG/UNE: count and reference checked, and UNZ then counts groups', () => {
    const grouped = change(
      change(orders, 'UNH+1+', "UNG+ORDERS+5412345000013:14+4012345000009:14+260315:1045+77+UN+D:96A'\nUNH+1+"),
      'UNZ+1+',
      "UNE+1+77'\nUNZ+1+",
    );
    expect(run(grouped).issues).toEqual([]);
    expect(run(grouped).interchanges[0]?.groups[0]).toMatchObject({
      explicit: true,
      functionalId: 'ORDERS',
      control: '77',
    });
    expect(issuesOf(run(change(grouped, 'UNE+1+77', 'UNE+1+78')))).toEqual([
      { rule: 'group-control', pos: 28, tag: 'UNE' },
    ]);
    expect(issuesOf(run(change(grouped, 'UNE+1+77', 'UNE+2+77')))).toEqual([
      { rule: 'group-count', pos: 28, tag: 'UNE' },
    ]);
  });

  it('missing mandatory BGM: reported where it was expected', () => {
    const r = run(change(change(orders, "BGM+220+PO4500098231+9'\n", ''), 'UNT+24+1', 'UNT+23+1'));
    expect(issuesOf(r)).toEqual([{ rule: 'segment-missing', pos: 4, tag: 'DTM' }]);
    expect(r.issues[0]?.message).toBe('Mandatory segment BGM (Beginning of message) is missing in ORDERS.');
  });

  it('unknown tag: flagged once, and the structure check steps over it', () => {
    const r = run(change(change(orders, "PRI+AAA:4.25'\n", "PRI+AAA:4.25'\nZZZ+1'\n"), 'UNT+24+1', 'UNT+25+1'));
    expect(issuesOf(r)).toEqual([{ rule: 'segment-unknown', pos: 19, tag: 'ZZZ' }]);
  });

  it('segment order and maximum repeats per the D.96A structure', () => {
    const late = run(change(change(orders, "CNT+2:2'\n", "CNT+2:2'\nBGM+220+X'\n"), 'UNT+24+1', 'UNT+25+1'));
    expect(issuesOf(late)).toEqual([{ rule: 'segment-order', pos: 26, tag: 'BGM' }]);
    const many = run(
      change(change(orders, "DTM+2:20260327:102'\n", "DTM+2:20260327:102'\n".repeat(35)), 'UNT+24+1', 'UNT+58+1'),
    );
    expect(issuesOf(many)).toEqual([{ rule: 'segment-repeat', pos: 40, tag: 'DTM' }]);
    expect(many.issues[0]?.message).toBe('DTM repeats more than the 35 times allowed in ORDERS.');
  });

  it('wrong delimiters: a body that does not use the declared separators is kept, each segment reported', () => {
    const r = run(change(orders, 'UNA:+.? ', 'UNA:*.? '));
    expect(r.segments).toHaveLength(27);
    expect(r.issues[0]).toMatchObject({ code: 'segment-unreadable', pos: 2, line: 2 });
    expect(r.issues[0]?.message).toContain("uses '+' between elements, but the header declares '*'");
  });

  it('message type not in its directory, and a directory that does not exist', () => {
    expect(issuesOf(run(change(orders, 'ORDERS:D:96A', 'ORDERX:D:96A')))).toEqual([
      { rule: 'message-unknown', pos: 3, tag: 'UNH' },
    ]);
    expect(issuesOf(run(change(orders, 'ORDERS:D:96A', 'ORDERS:D:01B')))).toEqual([]);
    const r = run(change(orders, 'ORDERS:D:96A', 'ORDERS:D:99Z'));
    expect(issuesOf(r)).toEqual([{ rule: 'message-version', pos: 3, tag: 'UNH' }]);
    expect(r.issues[0]?.severity).toBe('warning');
  });
});
