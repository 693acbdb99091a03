// The converter (#32): EDI → JSON → EDI gives the same segments for every interchange the site shows; an
// edited JSON comes back with its counts recomputed; the 850's CSV has a row per PO1; XML is escaped; the
// JSON Schema we publish accepts our JSON; hostile JSON is refused with a path, never thrown past us.
import Ajv2020 from 'ajv/dist/2020';
import { DOMParser } from 'linkedom';
import { inspectorSamples } from '../../../content/inspector/samples';
import { sample850 } from '../../../content/pages/converter';
import { textChunks } from '../../../shared/edi/writers/convert';
import { ediJsonSchema } from '../../../shared/edi/writers/edi-json-schema';
import { jsonToEdi, JsonInputError } from '../../../shared/edi/writers/from-json';
import { inspect } from '../../../shared/edi/inspect';
import { elementsOf } from '../../../shared/edi/syntax/segment-values';
import type { ParseResult } from '../../../shared/edi/model/types';
import { dictionaries } from '../../fixtures/edi-dictionaries';
import { documentsOf, examples } from '../site-examples/site-documents';

const convert = (text: string, to: 'json' | 'csv' | 'xml', rows?: 'segments') =>
  [...textChunks(inspect(text, dictionaries), dictionaries, to, { schema: 'https://x.example/s.json', rows })].join('');
const toJson = (text: string): unknown => JSON.parse(convert(text, 'json'));
const errors = (r: ParseResult) => r.issues.filter((f) => f.severity === 'error').map((f) => `${f.tag} ${f.message}`);

/** Each segment as its tag and elements, trailing empties dropped (what "the same segments" means). */
function segmentsOf(text: string): string[] {
  const result = inspect(text, dictionaries);
  return result.segments
    .filter((s) => s.tag !== 'UNA')
    .map((s) => {
      const d = result.interchanges[0]?.delimiters ?? { element: '*', component: ':', segment: '~' };
      const elements = elementsOf(s, d).map((occurrences) =>
        occurrences.map((o) => {
          const components = [...o];
          while (components.at(-1) === '') components.pop();
          return components.join(d.component);
        }),
      );
      while (elements.length > 0 && elements.at(-1)?.every((o) => o === '')) elements.pop();
      return `${s.tag} ${JSON.stringify(elements)}`;
    });
}

const sample = (id: string) => inspectorSamples.find((s) => s.id === id)?.text ?? '';
const documents: [string, string][] = [
  ...inspectorSamples.map((s): [string, string] => [`sample ${s.id}`, s.text]),
  ['converter page 850', sample850],
  ['an element sent repeated (ISA11)', sample('x12-850-005010').replace('REF*DP*042~', 'REF*DP*042^043~')],
  ...examples
    .filter((e) => e.source !== 'inspector samples' && e.source !== 'converter page')
    .flatMap((e) => documentsOf(e).map((text, n): [string, string] => [`${e.source}: ${e.label} #${n + 1}`, text])),
];

describe('EDI → JSON → EDI', () => {
  it('covers every sample and every interchange in the posts and pages', () => {
    // 14 samples, the converter page's 850, and the posts' four complete sets and messages (the reference
    // pages show headers only).
    expect(documents).toHaveLength(20);
    expect(documents.filter(([label]) => label.startsWith('blog posts'))).toHaveLength(4);
  });

  it.each(documents)('%s comes back with the same segments and no new error', (_label, text) => {
    const back = jsonToEdi(toJson(text), dictionaries.guides);
    expect(segmentsOf(back)).toEqual(segmentsOf(text));
    expect(errors(inspect(back, dictionaries))).toEqual(errors(inspect(text, dictionaries)));
  });

  it('writes chosen delimiters, escaping EDIFACT values with the release character', () => {
    const orders = sample('edifact-orders').replace(
      'FTX+AAI+++Deliver',
      "FTX+AAI+++Call ahead?: dock 4?+5?'s gate Deliver",
    );
    const edi = jsonToEdi(toJson(orders), dictionaries.guides, {
      delimiters: { element: '|', segment: '!' },
      lineBreaks: false,
    });
    expect(edi.startsWith('UNA:|.? !UNB|UNOC:3|')).toBe(true);
    expect(edi).toContain("FTX|AAI|||Call ahead?: dock 4+5's gate Deliver");
    expect(segmentsOf(edi)).toEqual(segmentsOf(orders));
    const x12 = jsonToEdi(toJson(sample('x12-850-004010')), dictionaries.guides, {
      delimiters: { element: '|', component: '^' },
    });
    expect(x12).toMatch(/^ISA\|00\|/);
    expect(x12.split('\n')[0]).toMatch(/\|\^~$/);
    expect(errors(inspect(x12, dictionaries))).toEqual([]);
  });
});

