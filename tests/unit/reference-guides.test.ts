import reference from '../../content/directories/edifact-d96a-messages.json';
import { edifactIndustries, edifactMessages } from '../../content/reference-guides/edifact';
import { filterEdifact, filterX12 } from '../../client/lib/reference-filters';

const categories = [
  'Transport',
  'Finance',
  'Statistics',
  'Construction',
  'Customs',
  'Supply Chain',
  'Technical',
  'Insurance',
  'Employment',
  'Social Security',
  'Healthcare',
  'Travel',
];

const count = (u: string) => edifactMessages.filter((m) => m.usage === u).length;
const level = (code: string) => edifactMessages.find((m) => m.code === code)?.usage;
const industryOf = (code: string) => edifactMessages.find((m) => m.code === code)?.industry;

describe('EDIFACT guide data', () => {
  it('has all 125 D.96A messages with their official names, plus CONTRL marked as a service message', () => {
    expect(edifactMessages).toHaveLength(126);
    expect(new Set(edifactMessages.map((m) => m.code)).size).toBe(126);
    const names = new Map(reference.map((r) => [r.code, r.name]));
    for (const m of edifactMessages.filter((x) => !x.service)) expect(m.name).toBe(names.get(m.code));
    expect(edifactMessages.filter((m) => m.service).map((m) => m.code)).toEqual(['CONTRL']);
  });

  it('uses the spec’s categories, real industries and credible usage levels, with a written description each', () => {
    for (const m of edifactMessages) {
      expect(categories).toContain(m.category);
      for (const i of m.industry.split(', ')) expect(edifactIndustries).toContain(i);
      expect(['Low', 'Medium', 'High', 'Very High']).toContain(m.usage);
      expect(m.description.length).toBeGreaterThan(30);
    }
    expect(new Set(edifactMessages.map((m) => m.description)).size).toBe(126);
  });

  it('rates usage by adoption: a handful Very High, most of the directory Low, never mostly Medium', () => {
    expect(count('Very High')).toBeLessThanOrEqual(8);
    expect(count('Medium')).toBeLessThan(63);
    expect(count('Low')).toBeGreaterThan(40);
    for (const c of ['ORDERS', 'INVOIC', 'DESADV', 'CONTRL']) expect(level(c)).toBe('Very High');
    for (const c of ['CONITT', 'JOBOFF', 'SSREGW', 'RETACC', 'DOCAPP']) expect(level(c)).toBe('Low');
  });

  it('names industries that trade each message, not its category', () => {
    expect(industryOf('DELFOR')).toMatch(/Automotive/);
    expect(industryOf('BAPLIE')).toMatch(/Maritime & Ports/);
    expect(industryOf('SLSRPT')).toMatch(/Retail/);
    expect(industryOf('CUSDEC')).toMatch(/Customs/);
    expect(industryOf('ORDERS')).toBe('Cross-industry');
    // Construction or insurance messages are traded by those industries; elsewhere industry ≠ category.
    expect(edifactMessages.filter((m) => m.industry === m.category).length).toBeLessThan(30);
    expect(new Set(edifactMessages.map((m) => m.industry.split(', ')[0])).size).toBeGreaterThanOrEqual(12);
  });
});

describe('EDIFACT filter', () => {
  it('combines the search with one of the message’s industries', () => {
    expect(filterEdifact(edifactMessages, 'despatch', 'all').map((m) => m.code)).toEqual(
      expect.arrayContaining(['DESADV']),
    );
    const retail = filterEdifact(edifactMessages, 'sales', 'Retail').map((m) => m.code);
    expect(retail).toEqual(expect.arrayContaining(['SLSRPT', 'SLSFCT']));
    const auto = filterEdifact(edifactMessages, '', 'Automotive').map((m) => m.code);
    expect(auto).toEqual(expect.arrayContaining(['DELFOR', 'DELJIT', 'QALITY']));
    expect(auto).not.toContain('BAPLIE');
    expect(filterEdifact(edifactMessages, 'ORDERS', 'Finance & Banking').map((m) => m.code)).not.toContain('ORDERS');
    expect(
      filterEdifact(edifactMessages, '', 'Travel')
        .map((m) => m.code)
        .sort(),
    ).toEqual(['PAXLST', 'RESMSG', 'SUPRES']);
    expect(filterEdifact(edifactMessages, '', 'all')).toHaveLength(126);
    for (const i of edifactIndustries) expect(filterEdifact(edifactMessages, '', i).length).toBeGreaterThan(0);
  });
});

