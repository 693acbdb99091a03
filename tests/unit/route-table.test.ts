import { dropdowns, footerGroups, companyLinks, mainLinks } from '../../content/navigation';
import { headOf } from '../../client/entry.server';
import { pageModules } from '../../client/routes';
import { integrationSummaries } from '../../content/integrations';
import { solutionSummaries } from '../../content/solutions';
import { dynamicRoutes, findRoute, pageKeys, redirects, routeAt, routeTable } from '../../shared/routes';

const pathsOf = (page: string) => routeTable.filter((r) => r.page === page).map((r) => r.path);

describe('route table', () => {
  it('holds the pages the spec names, one per solution and per integration, each path once', () => {
    const named = ['/', '/case-studies', '/blogs', '/blog-categories/edi', '/about', '/careers', '/supplier-program'];
    const more = ['/privacy-policy', '/terms-and-conditions', '/contact', '/about-edi-converter', '/faq'];
    const guides = ['/testimonials', '/resources/x12-transaction-sets', '/resources/edifact-messages'];
    for (const path of [...named, ...more, ...guides, '/integrations', '/edi-inspector'])
      expect({ path, page: findRoute(path)?.page !== undefined }).toEqual({ path, page: true });
    expect(pathsOf('solution')).toEqual(solutionSummaries.map((s) => `/solutions/${s.slug}`));
    expect(pathsOf('integration')).toEqual(integrationSummaries.map((i) => `/integrations/${i.slug}`));
    expect(new Set(routeTable.map((r) => r.path)).size).toBe(routeTable.length);
  });

  it('renders every page template on some route, and has a module for each (client/routes.tsx)', () => {
    const used = new Set([...routeTable, ...dynamicRoutes].map((r) => r.page));
    expect(pageKeys.filter((key) => !used.has(key))).toEqual([]);
    expect(Object.keys(pageModules).sort()).toEqual([...pageKeys].sort());
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
    // The EDIFACT directory pages are parameterised routes (whether the directory exists, tests/unit/navigation-links.test.ts).
    for (const href of hrefs) expect({ href, known: routeAt(href) !== undefined }).toEqual({ href, known: true });
  });

  it('has the dropdown contents of the spec', () => {
    const [solutions, integrations, resources] = dropdowns;
    expect(solutions?.groups[0]?.items).toHaveLength(9);
    expect(integrations?.groups.map((g) => g.items.length)).toEqual([7, 6]);
    expect(integrations?.groups.map((g) => g.mobileHeading)).toEqual(['ERP SYSTEMS', 'OTHER SYSTEMS']);
    expect(integrations?.more?.href).toBe('/integrations');
    // The spec's six, the EDI Inspector, the EDIFACT directories, the API page and our X12 guides (#47).
    expect(resources?.groups.map((g) => g.items.length)).toEqual([4, 6, 7]);
    expect(dropdowns.map((d) => d.width)).toEqual([760, 760, 720]);
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
