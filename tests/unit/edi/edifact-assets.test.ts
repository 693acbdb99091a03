// The browser's per-directory assets assemble the same directories as the server's pooled data, and each
// stays small enough to fetch on demand.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeEdifactAssets } from '../../../scripts/build/edifact-assets.mjs';
import { assembleDirectory, poolsOf } from '../../../shared/edi/load/edifact-directories';
import { dictionaries } from '../../fixtures/edi-dictionaries';

describe('the EDIFACT directory assets', () => {
  const dir = mkdtempSync(join(tmpdir(), 'edifact-assets-'));
  const serverDir = mkdtempSync(join(tmpdir(), 'edifact-catalogue-'));
  const { urls, gzipBytes } = writeEdifactAssets(dir, join(serverDir, 'edifact-catalogue.json'));
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(serverDir, { recursive: true, force: true });
  });

  it('are one hashed file per directory, each at most 200 KB gzip', () => {
    expect(Object.keys(urls)).toHaveLength(62);
    expect(readdirSync(dir)).toHaveLength(62);
    expect(urls['d96a']).toMatch(/^\/assets\/edifact-d96a-[A-Za-z0-9_-]{8}\.json$/);
    for (const [id, bytes] of Object.entries(gzipBytes)) expect([id, bytes <= 200 * 1024]).toEqual([id, true]);
  });

  it.each(['d93a', 'd96a', 'd01b', 'd18a', 'd24a'])('assemble %s as the pooled data does', (id) => {
    const file = readdirSync(dir).find((f) => f.startsWith(`edifact-${id}-`)) ?? '';
    const data: unknown = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    expect(assembleDirectory(id, poolsOf(data))).toEqual(dictionaries.edifact[id]);
  });
});
