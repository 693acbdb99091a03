// The checks an EDI expert expects (#44), each with a document of our own: version-dependent envelope
// rules, DTM values by their format code, repetitions where none is allowed, EDIFACT duplicates, interactive
// EDIFACT, and messages that say what is wrong.
import { inspect } from '../../../shared/edi/inspect';
import { dictionaries } from '../../fixtures/edi-dictionaries';
import { change, sample } from '../../fixtures/edi-text';

const run = (text: string, guide?: string) => inspect(text, dictionaries, guide ? { guide } : {}).issues;
const named = (text: string, guide?: string) => run(text, guide).map((i) => [i.code, i.element ?? i.tag]);
const po = sample('x12-850-005010');
const orders = sample('edifact-orders');
/** The ORDERS sample in syntax version 4: UNA's fifth character the repetition separator, UNB 0017 n8. */
const orders4 = change(change(change(orders, "UNA:+.? '", "UNA:+.?*'"), 'UNOC:3', 'UNOC:4'), '+260315:', '+20260315:');

describe('X12 envelope values by version', () => {
  it('GS04 is YYMMDD before 004010 and CCYYMMDD from 004010 on', () => {
    const old = change(change(po, '*20260315*1045*4721*', '*260315*1045*4721*'), '*X*005010~', '*X*003060~');
    expect(named(old)).toEqual([]);
    const eight = change(po, '*X*005010~', '*X*003060~');
    expect(run(eight).map((i) => [i.element, i.message])).toEqual([
      ['GS04', "GS04 is '20260315'; before release 004010 the group date is six digits, YYMMDD, and a real date."],
    ]);
    expect(named(change(po, '*20260315*1045*4721*', '*260315*1045*4721*'))).toEqual([['group-date', 'GS04']]);
  });

  it.each(['04010', '00999', '99999'])('ISA12 %s is not in the code list, and ISA11 is not blamed for it', (isa12) => {
    const found = run(change(po, '*^*00501*', `*^*${isa12}*`));
    expect(found.map((i) => [i.code, i.element])).toEqual([['interchange-version', 'ISA12']]);
    expect(found[0]?.message).toContain("one of X12's code list");
  });

  it('ISA16 equal to the element separator says so, not "pad with spaces"', () => {
    const found = run(change(po, '*P*>~', '*P**~'));
    expect(found.map((i) => [i.code, i.element, i.message])).toEqual([
      [
        'interchange-delimiters',
        'ISA16',
        "ISA16, the component separator, is '*', the element separator: it must be a character of its own (often > or :).",
      ],
    ]);
  });

  it("ISA10's message speaks of ISA10 alone", () => {
    const found = run(change(po, '*260315*1045*^*', '*260315*2561*^*'));
    expect(found.map((i) => i.element)).toEqual(['ISA10']);
    expect(found[0]?.message).not.toContain('GS05');
  });
});

describe('EDIFACT service segments by syntax version', () => {
  it('UNB 0017 is n6 in syntax 3 and n8 in syntax 4', () => {
    expect(run(orders)).toEqual([]);
    expect(run(orders4)).toEqual([]);
    expect(named(change(orders, 'UNOC:3', 'UNOC:4'))).toEqual([['interchange-date', 'S004/0017']]);
    expect(named(change(orders, '+260315:', '+20260315:'))).toEqual([['interchange-date', 'S004/0017']]);
  });

  it('a missing UNB 0020 is reported at UNB', () => {
    const found = run(change(orders, '+ORD0004721++ORDERS', '+++ORDERS'));
    expect(found[0]).toMatchObject({ code: 'element-missing', tag: 'UNB', element: '0020' });
  });
});

// (D.96A's 2379 list has no 719 yet: a warning that the EANCOM subset may define it, left aside here.)
const dtm = (value: string, format: string) =>
  named(change(orders, "DTM+137:20260315:102'", `DTM+137:${value}:${format}'`)).filter(
    ([code]) => code !== 'code-outside-list',
  );

describe('DTM values by their format code (2379)', () => {
  it.each([
    ['260315', '101'],
    ['20240229', '102'],
    ['202402291230', '203'],
    ['20240229123059', '204'],
    ['20240101-20240131', '718'],
    ['202401010800-202401311800', '719'],
    ['2024', '602'],
    ['202453', '616'],
  ])('%s in format %s passes', (value, format) => {
    expect(dtm(value, format)).toEqual([]);
  });
  it.each([
    ['260230', '101'],
    ['20240231', '102'],
    ['2024011', '102'],
    ['20230229', '102'],
    ['202402291260', '203'],
    ['20240229126000', '204'],
    ['20240101/20240131', '718'],
    ['202401010800-20240131', '719'],
    ['24', '602'],
    ['202454', '616'],
  ])('%s in format %s is an element-date error', (value, format) => {
    expect(dtm(value, format)).toEqual([['element-date', 'C507/2380']]);
  });
  it('names the format and its form', () => {
    const found = run(change(orders, "DTM+137:20260315:102'", "DTM+137:20240231:102'"));
    expect(found[0]?.message).toBe(
      "DTM C507/2380 is '20240231', which is not a real CCYYMMDD value: format 102 (C507/2379) asks for that form.",
    );
  });
});