describe('X12 filter (docs/spec.md, "Validation rules")', () => {
  const sets = [
    {
      code: '850',
      name: 'Purchase Order',
      description: 'Orders',
      industry: 'Retail, Manufacturing',
      category: 'Order Management',
    },
    { code: '997', name: 'Functional Acknowledgment', description: 'Receipt', industry: 'All', category: 'Technical' },
    {
      code: '214',
      name: 'Transportation Carrier Shipment Status Message',
      description: 'Status',
      industry: 'Transportation, 3PL',
      category: 'Transportation',
    },
  ];

  it("treats 'all' as no filter and 'All' as an industry value of its own", () => {
    expect(filterX12(sets, '', 'all')).toHaveLength(3);
    expect(filterX12(sets, '', 'All').map((s) => s.code)).toEqual(['997']);
  });

  it('keeps entries whose industry text contains the choice or whose category equals it', () => {
    expect(filterX12(sets, '', 'Manufacturing').map((s) => s.code)).toEqual(['850']);
    expect(filterX12(sets, '', 'Transportation').map((s) => s.code)).toEqual(['214']);
    expect(filterX12(sets, '', 'Technical').map((s) => s.code)).toEqual(['997']);
  });

  it('searches code, name and description case-insensitively, together with the industry', () => {
    expect(filterX12(sets, 'purchase', 'all').map((s) => s.code)).toEqual(['850']);
    expect(filterX12(sets, '21', 'all').map((s) => s.code)).toEqual(['214']);
    expect(filterX12(sets, 'STATUS', 'Retail')).toEqual([]);
  });
});

describe('X12 guide data', () => {
  // Imported here to keep the EDIFACT tests above independent of the X12 module.
  const { x12TransactionSets } = jest.requireActual<typeof import('../../content/reference-guides/x12')>(
    '../../content/reference-guides/x12',
  );
  const x12Reference = jest.requireActual<{ code: string; name: string }[]>(
    '../../content/directories/x12-005010-transaction-sets.json',
  );
  const x12Categories = [
    'Supply Chain',
    'Communications',
    'Financial',
    'Transportation',
    'Education',
    'Healthcare',
    'Insurance',
    'Government',
    'Technical',
    'Order Management',
    'Warehouse',
    'HR',
    'Utility',
    'Energy',
    'Service',
  ];
  const x12Industries = [
    'All',
    'Retail',
    'Manufacturing',
    'Healthcare',
    'Transportation',
    '3PL',
    'Warehouse',
    'Automotive',
    'Financial',
    'Grocery',
    'Government',
    'Rail',
    'International Trade',
    'Utilities',
    'Energy',
    'Construction',
    'Entertainment',
    'Education',
    'Real Estate',
    'Insurance',
    'Pharmaceutical',
    'Wholesale',
  ];

  it('has all 318 sets of release 005010 with official names and no duplicates', () => {
    expect(x12TransactionSets).toHaveLength(318);
    expect(new Set(x12TransactionSets.map((s) => s.code)).size).toBe(318);
    expect(x12TransactionSets.map((s) => [s.code, s.name])).toEqual(x12Reference.map((r) => [r.code, r.name]));
  });

  it('uses the spec’s categories, industries and usage levels, with a distinct written description each', () => {
    for (const s of x12TransactionSets) {
      expect(x12Categories).toContain(s.category);
      for (const industry of s.industry.split(',')) expect(x12Industries).toContain(industry.trim());
      expect(['Low', 'Medium', 'High', 'Very High']).toContain(s.usage);
      expect(s.description.length).toBeGreaterThan(30);
    }
    expect(new Set(x12TransactionSets.map((s) => s.description)).size).toBe(318);
  });

  it("keeps 'All' for genuinely cross-industry sets: the order-to-cash core, acknowledgments and envelope-level technical sets", () => {
    const all = x12TransactionSets.filter((s) => s.industry.includes('All'));
    for (const s of all)
      expect(['Order Management', 'Supply Chain', 'Financial', 'Technical', 'Communications', 'HR']).toContain(
        s.category,
      );
    expect(all.map((s) => s.code)).toEqual(expect.arrayContaining(['810', '820', '850', '855', '856', '997']));
    for (const c of ['869', '870', '101', '999', '214']) expect(all.map((s) => s.code)).not.toContain(c);
  });

  it("filters by the distinct 'All' value, by contained industries and by category", () => {
    const all = filterX12(x12TransactionSets, '', 'All');
    expect(all.map((s) => s.code)).toEqual(expect.arrayContaining(['850', '810', '997']));
    expect(all.every((s) => s.industry.includes('All'))).toBe(true); // no category is called 'All'
    expect(filterX12(x12TransactionSets, '', 'Warehouse').map((s) => s.code)).toEqual(
      expect.arrayContaining(['940', '945', '846']),
    );
    expect(filterX12(x12TransactionSets, '', 'all')).toHaveLength(318);
  });
});
