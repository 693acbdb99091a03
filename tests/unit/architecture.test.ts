import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(__dirname, '../..');
const filesUnder = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );

/** The repository files a module imports (relative specifiers, resolved to .ts/.tsx files). */
function importsOf(file: string): string[] {
  const source = readFileSync(join(root, file), 'utf8');
  const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1] ?? '');
  return specifiers.flatMap((spec) => {
    const base = relative(root, resolve(join(root, dirname(file)), spec));
    return ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).filter((candidate) => allFiles.has(candidate));
  });
}

const allFiles = new Set(['client', 'server', 'shared', 'content'].flatMap(filesUnder));
const serverFiles = filesUnder('server');
const appFiles = filesUnder('client');
const sharedFiles = filesUnder('shared');

/** Shared files a side reaches: imported by one of its files, or by a shared file it reaches. */
function sharedReachedFrom(files: string[]): Set<string> {
  const reached = new Set<string>();
  const queue = files.flatMap(importsOf).filter((f) => f.startsWith('shared/'));
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    if (reached.has(file)) continue;
    reached.add(file);
    queue.push(...importsOf(file).filter((f) => f.startsWith('shared/')));
  }
  return reached;
}

describe('rooms that say what they hold', () => {
  it('lets server/ into the app only through its server entry', () => {
    const reachIn = serverFiles.flatMap((file) =>
      importsOf(file)
        .filter((f) => f.startsWith('client/'))
        .map((target) => `${file} → ${target}`),
    );
    expect(reachIn.filter((edge) => !edge.endsWith('→ client/entry.server.tsx'))).toEqual([]);
    expect(reachIn.length).toBeGreaterThan(0);
  });

  it('keeps in shared/ only what both the server and the app use', () => {
    const byServer = sharedReachedFrom(serverFiles);
    const byApp = sharedReachedFrom(appFiles);
    const oneSided = sharedFiles.filter((file) => !byServer.has(file) || !byApp.has(file));
    expect(oneSided).toEqual([]);
  });

  it('keeps the app free of server code', () => {
    const edges = appFiles.flatMap((file) =>
      importsOf(file)
        .filter((f) => f.startsWith('server/'))
        .map((target) => `${file} → ${target}`),
    );
    expect(edges).toEqual([]);
  });
});