describe('a repetition separator in an element that does not repeat', () => {
  it('X12: REF*DP^IA against our guide', () => {
    expect(named(change(po, 'REF*DP*042', 'REF*DP^IA*042'), '005010')).toEqual([['element-repeat', 'REF01']]);
  });
  it('EDIFACT syntax 4: BGM+220*221', () => {
    const found = run(change(orders4, 'BGM+220+', 'BGM+220*221+'));
    expect(found.map((i) => [i.code, i.tag, i.element])).toEqual([['element-repeat', 'BGM', 'C002']]);
    expect(found[0]?.message).toBe(
      'BGM C002 (Document/message name) occurs 2 times (a repetition separator), but D.96A does not let it repeat.',
    );
  });
});

describe('EDIFACT duplicates, as X12 has them', () => {
  const message = orders.slice(orders.indexOf('UNH+'), orders.indexOf('UNZ+'));
  it('two UNH with one reference in an interchange', () => {
    const twice = change(orders, message, message + message).replace('UNZ+1+', 'UNZ+2+');
    expect(named(twice)).toEqual([['transaction-duplicate', 'UNH 0062']]);
  });
  it('two UNB with one 0020 in a file', () => {
    expect(named(orders + orders)).toEqual([['interchange-duplicate', 'UNB 0020']]);
  });
  it('two UNG with one 0048 in an interchange', () => {
    const group = (n: string) =>
      `UNG+ORDERS+5412345000013:14+4012345000009:14+260315:1045+G1+UN+D:96A'\n${message.replace('UNH+1+', `UNH+${n}+`).replace('UNT+24+1', `UNT+24+${n}`)}UNE+1+G1'\n`;
    const text = change(orders, message, group('1') + group('2')).replace('UNZ+1+', 'UNZ+2+');
    expect(named(text)).toEqual([['group-duplicate', 'UNG 0048']]);
  });
});

describe('interactive EDIFACT', () => {
  it('UIB…UIZ is one clear finding, not one per segment', () => {
    const text = "UNA:+.? 'UIB+UNOA:4+1234+SENDER+RECEIVER+20240101:1200'UIH+SANCRT:D:03B:UN+1'MSG+1'UIT+1+3'UIZ+1+1'";
    const found = run(text);
    expect(found.map((i) => [i.code, i.tag])).toEqual([['interactive-edifact', 'UIB']]);
    expect(found[0]?.message).toContain('interactive EDIFACT');
    // Without UNA too, and an interactive message inside a batch interchange: one finding, no count error.
    expect(named(text.slice(9))).toEqual([['interactive-edifact', 'UIB']]);
    const inBatch = "UNB+UNOA:4+SENDER+RECEIVER+20240101:1200+1'UIH+SANCRT:D:03B:UN+1'MSG+1'UIT+1+3'UNZ+1+1'";
    expect(named(inBatch)).toEqual([['interactive-edifact', 'UIH']]);
  });
});

describe('security (ISO 9735-5, -6)', () => {
  it('an AUTACK and security segments around a message are not called unknown', () => {
    const autack =
      "UNA:+.? 'UNB+UNOC:3+5412345000013:14+4012345000009:14+260315:1045+SEC1'UNH+1+AUTACK:D:96A:UN'USH+7+1+01+1+1+2+2+1'USB+1+4:20260315:1045'USY+1+ABCDEF'UST+1+3'UNT+6+1'UNZ+1+SEC1'";
    expect(run(autack)).toEqual([]);
    const secured = change(
      change(orders, 'BGM+220+', "USH+7+1+01+1+1+2+2+1'\nUSA+1:0:1:48:1'\nBGM+220+"),
      'UNT+24+1',
      'UNT+26+1',
    );
    expect(run(secured)).toEqual([]);
  });
});

describe('messages that say what is wrong', () => {
  it('BGM after DTM: one order finding on DTM, not "BGM is missing"', () => {
    const bgm = "BGM+220+PO4500098231+9'\n";
    const date = "DTM+137:20260315:102'\n";
    const swapped = change(orders, bgm + date, date + bgm);
    const found = run(swapped);
    expect(found.map((i) => [i.code, i.tag])).toEqual([['segment-order', 'DTM']]);
    expect(found[0]?.message).toContain('DTM comes too early: the ORDERS structure puts it after BGM');
  });

  it('a standard X12 segment our guide does not use: a guide deviation, never "not a segment of"', () => {
    const mtx = change(po, 'CUR*BY*USD~', 'CUR*BY*USD~\nMTX**Handle with care~').replace('SE*24*', 'SE*25*');
    expect(run(mtx)).toEqual([]);
    const guided = run(mtx, '005010');
    expect(guided.map((i) => [i.code, i.message])).toEqual([
      [
        'segment-not-used',
        "MTX is not used in Northwind's 850 guide (005010); leave it out or agree it with us first.",
      ],
    ]);
  });
});
