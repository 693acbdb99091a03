import { inspectorSamples } from '../../content/inspector/samples';
import { guideSamples } from '../../content/pages/reference-guide-samples';
import { segmentSyntax } from '../../content/pages/reference-heroes';
import type { DynamicRoute } from '../../shared/routes';
import { isStandardId, standards, type StandardDescriptor } from '../../shared/standards';

/** A standard the site does not have, registered in the descriptor only. */
const demo: StandardDescriptor = {
  id: 'demo',
  label: 'DEMO',
  entryNoun: 'document',
  guidePath: '/resources/demo-documents',
  entries: () => Promise.resolve([{ code: 'D1', name: 'Demo Order' }]),
  referenceUrl: { setting: 'DEMO_REFERENCE_URL', default: 'https://demo.example/{code}' },
  versions: ['1'],
};

describe('the standard descriptor (shared/standards.ts)', () => {
  afterEach(() => {
    jest.dontMock('../../shared/standards');
    jest.resetModules();
  });

  it('is what the sitemap, the per-code route and the reference index read: a third standard is one entry', async () => {
    jest.doMock('../../shared/standards', () => {
      const actual: typeof import('../../shared/standards') = jest.requireActual('../../shared/standards');
      return { ...actual, standards: [...actual.standards, demo] };
    });
    const { dynamicRoutes }: { dynamicRoutes: readonly DynamicRoute[] } = await import('../../shared/routes');
    const { referenceCodeSource } = await import('../../server/reference/sitemap-sources');
    const index = await import('../../server/reference/reference-index');
    const { loadConfig } = await import('../../server/config');

    expect(dynamicRoutes).toContainEqual({
      path: '/resources/demo-documents/:code',
      page: 'reference-code',
      nav: 'resources',
    });
    const sitemap = await referenceCodeSource();
    expect(sitemap.map((e) => e.path)).toContain('/resources/demo-documents/D1');
    expect(sitemap.map((e) => e.path)).toContain('/resources/x12-transaction-sets/850');
    expect(index.isStandard('demo')).toBe(true);
    expect(await index.findEntry('demo', 'd1')).toEqual({ code: 'D1', name: 'Demo Order' });
    expect(index.wordsOf('demo')).toEqual({ standard: 'DEMO', noun: 'document' });
    expect(loadConfig({ DEMO_REFERENCE_URL: 'https://other.example/{code}' }).referenceUrls['demo']).toBe(
      'https://other.example/{code}',
    );
  });

  it('gives each standard a reference-URL setting the server reads from the environment', async () => {
    const { loadConfig } = await import('../../server/config');
    const config = loadConfig({ EDIFACT_REFERENCE_URL: 'https://edifact.example/{code}' });
    expect(config.referenceUrls).toEqual({
      x12: 'https://www.stedi.com/edi/x12-005010/{code}',
      edifact: 'https://edifact.example/{code}',
    });
    expect(() => loadConfig({ X12_REFERENCE_URL: 'ftp://x' })).toThrow(
      /X12_REFERENCE_URL="ftp:\/\/x": must be an http/,
    );
  });

  it('names every standard the content speaks of', () => {
    expect(inspectorSamples.filter((s) => !isStandardId(s.standard))).toEqual([]);
    expect(Object.keys(segmentSyntax).sort()).toEqual(standards.map((s) => s.id).sort());
    expect(Object.keys(guideSamples).sort()).toEqual(standards.map((s) => s.id).sort());
  });
});
