/**
 * A query that names a UN/EDIFACT directory ("d01b orders", "ORDERS D.01B", "d01b"), issue 47. The index holds
 * one directory's entries (D.96A, directory-documents.ts): all 62 would add tens of MB to every process. So the
 * rest of the query is searched as usual and each D.96A entry it finds becomes the named directory's page for
 * the same entry, where that directory holds it; the catalogue of which directory holds which entry is in the
 * server's memory already (shared/edi/edifact-pools.ts). Entries D.96A lacks are found by their id.
 */
import { searchDocumentCopy as words } from '../../content/search/search-copy';
import { kindWords } from '../../content/pages/edifact-directory';
import { edifactPath, entryKinds, type EntryKind } from '../edifact-reference';
import type { SearchHit } from './search-types';
import { codeTokens } from './search-text';

/** The directory a query names, as the server knows it. */
export interface DirectoryScope {
  /** d01b */
  id: string;
  /** D.01B */
  label: string;
  /** The directory's own page as a hit (its title and line as its page says them). */
  page: Pick<SearchHit, 'title' | 'detail'>;
  /** The entry's name in this directory, or undefined when the directory does not hold it. */
  name: (kind: EntryKind, id: string) => string | undefined;
}

// d01b, D01B, d.01b, D.01B: the directories' ids and labels (D.93A to D.24A; S93A is no directory of ours).
const DIRECTORY_TOKEN = /^d\.?(\d{2})\.?([a-c])$/;

/** A query word's directory id (`D.01B` → `d01b`), if it has a directory's shape. */
export function directoryIdOf(token: string): string | undefined {
  const m = DIRECTORY_TOKEN.exec(token.toLowerCase());
  return m ? `d${m[1]}${m[2]}` : undefined;
}

/**
 * The directory `query` names (the first word shaped like one that `known` holds) and the query without it;
 * undefined when it names none.
 */
export function splitDirectory(
  query: string,
  known: (id: string) => boolean,
): { dir: string; rest: string } | undefined {
  const tokens = query.split(' ');
  const at = tokens.findIndex((t) => {
    const id = directoryIdOf(t.replace(/[,;()]/g, ''));
    return id !== undefined && known(id);
  });
  const token = tokens[at];
  const dir = token === undefined ? undefined : directoryIdOf(token.replace(/[,;()]/g, ''));
  if (dir === undefined) return undefined;
  return { dir, rest: tokens.filter((_, i) => i !== at).join(' ') };
}

/** A hit's directory entry, read from its id (search-types.ts): a D.96A entry or a message of the EDIFACT guide. */
function entryOf(hit: SearchHit, defaultDir: string): { kind: EntryKind; id: string } | undefined {
  if (hit.id.startsWith('edifact:')) return { kind: 'messages', id: hit.id.slice('edifact:'.length) };
  const [dir, kind, id] = hit.id.split(':');
  const k = entryKinds.find((e) => e === kind);
  return dir === defaultDir && k && id !== undefined ? { kind: k, id } : undefined;
}

function scopedHit(scope: DirectoryScope, kind: EntryKind, id: string, name: string, from: SearchHit): SearchHit {
  return {
    ...from,
    id: `${scope.id}:${kind}:${id}`,
    kind: 'edifact',
    title: kind === 'messages' ? words.messageTitle(id, name, scope.label) : `${id} ${name}`,
    url: edifactPath(scope.id, kind, id),
    code: id,
    detail: words.entry(scope.label, kindWords[kind].singular),
  };
}

/**
 * `ranked` (what the rest of the query found) as the named directory's pages: its own page after the exact
 * codes, each D.96A entry it holds as its entry (once), the rest kept in place. Linear in the hits.
 */
export function scopeHits(ranked: readonly SearchHit[], rest: string, scope: DirectoryScope, defaultDir: string) {
  const seen = new Set<string>();
  const out: SearchHit[] = [];
  const push = (hit: SearchHit) => {
    if (seen.has(hit.id)) return;
    seen.add(hit.id);
    out.push(hit);
  };
  const pageHit: SearchHit = {
    id: `page:${edifactPath(scope.id)}`,
    kind: 'page',
    url: edifactPath(scope.id),
    ...scope.page,
    code: `${scope.id} ${scope.label}`,
    match: 'code',
    terms: [],
    score: 0,
  };
  // Ids the directory holds that the ranking does not reach (entries new since D.96A): exact codes first.
  for (const token of codeTokens(rest)) {
    const id = token.toUpperCase();
    for (const kind of entryKinds) {
      const name = scope.name(kind, id);
      if (name !== undefined) push(scopedHit(scope, kind, id, name, { ...pageHit, terms: [token] }));
    }
  }
  for (const hit of ranked) {
    const entry = entryOf(hit, defaultDir);
    const name = entry && scope.name(entry.kind, entry.id);
    push(entry && name !== undefined ? scopedHit(scope, entry.kind, entry.id, name, hit) : hit);
  }
  // The directory's page after its entries the query named ("d01b orders", "d01b purchase order").
  const named = out.findIndex((h) => h.match === 'text' || !h.id.startsWith(`${scope.id}:`));
  out.splice(named === -1 ? out.length : named, 0, pageHit);
  return out;
}