describe('an edited JSON back to EDI', () => {
  it('recomputes SE01, CTT01 and CTT02 when a PO1 line is removed', () => {
    const po = sample('x12-850-005010');
    const json = JSON.parse(convert(po, 'json'));
    const nodes: unknown[] = json.interchanges[0].groups[0].transactions[0].segments;
    const line = nodes.findIndex((n) => typeof n === 'object' && n !== null && 'PO1_loop' in n);
    nodes.splice(line, 1);
    const edi = jsonToEdi(json, dictionaries.guides);
    expect(edi).toContain('CTT*2*144~');
    expect(edi).toContain('SE*22*0001~');
    expect(edi).not.toContain('PO1*1*48');
    expect(errors(inspect(edi, dictionaries))).toEqual([]);
  });

  it('recomputes UNT when a line group is removed from an ORDERS, and GE01/IEA01 when a set is', () => {
    const json = JSON.parse(convert(sample('edifact-orders'), 'json'));
    const nodes: unknown[] = json.interchanges[0].groups[0].transactions[0].segments;
    nodes.splice(
      nodes.findIndex((n) => typeof n === 'object' && n !== null && 'SG25' in n),
      1,
    );
    const edi = jsonToEdi(json, dictionaries.guides);
    expect(edi).toMatch(/CNT\+2:1'\nUNT\+19\+1'/);
    expect(errors(inspect(edi, dictionaries))).toEqual([]);

    const batch = JSON.parse(convert(sample('x12-850-004010').replace(/GE\*1\*/, 'GE*1*'), 'json'));
    const group = batch.interchanges[0].groups[0];
    group.transactions.push(structuredClone(group.transactions[0]));
    group.transactions[1].segments[0].transaction_set_control_number_02 = '0002';
    const two = jsonToEdi(batch, dictionaries.guides);
    expect(two).toContain('SE*24*0002~');
    expect(two).toMatch(/GE\*2\*\d+~/);
    expect(errors(inspect(two, dictionaries))).toEqual([]);
  });
});

describe('CSV, XML and the JSON Schema', () => {
  it('gives the 850 one CSV row per PO1, with the header repeated and the item ids', () => {
    const [head, ...rows] = convert(sample850, 'csv').trimEnd().split('\r\n');
    expect(head).toBe(
      'Interchange control,Set code,Set control,PO number,PO date,Purpose,Buyer,Ship to,Ship-to id,Line,Quantity,Unit,Unit price,UPC/GTIN,Buyer item,Vendor item,Description',
    );
    expect(rows).toEqual([
      '000000101,850,0001,PO-48213,20251001,00,,Harbor & Pine DC 7,0007,1,24,EA,12.50,012345678905,,HP-2210,"Stoneware mug, 12 oz"',
      '000000101,850,0001,PO-48213,20251001,00,,Harbor & Pine DC 7,0007,2,12,EA,34.00,012345678912,,HP-4450,"Cast-iron skillet, 10 in"',
    ]);
  });

  it('gives line items for ORDERS and one row per segment for a 997', () => {
    const orders = convert(sample('edifact-orders'), 'csv').trimEnd().split('\r\n');
    expect(orders).toHaveLength(3);
    expect(orders[1]).toContain(',ORDERS,1,PO4500098231,20260315,');
    const ack = convert(sample('x12-997-005010'), 'csv').trimEnd().split('\r\n');
    expect(ack[0]).toMatch(/^Interchange control,Set code,Set control,Position in set,Segment,Loop,Element 01/);
    expect(ack[1]).toBe('000001190,997,0001,1,ST,,997,0001');
    expect(convert(sample850, 'csv', 'segments').trimEnd().split('\r\n')).toHaveLength(12);
  });

  it('escapes <&> and quotes in XML, which parses back to the same text', () => {
    const orders = sample('edifact-orders').replace('FTX+AAI+++Deliver', 'FTX+AAI+++Gate <B> & "C" Deliver');
    const xml = convert(orders, 'xml');
    expect(xml).toContain('<FTX04-01>Gate &lt;B&gt; &amp; &quot;C&quot; Deliver');
    const doc = new DOMParser().parseFromString(xml, 'text/xml');
    expect(doc.querySelector('FTX04-01')?.textContent).toBe('Gate <B> & "C" Deliver to dock 4 between 06:00 and 14:00');
    expect(doc.querySelectorAll('transaction')).toHaveLength(1);
  });

  it('has our JSON of every sample accepted by the published JSON Schema, and a broken one refused', () => {
    const validate = new Ajv2020({ allErrors: true }).compile(ediJsonSchema('https://x.example'));
    for (const s of inspectorSamples) {
      const json = toJson(s.text);
      expect([s.id, validate(json), validate.errors]).toEqual([s.id, true, null]);
    }
    const broken = JSON.parse(convert(sample850, 'json'));
    delete broken.interchanges[0].groups[0].transactions[0].segments[1].tag;
    expect(validate(broken)).toBe(false);
  });
});

