import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * The layers, each importing only the ones after it (README, "Layers"): build-time code, the server, the React
 * app, what both use, and the words and data. A file's layer is its top folder (scripts/build for the first).
 */
const LAYERS = ['scripts/build', 'server', 'client', 'shared', 'content'] as const;
/** The one client module the layers above may import: the server entry. */
const CLIENT_ENTRY = 'client/entry.server.tsx';

const root = resolve(__dirname, '../..');

interface Graph {
  files: Set<string>;
  edges: Map<string, string[]>;
}

const SOURCE = /\.(tsx?|mjs|json)$/;
const filesUnder = (base: string, dir: string): string[] => {
  let entries;
  try {
    entries = readdirSync(join(base, dir), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) =>
    entry.isDirectory()
      ? // A build's output (the EDI package's CLI bundle) and installed packages are not sources.
        entry.name === 'dist' || entry.name === 'node_modules'
        ? []
        : filesUnder(base, join(dir, entry.name))
      : SOURCE.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );
};

// Every way a module names another: `from '…'` (static, type-only, re-export), `import('…')`, bare `import '…'`
// and require; single, double or back quotes. Comments are blanked first so a path in prose is no import.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\brequire\s*\(\s*)(['"`])(\.{1,2}\/[^'"`$]+)\1/g;
const COMMENTS = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '/index.ts', '/index.tsx'];

/** The repository files each module of the layers imports, resolved as the bundler resolves relative paths. */
function importGraph(base: string): Graph {
  const files = new Set(LAYERS.flatMap((layer) => filesUnder(base, layer)));
  const edges = new Map<string, string[]>();
  for (const file of files) {
    if (file.endsWith('.json')) continue;
    const source = readFileSync(join(base, file), 'utf8').replace(COMMENTS, '');
    const targets = [...source.matchAll(SPECIFIER)].flatMap(([, , spec = '']) => {
      const path = relative(base, resolve(base, dirname(file), spec));
      const found = EXTENSIONS.map((ext) => path + ext).find((candidate) => files.has(candidate));
      return found ? [found] : [];
    });
    edges.set(file, targets);
  }
  return { files, edges };
}

/** Strongly connected components with more than one file (or a file importing itself): Tarjan's algorithm. */
function cycles({ files, edges }: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, index.size);
    low.set(file, index.get(file) ?? 0);
    stack.push(file);
    onStack.add(file);
    for (const next of edges.get(file) ?? []) {
      if (!index.has(next)) visit(next);
      if (onStack.has(next)) low.set(file, Math.min(low.get(file) ?? 0, low.get(next) ?? 0, index.get(next) ?? 0));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (edges.get(file) ?? []).includes(file)) found.push(component.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return found;
}

const layerOf = (file: string) => LAYERS.findIndex((layer) => file.startsWith(`${layer}/`));

/** Imports against the layer order, and imports of the client from above it other than through its entry. */
function wrongWay({ edges }: Graph): string[] {
  return [...edges].flatMap(([file, targets]) =>
    targets
      .filter((target) => {
        const from = layerOf(file);
        const to = layerOf(target);
        const intoClient = to === LAYERS.indexOf('client') && from < to && target !== CLIENT_ENTRY;
        return to < from || intoClient;
      })
      .map((target) => `${file} → ${target}`),
  );
}

/**
 * Libraries of shared/: used by the server and the client as a whole, not file by file (the search's documents
 * are made by the build and the server; the browser loads only its index and the search).
 */
const LIBRARIES = ['shared/edi', 'shared/search'];
/** The EDI package's command line: its Node side (files, standard streams), over the platform-free library. */
const NODE_SIDE = ['shared/edi/cli/', 'shared/edi/bin/'];

const repository = importGraph(root);
const inFolder = (folder: string) => [...repository.files].filter((file) => file.startsWith(`${folder}/`));
const reachedFrom = (starts: string[]): Set<string> => {
  const reached = new Set<string>();
  const queue = starts.flatMap((file) => repository.edges.get(file) ?? []);
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    queue.push(...(repository.edges.get(file) ?? []));
  }
  return reached;
};

describe('one-way layers: scripts/build → server → client → shared → content', () => {
  it('has no import cycle, counting import() and type imports', () => {
    expect(cycles(repository)).toEqual([]);
  });

  it('imports only downwards, and the client only through its server entry', () => {
    expect(wrongWay(repository)).toEqual([]);
    // The check sees the real imports: the server does render through the entry.
    expect(repository.edges.get('server/pages/render.tsx')).toContain(CLIENT_ENTRY);
  });

  it('keeps in shared/ only what both the server and the client use (shared/edi and shared/search as libraries)', () => {
    const byServer = reachedFrom(inFolder('server'));
    const byClient = reachedFrom(inFolder('client'));
    const top = inFolder('shared').filter((file) => !LIBRARIES.some((library) => file.startsWith(`${library}/`)));
    expect(top.filter((file) => !byServer.has(file) || !byClient.has(file))).toEqual([]);
    for (const library of LIBRARIES) {
      const files = inFolder(library);
      expect([library, files.some((file) => byServer.has(file))]).toEqual([library, true]);
      expect([library, files.some((file) => byClient.has(file))]).toEqual([library, true]);
    }
  });

  it('keeps the EDI and search libraries free of React, the DOM and Node-only APIs', () => {
    const offending = LIBRARIES.flatMap(inFolder).filter((file) => {
      if (NODE_SIDE.some((folder) => file.startsWith(folder))) return false;
      const source = readFileSync(join(root, file), 'utf8').replace(COMMENTS, '');
      return (
        /from\s*['"](react|react-dom|@emotion\/[\w-]+|react-router(-dom)?)['"]|from\s*['"]node:/.test(source) ||
        /\b(document|window|localStorage)\./.test(source) ||
        file.endsWith('.tsx')
      );
    });
    expect(offending).toEqual([]);
    // The library never reaches into its command line: the CLI is an entry, not a dependency.
    const intoCli = inFolder('shared/edi')
      .filter((file) => !NODE_SIDE.some((folder) => file.startsWith(folder)))
      .filter((file) => (repository.edges.get(file) ?? []).some((to) => NODE_SIDE.some((f) => to.startsWith(f))));
    expect(intoCli).toEqual([]);
  });
});

