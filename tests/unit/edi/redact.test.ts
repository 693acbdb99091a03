// Redaction before sharing (#49): names, addresses, ids and references of ten broken documents of ours are
// replaced, and the engine finds exactly the same findings (code, segment, element) in the redacted text;
// GS1 keys become other keys whose check digits are right, or wrong where the original's were.
import { inspectorSamples } from '../../../content/inspector/samples';
import { inspect } from '../../../shared/edi/inspect';
import { redact } from '../../../shared/edi/tools/redact';
import { dictionaries } from '../../fixtures/edi-dictionaries';

const sample = (id: string) => {
  const found = inspectorSamples.find((s) => s.id === id);
  if (!found) throw new Error(`no sample ${id}`);
  return found.text;
};

/** Our samples are not addressed to Northwind: the guide of their release is asked for, as a partner would (#44). */
const options = (text: string) => {
  const release = /\*X\*(00[45]010)/.exec(text)?.[1];
  return release ? { guide: release } : {};
};
const findings = (text: string) =>
  inspect(text, dictionaries, options(text)).issues.map((f) => `${f.code} ${f.pos} ${f.tag} ${f.element ?? ''}`);

const planted = (id: string, from: string, to: string) => {
  const text = sample(id);
  if (!text.includes(from)) throw new Error(`${id} has no ${from}`);
  return text.replace(from, to);
};

const broken: [string, string][] = [
  ['wrong SE01', planted('x12-850-005010', 'SE*24*', 'SE*23*')],
  ['BEG missing', planted('x12-850-005010', 'BEG*00*SA*4500098231**20260315~\n', '')],
  ['bad UPC check digit', planted('x12-850-005010', 'UP*012345678905', 'UP*012345678906')],
  ['HL parent unknown', planted('x12-856-005010', 'HL*5*3*I', 'HL*5*9*I')],
  ['quantity not a number', planted('x12-810-005010', 'IT1*2*18*CA', 'IT1*2*1X*CA')],
  [
    'name too long',
    planted('x12-850-004010', 'N1*BY*Harbor Mart Stores', `N1*BY*Harbor Mart Stores ${'Z'.repeat(50)}`),
  ],
  ['UNT count', planted('edifact-orders', 'UNT+24+1', 'UNT+23+1')],
  ['bad SSCC check digit', planted('edifact-desadv', 'GIN+BJ+340123450000012348', 'GIN+BJ+340123450000012349')],
  ['bad GLN check digit', planted('edifact-invoic', 'NAD+BY+5412345000013::9', 'NAD+BY+5412345000014::9')],
  ['BGM missing', planted('edifact-orders', "BGM+220+PO4500098231+9'\n", '')],
];

describe.each(broken)('%s', (_name, text) => {
  const { text: shared, replacements } = redact(text, inspect(text, dictionaries, options(text)));

  it('keeps every finding: the same codes at the same segments and elements', () => {
    const before = findings(text);
    expect(before.length).toBeGreaterThan(0);
    expect(findings(shared)).toEqual(before);
    expect(shared.length).toBe(text.length);
  });

  it('replaces names, parties and references, and lists each replacement', () => {
    expect(replacements.length).toBeGreaterThan(5);
    for (const r of replacements) {
      expect(r.after).not.toBe(r.before);
      expect(r.after).toHaveLength(r.before.length);
    }
    expect(shared).not.toMatch(/Harbor Mart|Acme Supply|4500098231|ACMESUPPLY|5412345000013/);
  });
});

it('keeps Northwind’s own ids, which decide the guide that checks the document', () => {
  const addressed = sample('x12-850-005010')
    .replace('*ZZ*ACMESUPPLY     *', '*ZZ*NORTHWIND      *')
    .replace('GS*PO*HARBORMART*ACMESUPPLY*', 'GS*PO*HARBORMART*NORTHWIND*')
    .replace('SE*24*', 'SE*23*');
  const { text } = redact(addressed, inspect(addressed, dictionaries));
  expect(text).toContain('*ZZ*NORTHWIND      *');
  expect(findings(text)).toEqual(findings(addressed));
});

it('gives the same value the same placeholder, so references still match each other', () => {
  const order = sample('x12-850-005010');
  const { text, replacements } = redact(order, inspect(order, dictionaries));
  const dc = replacements.filter((r) => r.before === '0614589720008');
  expect(new Set(dc.map((r) => r.after)).size).toBe(1);
  // The GLN in N104 and the UPCs in PO1 are GS1 keys with right check digits: no gs1 finding appears.
  expect(inspect(text, dictionaries).issues.filter((f) => f.code === 'gs1-check-digit')).toEqual([]);
  expect(replacements.find((r) => r.ref === 'PO107')).toMatchObject({ before: '012345678905' });
});
