import { dropdowns, footerGroups, companyLinks, mainLinks } from '../../content/navigation';
import { headOf } from '../../client/routes';
import { findRoute, redirects, routeAt, routeTable } from '../../shared/routes';

describe('route table', () => {
  it('holds the 47 URLs of the spec (15 pages, 9 solutions, 23 integrations), the integrations index and the EDI Inspector', () => {
    expect(routeTable).toHaveLength(49);
    expect(findRoute('/integrations')?.page).toBe('integrations');
    expect(findRoute('/edi-inspector')?.page).toBe('edi-inspector');
    expect(routeTable.filter((r) => r.path.startsWith('/solutions/'))).toHaveLength(9);
    expect(routeTable.filter((r) => r.path.startsWith('/integrations/'))).toHaveLength(23);
    expect(new Set(routeTable.map((r) => r.path)).size).toBe(routeTable.length);
  });

  it('gives every route, through its page module, a unique title and description of sensible length', async () => {
    const heads = await Promise.all(routeTable.map(async (r) => ({ path: r.path, head: await headOf(r) })));
    for (const { path, head } of heads) expect({ path, head: head !== undefined }).toEqual({ path, head: true });
    const copy = heads.flatMap((h) => (h.head ? [h.head] : []));
    expect(new Set(copy.map((h) => h.title)).size).toBe(routeTable.length);
    expect(new Set(copy.map((h) => h.description)).size).toBe(routeTable.length);
    for (const h of copy) {
      expect(h.title.length).toBeLessThanOrEqual(90);
      expect(h.description.length).toBeGreaterThan(50);
      expect(h.description.length).toBeLessThanOrEqual(200);
    }
  });

  it('redirects only to routes of the table', () => {
    for (const target of Object.values(redirects)) expect(findRoute(target)).toBeDefined();
  });

  it('links navigation and footer only to routes of the table', () => {
    const hrefs = [
      ...dropdowns.flatMap((d) => [
        ...d.groups.flatMap((g) => g.items.map((i) => i.href)),
        d.help.href,
        ...(d.more ? [d.more.href] : []),
      ]),
      ...footerGroups.flatMap((g) => g.items.map((i) => i.href)),
      ...companyLinks.items.map((i) => i.href),
      ...Object.values(mainLinks).map((l) => l.href),
    ];
    for (const href of hrefs) expect({ href, known: findRoute(href) !== undefined }).toEqual({ href, known: true });
  });

  it('has the dropdown contents of the spec', () => {
    const [solutions, integrations, resources] = dropdowns;
    expect(solutions?.groups[0]?.items).toHaveLength(9);
    expect(integrations?.groups.map((g) => g.items.length)).toEqual([7, 6]);
    expect(integrations?.groups.map((g) => g.mobileHeading)).toEqual(['ERP SYSTEMS', 'OTHER SYSTEMS']);
    expect(integrations?.more?.href).toBe('/integrations');
    expect(resources?.groups[0]?.items).toHaveLength(7); // the spec's six and the EDI Inspector
    expect(dropdowns.map((d) => d.width)).toEqual([760, 760, 600]);
  });
});

describe('active section (docs/spec.md, "Active section")', () => {
  it.each([
    ['/', 'home'],
    ['/about', undefined],
    ['/solutions/hcm', 'solutions'],
    ['/integrations/sap', 'integrations'],
    ['/integrations', 'integrations'],
    ['/integrations/dynamics-365', 'integrations'],
    ['/integrations/sage', undefined],
    ['/integrations/legacy-systems', undefined],
    ['/resources/x12-transaction-sets', 'resources'],
    ['/testimonials', 'resources'],
    ['/case-studies', 'resources'],
    ['/blogs/some-post', 'resources'],
    ['/faq', 'resources'],
  ])('%s → %s', (path, section) => expect(routeAt(path)?.nav).toBe(section));
});
