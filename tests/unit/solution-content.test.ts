import edifactList from '../../content/directories/edifact-d96a-messages.json';
import x12List from '../../content/directories/x12-005010-transaction-sets.json';
import { integrationModules } from '../../content/integration-pages';
import { solutionModules } from '../../content/solution-pages';
import { routeTable } from '../../shared/routes';

const x12 = new Map(x12List.map((e) => [e.code, e.name]));
const edifact = new Map(edifactList.map((e) => [e.code, e.name]));
const slugsOf = (prefix: string) =>
  routeTable.filter((r) => r.path.startsWith(prefix)).map((r) => r.path.slice(prefix.length));

describe('content modules', () => {
  it('exist for every solution and integration route of the table, and for no other', () => {
    expect(Object.keys(solutionModules).sort()).toEqual(slugsOf('/solutions/').sort());
    expect(Object.keys(integrationModules).sort()).toEqual(slugsOf('/integrations/').sort());
  });

  it.each(Object.entries(solutionModules))(
    '%s names only real X12 005010 and EDIFACT D.96A codes, each with its official name',
    async (_slug, load) => {
      const s = (await load()).default;
      for (const t of s.ediX12Transactions)
        expect({ code: t.code, name: t.name }).toEqual({ code: t.code, name: x12.get(t.code) });
      for (const t of s.edifactTransactions)
        expect({ code: t.code, name: t.name }).toEqual({ code: t.code, name: edifact.get(t.code) });
      expect(new Set(s.ediX12Transactions.map((t) => t.code)).size).toBe(s.ediX12Transactions.length);
      expect(s.processSteps.map((p) => p.step)).toEqual([1, 2, 3, 4]);
      expect(s.apiEndpoints.length).toBeGreaterThanOrEqual(8);
      expect(s.apiEndpoints.length).toBeLessThanOrEqual(12);
      for (const e of s.apiEndpoints) expect(e).toMatch(/^\/api\/v1\/[a-z0-9/{}-]+$/);
    },
  );

  it.each(Object.entries(integrationModules))(
    '%s lists real product versions, features, benefits and use cases',
    async (_slug, load) => {
      const i = (await load()).default;
      expect(i.supportedVersions.length).toBeGreaterThanOrEqual(2);
      expect(i.features.length).toBeGreaterThanOrEqual(3);
      expect(i.benefits.length).toBeGreaterThanOrEqual(3);
      expect(i.useCases.length).toBeGreaterThanOrEqual(3);
      expect(i.logoColor).toMatch(/^#[0-9a-f]{6}$/i);
    },
  );

  it('the reference lists are complete and free of duplicates', () => {
    expect(x12.size).toBe(318);
    expect(x12List).toHaveLength(318);
    expect(edifact.size).toBe(125);
    expect(edifactList).toHaveLength(125);
  });
});
