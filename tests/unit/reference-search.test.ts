import { edifactMessages } from '../../content/reference-guides/edifact';
import { x12TransactionSets } from '../../content/reference-guides/x12';
import { filterEdifact, filterX12 } from '../../client/lib/reference-filters';
import { faqCategories } from '../../content/pages/faq';
import { searchFaq } from '../../client/lib/faq-search';
import { compileSearch, words } from '../../client/lib/reference-search';
import { foldText } from '../../shared/text-fold';

const x12 = (q: string) => filterX12(x12TransactionSets, q, 'all').map((s) => s.code);
const edifact = (q: string) => filterEdifact(edifactMessages, q, 'all').map((m) => m.code);

describe('reference search: whole words and prefixes', () => {
  it('matches the start of a word, never the middle ("ack" is not in "packed")', () => {
    const entry = {
      code: '856',
      name: 'Ship Notice/Manifest',
      description: 'Describes what is shipped, how it is packed and when it will arrive.',
    };
    expect(compileSearch('pack')(entry)).toBe(true);
    expect(compileSearch('ack')(entry)).toBe(false);
    expect(compileSearch('hipped')(entry)).toBe(false);
    expect(compileSearch('ship notice')(entry)).toBe(true);
    expect(compileSearch('85')(entry)).toBe(true);
    expect(compileSearch('56')(entry)).toBe(false);
  });

  it('finds acknowledgments for "ack" but no set only because a word contains the letters', () => {
    const found = x12('ack');
    expect(found).toEqual(expect.arrayContaining(['997', '999', '855', '131']));
    for (const code of found) {
      const s = x12TransactionSets.find((x) => x.code === code);
      const text = `${s?.code} ${s?.name} ${s?.description}`.toLowerCase();
      expect(/(^|[^a-z])ack/.test(text) || ['997', '999'].includes(code)).toBe(true);
    }
    // 856 says "packed" and nothing about acknowledgments
    expect(found).not.toContain('856');
  });

  it('requires every word of the query, in any order', () => {
    expect(x12('order purchase')).toEqual(expect.arrayContaining(['850']));
    expect(x12('purchase zebra')).toEqual([]);
  });

  it('treats typographic and straight apostrophes, case and accents alike', () => {
    const entry = {
      code: 'X',
      name: 'Test',
      description: 'Reports a customer’s cross-border transactions to the Zürich office.',
    };
    expect(compileSearch("customer's")(entry)).toBe(true);
    expect(compileSearch('customer’s')(entry)).toBe(true);
    expect(compileSearch('CUSTOMERS')(entry)).toBe(true);
    expect(compileSearch('zurich')(entry)).toBe(true);
    expect(words('Ship Notice/Manifest – D’s')).toEqual(['ship', 'notice', 'manifest', 'ds']);
  });

  it('an empty or blank query keeps everything', () => {
    expect(x12('')).toHaveLength(318);
    expect(x12('   ')).toHaveLength(318);
    expect(edifact('')).toHaveLength(126);
  });
});

describe('reference search: what practitioners type', () => {
  it.each([
    ['ASN', ['856'], ['DESADV']],
    ['asn', ['856'], ['DESADV']],
    ['PO', ['850'], ['ORDERS']],
    ['purchase order', ['850'], ['ORDERS']],
    ['invoice', ['810'], ['INVOIC']],
    ['BOL', ['211'], ['IFTMCS']],
    ['bill of lading', ['211', '404'], ['IFTMCS']],
    ['997', ['997', '999'], ['CONTRL']],
    ['acknowledgment', ['997', '999'], ['CONTRL']],
    ['ack', ['997', '999'], ['CONTRL']],
    ['remittance', ['820'], ['REMADV']],
    ['forecast', ['830'], ['DELFOR']],
  ])('"%s" finds X12 %j and EDIFACT %j', (q, x, e) => {
    expect(x12(q)).toEqual(expect.arrayContaining(x));
    expect(edifact(q)).toEqual(expect.arrayContaining(e));
  });

  it('"HIPAA" finds the HIPAA-mandated transaction sets and no EDIFACT message', () => {
    expect(x12('HIPAA').sort()).toEqual(['270', '271', '276', '277', '278', '820', '834', '835', '837']);
    expect(edifact('hipaa')).toEqual([]);
  });

  it('a synonym still respects the industry filter', () => {
    expect(filterX12(x12TransactionSets, 'ASN', 'Healthcare').map((s) => s.code)).not.toContain('856');
  });

  it('stays fast on long, hostile input', () => {
    const hostile = `${'a'.repeat(50_000)} ${'ack '.repeat(10_000)}`;
    const start = performance.now();
    x12(hostile);
    edifact(hostile);
    expect(performance.now() - start).toBeLessThan(500);
  });
});

const ids = (q: string) => searchFaq(faqCategories, q).flatMap((c) => c.questions.map((x) => x.id));

describe('apostrophes in the FAQ and blog searches', () => {
  it('folds typographic apostrophes, case and accents, keeping the rest of the text', () => {
    expect(foldText('What’s an ASN? Zürich')).toBe("what's an asn? zurich");
    expect(foldText('partner‘s')).toBe(foldText("partner's"));
  });

  it("finds an FAQ answer that says partner’s when someone types partner's, and the other way round", () => {
    expect(ids("partner's requirements")).toContain(10);
    expect(ids('partner’s requirements')).toContain(10);
  });
});
