// The engine holds no site URL (#42): a finding's link to our guide page or a directory page is what the
// linker the site hands in (Dictionaries.link) makes of the place the engine names; without one, no links.
import { inspectorSamples } from '../../../content/inspector/samples';
import { inspect } from '../../../shared/edi/inspect';
import type { LinkHit } from '../../../shared/edi/model/links';
import { dictionaries } from '../../fixtures/edi-dictionaries';
import { change } from '../../fixtures/edi-text';

const sample = (id: string) => inspectorSamples.find((s) => s.id === id)?.text ?? '';
const { link: _siteLinker, ...unlinked } = dictionaries;
/** The sample 850 with a BEG01 our 005010 guide does not accept. */
const badBeg = change(sample('x12-850-005010'), 'BEG*00*', 'BEG*QQ*');
/** The sample ORDERS with a BGM document name code D.96A does not list. */
const badBgm = change(sample('edifact-orders'), 'BGM+220+', 'BGM+999+');

describe('links in findings', () => {
  it('come from the site linker: our guide page at the element, the directory page of the element', () => {
    const x12 = inspect(badBeg, dictionaries, { guide: '005010' }).issues.find((f) => f.element === 'BEG01');
    expect(x12?.guide).toBe('/resources/x12-transaction-sets/850/guide/005010#BEG01');
    const edifact = inspect(badBgm, dictionaries).issues.find((f) => f.element?.endsWith('1001'));
    expect(edifact?.reference).toBe('/resources/edifact/d96a/elements/1001');
  });

  it('are absent without a linker, the findings otherwise the same', () => {
    const linked = inspect(badBeg, dictionaries, { guide: '005010' });
    const bare = inspect(badBeg, unlinked, { guide: '005010' });
    expect(bare.issues.map((f) => f.code)).toContain('code-unknown');
    expect(bare.issues.map((f) => f.guide)).toEqual(bare.issues.map(() => undefined));
    expect(bare.guides?.map((g) => g.guide)).toEqual([undefined]);
    expect(bare.issues.map(({ code, message }) => [code, message])).toEqual(
      linked.issues.map(({ code, message }) => [code, message]),
    );
    const edifact = inspect(badBgm, unlinked).issues;
    expect(edifact.length).toBeGreaterThan(0);
    expect(edifact.map((f) => f.reference)).toEqual(edifact.map(() => undefined));
  });

  it('name the place for any linker: the guide and element, or the directory entry', () => {
    const hits: LinkHit[] = [];
    const link = (hit: LinkHit) => {
      hits.push(hit);
      return hit.kind === 'guide' ? `guide:${hit.guide.set}:${hit.element ?? ''}` : `ref:${hit.directory}:${hit.id}`;
    };
    const x12 = inspect(badBeg, { ...unlinked, link }, { guide: '005010' });
    expect(x12.issues.find((f) => f.element === 'BEG01')?.guide).toBe('guide:850:BEG01');
    expect(x12.guides?.map((g) => g.guide)).toEqual(['guide:850:']);
    const edifact = inspect(badBgm, { ...unlinked, link });
    expect(edifact.issues.find((f) => f.element?.endsWith('1001'))?.reference).toBe('ref:d96a:1001');
    expect(hits.map((h) => h.kind)).toContain('reference');
  });
});
