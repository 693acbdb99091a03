// The server reads UN/EDIFACT directories one at a time from the build's files (issue 46): the catalogue says
// which directories hold each entry without loading any, a directory read from its file is the directory the
// pooled data makes, and the tables the directory pages keep stay within their byte budget however many
// directories are visited.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeEdifactAssets } from '../../../scripts/build/edifact-assets.mjs';
import { directoryFiles, parseCatalogue } from '../../../server/reference/directory-files';
import {
  directoryIndex,
  directoryModel,
  holds,
  keptModels,
  MODEL_CACHE_BYTES,
} from '../../../server/reference/edifact-model';
import { edifactPageData } from '../../../server/reference/edifact-pages';
import { assembleDirectory } from '../../../shared/edi/load/edifact-directories';
import { knownDirectories, loadDirectories, setDirectorySource } from '../../../shared/edi/load/edifact-pools';
import { dictionaries } from '../../fixtures/edi-dictionaries';

const assets = mkdtempSync(join(tmpdir(), 'directory-files-'));
const catalogueFile = join(assets, '..', `${assets.split('/').pop() ?? 'x'}-catalogue.json`);
writeEdifactAssets(assets, catalogueFile);
const files = directoryFiles(catalogueFile, assets);
beforeAll(() => setDirectorySource(files));
afterAll(() => {
  rmSync(assets, { recursive: true, force: true });
  rmSync(catalogueFile, { force: true });
});

describe("the build's directory files", () => {
  it('list every directory in publication order, and which hold a message', async () => {
    const all = await knownDirectories();
    expect(all).toHaveLength(62);
    expect(all.slice(0, 2).map((d) => d.label)).toEqual(['D.93A', 'D.94A']);
    const dirs = await directoryIndex();
    const order = (id: string) => dirs.order.get(id) ?? -1;
    expect(holds(dirs, order('d96a'), 'messages', 'ORDERS')).toBe(true);
    expect(holds(dirs, order('d96a'), 'messages', 'NOSUCH')).toBe(false);
    // GESMES is a D.97A message first (not in D.93A).
    expect([
      holds(dirs, order('d93a'), 'messages', 'GESMES'),
      holds(dirs, order('d24a'), 'messages', 'GESMES'),
    ]).toEqual([false, true]);
  });

  it.each(['d93a', 'd96a', 'd24a'])('give %s as the pooled data does, to the engine and to the pages', async (id) => {
    const data = await files.directory(id);
    expect(data && assembleDirectory(id, data.pools)).toEqual(dictionaries.edifact[id]);
    expect((await loadDirectories([id]))[id]).toEqual(dictionaries.edifact[id]);
    expect((await directoryModel(id))?.summary.id).toBe(id);
  });

  it('answer nothing for a directory they do not hold', async () => {
    expect(await files.directory('d42z')).toBeUndefined();
    expect(await directoryModel('d42z')).toBeUndefined();
    expect(await edifactPageData('d42z')).toBeUndefined();
  });

  it('never read a file the catalogue names outside the build (a path, not a name)', () => {
    const { files: named } = parseCatalogue({
      directories: [{ id: 'd96a' }, { id: 'd01b' }],
      files: { d96a: '../../etc/passwd', d01b: 'edifact-d01b-ABCD1234.json' },
      presence: {
        messages: [
          ['ORDERS', 'zz'],
          ['INVOIC', '3'],
        ],
      },
    });
    expect([...named]).toEqual([['d01b', 'edifact-d01b-ABCD1234.json']]);
  });

  it("keep the pages' tables within their byte budget after every directory's page", async () => {
    for (const { id } of await knownDirectories())
      expect((await edifactPageData(id, 'messages', 'ORDERS'))?.kind).toBe('messages');
    const kept = keptModels();
    expect(kept.bytes).toBeLessThanOrEqual(MODEL_CACHE_BYTES);
    expect(kept.ids.length).toBeGreaterThan(3);
    expect(kept.ids.length).toBeLessThan(62);
    // The last directories visited are the ones kept.
    expect(kept.ids).toContain('d24a');
  });
});

it('a catalogue that is not JSON fails the load, and a later call reads it again', async () => {
  const bad = join(assets, 'bad-catalogue.json');
  writeFileSync(bad, '{');
  const source = directoryFiles(bad, assets);
  await expect(source.catalogue()).rejects.toThrow(SyntaxError);
  writeFileSync(bad, JSON.stringify({ directories: [{ id: 'd96a', label: 'D.96A' }], files: {}, presence: {} }));
  expect((await source.catalogue()).directories).toHaveLength(1);
});
