import reference from '../../content/reference/edifact-d96a-messages.json';
import { edifactMessages } from '../../content/reference-guides/edifact';
import { filterEdifact, filterX12 } from '../../shared/reference-filters';

const categories = ['Transport', 'Finance', 'Statistics', 'Construction', 'Customs', 'Supply Chain', 'Technical', 'Insurance', 'Employment', 'Social Security', 'Healthcare', 'Travel'];

describe('EDIFACT guide data', () => {
  it('has all 125 D.96A messages with their official names, plus CONTRL marked as a service message', () => {
    expect(edifactMessages).toHaveLength(126);
    expect(new Set(edifactMessages.map((m) => m.code)).size).toBe(126);
    const names = new Map(reference.map((r) => [r.code, r.name]));
    for (const m of edifactMessages.filter((x) => !x.service)) expect(m.name).toBe(names.get(m.code));
    expect(edifactMessages.filter((m) => m.service).map((m) => m.code)).toEqual(['CONTRL']);
  });

  it('uses the spec’s categories, industries and usage levels, with a written description each', () => {
    for (const m of edifactMessages) {
      expect(categories).toContain(m.category);
      expect(categories).toContain(m.industry);
      expect(['Medium', 'High', 'Very High']).toContain(m.usage);
      expect(m.description.length).toBeGreaterThan(30);
    }
    expect(new Set(edifactMessages.map((m) => m.description)).size).toBe(126);
  });
});

describe('EDIFACT filter (spec part 2 §5)', () => {
  it('combines a case-insensitive search with industry equality', () => {
    expect(filterEdifact(edifactMessages, 'despatch', 'all').map((m) => m.code)).toEqual(expect.arrayContaining(['DESADV']));
    const supply = filterEdifact(edifactMessages, 'ORDERS', 'Supply Chain');
    expect(supply.map((m) => m.code)).toContain('ORDERS');
    expect(supply.every((m) => m.industry === 'Supply Chain')).toBe(true);
    const finance = filterEdifact(edifactMessages, 'ORDERS', 'Finance');
    expect(finance.map((m) => m.code)).not.toContain('ORDERS');
    expect(finance.every((m) => m.industry === 'Finance' && /orders/i.test(`${m.code} ${m.name} ${m.description}`))).toBe(true);
    expect(filterEdifact(edifactMessages, '', 'Travel').map((m) => m.code).sort()).toEqual(['PAXLST', 'RESMSG', 'SUPRES']);
    expect(filterEdifact(edifactMessages, '', 'all')).toHaveLength(126);
  });
});

describe('X12 filter (spec part 2 §5)', () => {
  const sets = [
    { code: '850', name: 'Purchase Order', description: 'Orders', industry: 'Retail, Manufacturing', category: 'Order Management' },
    { code: '997', name: 'Functional Acknowledgment', description: 'Receipt', industry: 'All', category: 'Technical' },
    { code: '214', name: 'Transportation Carrier Shipment Status Message', description: 'Status', industry: 'Transportation, 3PL', category: 'Transportation' },
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