/** Why jsonToEdi refuses a value (a JsonInputError's message), or 'accepted'. */
function refusal(value: unknown): string {
  try {
    jsonToEdi(value, dictionaries.guides);
    return 'accepted';
  } catch (error) {
    return error instanceof JsonInputError ? error.message : `thrown: ${String(error)}`;
  }
}
const valid = () => JSON.parse(convert(sample850, 'json'));

describe('what the review found', () => {
  it('keeps document order when a segment sits between HL loops, and nests a long HL chain no deeper than 16', () => {
    const asn = sample('x12-856-005010');
    const between = asn.replace(/(~\s*)(HL\*3\*)/, '$1REF*BM*X1~\n$2').replace('SE*26*', 'SE*27*');
    expect(segmentsOf(jsonToEdi(toJson(between), dictionaries.guides))).toEqual(segmentsOf(between));
    const chain = Array.from({ length: 300 }, (_, k) => `HL*${k + 2}*${k + 1}*I~\nLIN**UP*012345678905~`).join('\n');
    const deep = asn.replace(/CTT\*/, `${chain}\nCTT*`);
    const json = convert(deep, 'json');
    const depth = (v: unknown): number =>
      Array.isArray(v)
        ? Math.max(0, ...v.map(depth))
        : typeof v === 'object' && v !== null
          ? Math.max(0, ...Object.entries(v).map(([k, x]) => depth(x) + (k === 'HL_loop' ? 1 : 0)))
          : 0;
    expect(depth(JSON.parse(json))).toBe(16);
    // The same segments in the same order (CTT01 and SE01 now count the 300 added).
    const uncounted = (text: string) => segmentsOf(text).filter((x) => !/^(CTT|SE) /.test(x));
    expect(uncounted(jsonToEdi(JSON.parse(json), dictionaries.guides))).toEqual(uncounted(deep));
  });

  it('pads ISA13 and repeats it in IEA02, refuses an ISA value past its width, writes a UNA when needed', () => {
    const json = JSON.parse(convert(sample850, 'json'));
    json.interchanges[0].header.interchange_control_number_13 = '42';
    const edi = jsonToEdi(json, dictionaries.guides);
    expect(edi).toContain('*000000042*');
    expect(edi).toContain('IEA*1*000000042~');
    json.interchanges[0].header.interchange_sender_id_06 = 'X'.repeat(16);
    expect(refusal(json)).toMatch(/ISA06 holds more than its 15 characters/);
    const old = JSON.parse(convert(sample('x12-850-004010'), 'json'));
    expect(() => jsonToEdi(old, dictionaries.guides, { delimiters: { repetition: '^' } })).toThrow(
      /needs ISA12 00402 or later/,
    );
    const orders = JSON.parse(convert(sample('edifact-orders'), 'json'));
    orders.interchanges[0].una = false;
    delete orders.interchanges[0].delimiters.release;
    // Without a release character, the FTX's "06:00" could not be written: it goes.
    orders.interchanges[0].groups[0].transactions[0].segments.splice(4, 1);
    expect(jsonToEdi(orders, dictionaries.guides).startsWith('UNA:+. ')).toBe(true);
  });

  it('guards CSV cells against formulas but keeps numbers, and starts each 856 pack afresh', () => {
    const po = sample850
      .replace('Stoneware mug, 12 oz', '=HYPERLINK("http://x.example")')
      .replace('PO1*1*24*', 'PO1*1*-24*');
    const csv = convert(po, 'csv');
    expect(csv).toContain(`"'=HYPERLINK(""http://x.example"")"`);
    expect(csv).toContain(',1,-24,EA,');
    const asn = convert(sample('x12-856-005010').replace(/MAN\*[^~]*~\s*/, ''), 'csv');
    expect(asn.split('\r\n')[1]?.split(',')[8]).toBe('');
  });

  it('names no EDIFACT element from X12 when no directory is loaded', () => {
    const none = { ...dictionaries, edifact: {} };
    const json = [...textChunks(inspect(sample('edifact-orders'), none), none, 'json', { schema: 'x' })].join('');
    expect(json).toContain('{"tag":"BGM","element_01":"220","element_02":"PO4500098231","element_03":"9"}');
  });
});

