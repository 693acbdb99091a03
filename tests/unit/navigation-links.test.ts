import directories from '../../shared/edi/data/edifact/directories.json';
import { dropdowns, footerGroups, latestEdifactDirectory } from '../../content/navigation';
import { edifactPathParts } from '../../shared/edifact-reference';
import { findRoute, routeAt } from '../../shared/routes';

const menu = dropdowns.find((d) => d.id === 'resources');
const menuHrefs = menu?.groups.flatMap((g) => g.items.map((i) => i.href)) ?? [];
const footerHrefs = footerGroups.flatMap((g) => g.items.map((i) => i.href));

describe('the reference links of the header menu and the footer', () => {
  it('name the newest EDIFACT directory the site holds', () => {
    expect(latestEdifactDirectory.id).toBe(directories.at(-1)?.id);
    expect(latestEdifactDirectory.label).toBe(directories.at(-1)?.label);
  });

  it.each([
    ['the Resources menu', menuHrefs],
    ['the footer', footerHrefs],
  ])(
    '%s lists the X12 guides, the EDIFACT directories (latest and all), the inspector and the API page',
    (_, hrefs) => {
      expect(hrefs).toEqual(
        expect.arrayContaining([
          '/resources/x12-transaction-sets/850/guide/005010',
          '/resources/x12-transaction-sets/856/guide/005010',
          '/resources/x12-transaction-sets/999/guide/005010',
          `/resources/edifact/${directories.at(-1)?.id}`,
          '/resources/edifact',
          '/edi-inspector',
          '/developers',
        ]),
      );
    },
  );

  it('lead only to pages that exist: a route-table page, or a directory the data holds', () => {
    const ids = new Set(directories.map((d) => d.id));
    const missing = [...menuHrefs, ...footerHrefs].filter((href) => {
      if (findRoute(href)) return false;
      const parts = edifactPathParts(href);
      return !(routeAt(href) && parts?.dir && ids.has(parts.dir) && !parts.kind);
    });
    expect(missing).toEqual([]);
  });
});
