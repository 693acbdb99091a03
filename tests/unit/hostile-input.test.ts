import { postings } from '../../content/pages/careers';
import { faqCategories } from '../../content/pages/faq';
import { edifactMessages } from '../../content/reference-guides/edifact';
import { x12TransactionSets } from '../../content/reference-guides/x12';
import { canonicalPath } from '../../server/http/canonical-path';
import { blogSlug } from '../../shared/blog';
import { filterPostings } from '../../client/lib/careers-filter';
import { searchFaq } from '../../client/lib/faq-search';
import { contactSchema, isEmail, registrationSchema } from '../../shared/lead-schemas';
import { filterEdifact, filterX12 } from '../../client/lib/reference-filters';
import { validContact, validRegistration } from '../fixtures/leads';

const SIZE = 64 * 1024;
/** Strings shaped to make backtracking patterns explode: runs of one separator, alternations, near-misses. */
const adversarial: Record<string, string> = {
  at: '@'.repeat(SIZE),
  dots: '.'.repeat(SIZE),
  atDot: '@.'.repeat(SIZE / 2),
  spaces: ' '.repeat(SIZE - 1) + 'x',
  nearEmail: `${'a@'.repeat(SIZE / 4)}${'.'.repeat(SIZE / 2)}`,
  digits: `+${'1 '.repeat(SIZE / 2 - 1)}x`,
  slashes: '/'.repeat(SIZE),
  dashes: `${'-'.repeat(SIZE - 1)}a`,
  percent: '%2e%2e%2f'.repeat(SIZE / 9),
  backslashes: '\\/'.repeat(SIZE / 2),
};

const elapsed = (work: () => unknown) => {
  const started = performance.now();
  work();
  return performance.now() - started;
};

/** The best of five runs: a linear check always fits the bound, while a pause of the machine can hit one run. */
const fastest = (work: () => unknown) => Math.min(...Array.from({ length: 5 }, () => elapsed(work)));

// Warm up once, so the first measured call does not pay for compiling the schemas.
beforeAll(() => {
  contactSchema.safeParse(validContact);
  registrationSchema.safeParse(validRegistration);
});

describe.each(Object.entries(adversarial))('a 64 KB %s string', (_name, value) => {
  it.each(Object.keys(validContact))('is refused in the contact field %s in under 20 ms', (field) => {
    expect(fastest(() => contactSchema.safeParse({ ...validContact, [field]: value }))).toBeLessThan(20);
    expect(contactSchema.safeParse({ ...validContact, [field]: value }).success).toBe(false);
  });

  it.each(Object.keys(validRegistration))('is refused in the registration field %s in under 20 ms', (field) => {
    expect(fastest(() => registrationSchema.safeParse({ ...validRegistration, [field]: value }))).toBeLessThan(20);
    expect(registrationSchema.safeParse({ ...validRegistration, [field]: value }).success).toBe(false);
  });

  it('passes through every query parser and the path parser in under 20 ms each', () => {
    const parsers: [string, () => unknown][] = [
      ['careers', () => filterPostings(postings, { query: value, department: value, location: value })],
      ['faq', () => searchFaq(faqCategories, value)],
      ['x12', () => filterX12(x12TransactionSets, value, value)],
      ['edifact', () => filterEdifact(edifactMessages, value, value)],
      ['blog slug', () => blogSlug(value)],
      ['e-mail', () => isEmail(value)],
      ['path', () => canonicalPath(`/${value}`)],
    ];
    for (const [name, parse] of parsers) expect({ name, fast: fastest(parse) < 20 }).toEqual({ name, fast: true });
  });
});

describe('the e-mail rule, in one pass', () => {
  it.each(['ana@acme.io', 'a.b@c.d.e', 'x@y.z', 'o@o@o.io', 'a@b.c.', '@a@b.c'])('accepts %s', (email) =>
    expect(isEmail(email)).toBe(true),
  );
  it.each(['ana', 'ana@acme', '@acme.io', 'a na@acme.io', 'ana@.io', 'ana@acme.', 'ana@acme.io\u00a0'])(
    'rejects %j',
    (email) => expect(isEmail(email)).toBe(false),
  );
});

describe('canonical paths', () => {
  it.each([
    ['//evil.example/contact', '/evil.example/contact'],
    ['/\\evil.example/', '/evil.example'],
    ['/./faq', '/faq'],
    ['/a/../../faq', '/faq'],
    ['/fa%71', '/faq'],
    ['/%2e%2e%2fpackage.json', '/..%2fpackage.json'],
    ['/a%20b', '/a%20b'],
    ['/', '/'],
  ])('reads %s as %s', (raw, canonical) => {
    expect(canonicalPath(raw)).toBe(canonical);
    expect(canonicalPath(canonical)).toBe(canonical);
  });
});