describe('damaged EDI', () => {
  it('still converts: 600 mutated documents give JSON that parses, CSV and XML, never an exception', () => {
    let seed = 11;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const texts = [sample850, sample('edifact-orders'), sample('x12-856-005010'), sample('edifact-desadv')];
    const noise = ['*', '~', '+', "'", ':', '?', '<&>', '\n', 'ZZZ', 'UNH+', 'ST*', '\u0000', '"'];
    for (let n = 0; n < 600; n += 1) {
      let text = texts[n % texts.length] ?? '';
      for (let k = 0; k < 3; k += 1) {
        const at = Math.floor(random() * text.length);
        const cut = Math.floor(random() * 8);
        text = text.slice(0, at) + (noise[Math.floor(random() * noise.length)] ?? '') + text.slice(at + cut);
      }
      expect(() => JSON.parse(convert(text, 'json'))).not.toThrow();
      expect(convert(text, 'csv')).toMatch(/^Interchange control,|^$/);
      expect(convert(text, 'xml')).toMatch(/<\/edi>\n$/);
    }
  });
});

describe('hostile JSON', () => {
  it('is refused with the path of the first thing wrong', () => {
    expect(refusal(null)).toMatch(/^\$: must be an object/);
    expect(refusal({ interchanges: [] })).toMatch(/holds no interchange/);
    const noTag = valid();
    noTag.interchanges[0].groups[0].transactions[0].segments[2] = { tag: '<b>' };
    expect(refusal(noTag)).toMatch(/transactions\[0\]\.segments\[2\]\.tag: must be a segment tag/);
    const badKey = valid();
    badKey.interchanges[0].groups[0].transactions[0].segments[1].purchase_order_number = 'X';
    expect(refusal(badKey)).toMatch(/purchase_order_number: an element key must end in its position/);
    const delimiter = valid();
    delimiter.interchanges[0].groups[0].transactions[0].segments[1].purchase_order_number_03 = 'PO*1';
    expect(refusal(delimiter)).toMatch(/holds a delimiter; choose other delimiters/);
    const sameDelimiters = valid();
    sameDelimiters.interchanges[0].delimiters.component = '*';
    expect(refusal(sameDelimiters)).toMatch(/each delimiter must be a different character/);
  });

  it('never throws anything but a JsonInputError on 3,000 mutated documents', () => {
    // A seeded generator: the same mutations every run.
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const junk = [null, 0, -1, 1e308, true, '', '*', '~', '>', "'", '?', 'x'.repeat(300), [], {}, [[]], { tag: 'ST' }];
    const jsons = [sample850, sample('edifact-orders'), sample('x12-856-005010')].map((t) => convert(t, 'json'));
    const outcomes = new Set<string>();
    for (let n = 0; n < 3000; n += 1) {
      const value: unknown = JSON.parse(jsons[n % jsons.length] ?? '{}');
      // Walk to a random object or array, then replace, delete or add one of its entries.
      let node: unknown = value;
      for (let depth = 0; depth < 12 && typeof node === 'object' && node !== null; depth += 1) {
        const keys = Object.keys(node);
        const key = keys[Math.floor(random() * keys.length)];
        const next: unknown = key === undefined ? undefined : Reflect.get(node, key);
        if (typeof next !== 'object' || next === null || random() < 0.15) {
          const replacement = junk[Math.floor(random() * junk.length)];
          if (key !== undefined && random() < 0.3) Reflect.deleteProperty(node, key);
          else Reflect.set(node, key ?? 'extra_01', replacement);
          break;
        }
        node = next;
      }
      const outcome = refusal(value);
      expect(outcome).not.toMatch(/^thrown/);
      outcomes.add(outcome === 'accepted' ? 'accepted' : 'refused');
    }
    expect([...outcomes].sort()).toEqual(['accepted', 'refused']);
  });

  it('refuses loops nested past 32 deep', () => {
    const deep = valid();
    let nodes: unknown[] = [{ tag: 'ST', transaction_set_identifier_code_01: '850' }];
    deep.interchanges[0].groups[0].transactions[0].segments = nodes;
    for (let i = 0; i < 40; i += 1) {
      const inner: unknown[] = [];
      nodes.push({ N1_loop: inner });
      nodes = inner;
    }
    expect(refusal(deep)).toMatch(/loops nest more than 32 deep/);
  });
});