/**
 * The EDI engine is a package: nothing under shared/edi imports the site (content/, client/, server/). The site
 * hands it its data (X12 dictionary and guides, D.96A's message names, links) through its functions' arguments;
 * the data that is the engine's own (the UN/EDIFACT directories and service segments) is in shared/edi/data/.
 */
const ENGINE = 'shared/edi';

/** Imports from the engine into the site, as `file → target`. */
function engineIntoSite({ edges }: Graph): string[] {
  return [...edges]
    .filter(([file]) => file.startsWith(`${ENGINE}/`))
    .flatMap(([file, targets]) =>
      targets.filter((t) => /^(content|client|server)\//.test(t)).map((t) => `${file} → ${t}`),
    );
}

describe('the EDI engine as a package', () => {
  it('imports nothing from content/, client/ or server/', () => {
    expect(engineIntoSite(repository)).toEqual([]);
  });

  it('shows its design in folders: at most 10 files at its root, no source file over 300 lines', () => {
    const rootFiles = readdirSync(join(root, ENGINE), { withFileTypes: true }).filter((entry) => entry.isFile());
    expect(rootFiles.length).toBeLessThanOrEqual(10);
    const long = inFolder(ENGINE)
      .filter((file) => file.endsWith('.ts'))
      .filter((file) => readFileSync(join(root, file), 'utf8').split('\n').length > 301);
    expect(long).toEqual([]);
  });
});

describe('the architecture check itself', () => {
  let base = '';
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(base, file)), { recursive: true });
    writeFileSync(join(base, file), text);
  };
  beforeEach(() => {
    base = mkdtempSync(join(tmpdir(), 'layers-'));
    write('content/words.ts', 'export const words = ["a"];\n');
    write('shared/use-words.ts', "import { words } from '../content/words';\nexport const count = words.length;\n");
    write('client/entry.server.tsx', "import { count } from '../shared/use-words';\nexport const n = count;\n");
    write('server/render.tsx', 'import { n } from "../client/entry.server";\nexport const m = n;\n');
  });
  afterEach(() => rmSync(base, { recursive: true, force: true }));

  it('passes a clean tree', () => {
    const graph = importGraph(base);
    expect(cycles(graph)).toEqual([]);
    expect(wrongWay(graph)).toEqual([]);
  });

  it('fails on a cycle made by a dynamic import', () => {
    write('client/pages/a.tsx', "import { b } from '../lib/b';\nexport const a = () => b;\n");
    write('client/lib/b.ts', "export const b = () => import(\n  './../pages/a'\n);\n");
    expect(cycles(importGraph(base))).toEqual([['client/lib/b.ts', 'client/pages/a.tsx']]);
  });

  it('fails on a cycle made by a type-only import, in double quotes', () => {
    write('shared/x.ts', 'import type { Y } from "./y";\nexport type X = { y?: Y };\n');
    write('shared/y.ts', 'export type { X as Y } from "./x";\n');
    expect(cycles(importGraph(base))).toEqual([['shared/x.ts', 'shared/y.ts']]);
  });

  it('fails on an arrow against the layers, a type import included, and on the server reaching past the entry', () => {
    write('content/typed.ts', "import type { count } from '../shared/use-words';\nexport type T = typeof count;\n");
    write('server/peek.ts', "export const peek = () => import('../client/pages/x');\n");
    write('client/pages/x.tsx', 'export const x = 1;\n');
    expect(wrongWay(importGraph(base)).sort()).toEqual([
      'content/typed.ts → shared/use-words.ts',
      'server/peek.ts → client/pages/x.tsx',
    ]);
  });

  it('fails on the EDI engine importing content, client or server, a type import and import() included', () => {
    write('content/inspector/issues.ts', 'export const issueText = {};\n');
    write('client/inspector/view.ts', 'export type View = {};\n');
    write('server/edi/pool.ts', 'export const pool = 1;\n');
    write('content/x12-guides/index.ts', 'export const guides = [];\n');
    write(
      'shared/edi/rules/a.ts',
      "import { issueText } from '../../../content/inspector/issues';\nexport const a = issueText;\n",
    );
    write('shared/edi/b.ts', 'import type { View } from "../../client/inspector/view";\nexport type B = View;\n');
    write('shared/edi/c.ts', "export const c = () => import('../../server/edi/pool');\n");
    // Data too (a JSON import of content), while the rest of shared/ may import content.
    write('content/directories/names.json', '[]\n');
    write('shared/edi/d.ts', "import { guides } from '../../content/x12-guides';\nexport const d = guides;\n");
    write('shared/edi/load/e.ts', "export const e = () => import('../../../content/directories/names.json');\n");
    write('shared/inspector/data.ts', "import { guides } from '../../content/x12-guides';\nexport const f = guides;\n");
    expect(engineIntoSite(importGraph(base)).sort()).toEqual([
      'shared/edi/b.ts → client/inspector/view.ts',
      'shared/edi/c.ts → server/edi/pool.ts',
      'shared/edi/d.ts → content/x12-guides/index.ts',
      'shared/edi/load/e.ts → content/directories/names.json',
      'shared/edi/rules/a.ts → content/inspector/issues.ts',
    ]);
  });
});
