/**
 * Search documents of the default UN/EDIFACT directory's pages (D.96A, the EDIFACT standard's first version in
 * shared/standards.ts): every message, segment, composite and element at `/resources/edifact/{dir}/{kind}/{ID}`,
 * every code of its code lists at its anchor on the element's page, and the ISO 9735 service segments. The
 * entries are read from the pooled directories as the directory pages and their sitemap read them, so a
 * result never links to a page that does not exist.
 */
import { searchDocumentCopy as words } from '../../content/search/search-copy';
import { serviceSegments } from '../edi/data/edifact-service';
import { segmentPurposes } from '../../content/edifact/segment-purposes';
import { edifactHeads, kindWords } from '../../content/pages/edifact-directory';
import { directoryData as pooledDirectory } from '../edi/load/edifact-pools';
import { codeAnchor, edifactPath, entryKinds, SERVICE_SYNTAX, syntaxPath, type EntryKind } from '../edifact-reference';
import { standardOf } from '../standards';
import { pageTitle } from './page-documents';
import { synonymTermsOf } from './reference-documents';
import { CODE_ENTRY_PREFIX, type SearchDoc } from './search-types';
import type { DirectoryScope } from './directory-scope';

const list = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
const text = (x: unknown): string => (typeof x === 'string' ? x : '');
const num = (x: unknown): number => (typeof x === 'number' ? x : 0);
const field = (x: unknown, key: string): unknown =>
  typeof x === 'object' && x !== null && key in x ? Reflect.get(x, key) : undefined;

/** The directory searched: the EDIFACT guide's own (D96A → d96a, the directory pages' spelling). */
export const searchDirectory = (): string => (standardOf('edifact').versions[0] ?? 'D96A').toLowerCase();

/** An entry of a directory's pool: [id, name, third] (a representation, parts, or a structure index). */
type Entry = [id: string, name: string, third: unknown];

export interface DirectoryData {
  id: string;
  label: string;
  counts: { messages: number; segments: number };
  entries: Record<EntryKind, Entry[]>;
  /** Element id → its codes, [code, name]. */
  codes: [element: string, codes: [string, string][]][];
}

/** One directory's entries from its pooled data (shared/edi/load/edifact-pools.ts), or undefined if it is not there. */
export async function directoryData(id: string): Promise<DirectoryData | undefined> {
  const pools = (await pooledDirectory(id))?.pools;
  if (!pools) return undefined;
  const summary = list(pools.directories).find((d) => field(d, 'id') === id);
  if (!summary) return undefined;
  const own = (kind: EntryKind): Entry[] => {
    const pooled = pools[kind];
    const pool = list(field(pooled, 'pool'));
    return list(field(field(pooled, 'directories'), id)).map((i): Entry => {
      const [entryId, name, third] = list(pool[num(i)]);
      return [text(entryId), text(name), third];
    });
  };
  const codeEntries = list(field(pools.codes, 'entries'));
  const lists = list(field(pools.codes, 'lists'));
  const codes = list(field(field(pools.codes, 'directories'), id)).map((i): [string, [string, string][]] => {
    const [element, indexes] = list(lists[num(i)]);
    return [
      text(element),
      list(indexes).map((e): [string, string] => {
        const [code, name] = list(codeEntries[num(e)]);
        return [text(code), text(name)];
      }),
    ];
  });
  const counts = field(summary, 'counts');
  return {
    id,
    label: text(field(summary, 'label')),
    counts: { messages: num(field(counts, 'messages')), segments: num(field(counts, 'segments')) },
    entries: {
      messages: own('messages'),
      segments: own('segments'),
      composites: own('composites'),
      elements: own('elements'),
    },
    codes,
  };
}

/** The ids of an entry's parts (a segment's elements and composites, a composite's components). */
const partIds = (parts: unknown): string[] => list(parts).map((p) => text(list(p)[0]));

function entryDocument(data: DirectoryData, kind: EntryKind, [id, name, third]: Entry, names: Map<string, string>) {
  const head = edifactHeads.entry(kind, id, name, data.label);
  const parts = kind === 'segments' || kind === 'composites' ? partIds(third) : [];
  const doc: SearchDoc = {
    id: `${data.id}:${kind}:${id}`,
    kind: 'edifact',
    // A message is also a page of the D.96A guide under `${id} ${name}`: its directory page says which it is.
    title: kind === 'messages' ? words.messageTitle(id, name, data.label) : `${id} ${name}`,
    url: edifactPath(data.id, kind, id),
    code: id,
    keywords: [words.entry(data.label, kindWords[kind].singular), ...synonymTermsOf(id)].join(', '),
    // Parts by id and name: "which segment carries 1225" finds BGM on the server.
    body: [head.description, ...parts.map((p) => `${p} ${names.get(p) ?? ''}`)].join(' '),
    detail:
      (kind === 'segments' ? segmentPurposes[id] : undefined) ??
      (kind === 'elements' ? words.element(data.label, kindWords[kind].singular, text(third)) : undefined) ??
      words.entry(data.label, kindWords[kind].singular),
  };
  return doc;
}

/** The directory's own page, its entries' pages and its code-list entries (those only with `withCodes`). */
export function directoryDocuments(data: DirectoryData, withCodes: boolean): SearchDoc[] {
  const head = edifactHeads.directory(data.label, data.counts.messages, data.counts.segments);
  const names = new Map(
    entryKinds.flatMap((kind) => data.entries[kind].map(([id, name]): [string, string] => [id, name])),
  );
  const docs: SearchDoc[] = [
    {
      id: `page:${edifactPath(data.id)}`,
      kind: 'page',
      title: pageTitle(head.title),
      url: edifactPath(data.id),
      code: `${data.id} ${data.label}`,
      keywords: head.keywords.join(', '),
      detail: head.description,
    },
    ...entryKinds.flatMap((kind) => data.entries[kind].map((entry) => entryDocument(data, kind, entry, names))),
  ];
  if (!withCodes) return docs;
  const elements = new Set(data.entries.elements.map(([id]) => id));
  for (const [element, codes] of data.codes) {
    // Service elements (0001…) have code lists in the directory but their pages under syntax/: none here.
    if (!elements.has(element)) continue;
    const elementName = names.get(element) ?? '';
    for (const [code, name] of codes)
      docs.push({
        id: `${CODE_ENTRY_PREFIX}${data.id}:${element}:${code}`,
        kind: 'edifact',
        title: name,
        url: `${edifactPath(data.id, 'elements', element)}#${codeAnchor(code)}`,
        code,
        keywords: `${element} ${elementName}`,
        detail: words.code(code, element, elementName, data.label),
      });
  }
  return docs;
}

/** A directory as a query's scope (directory-scope.ts): its page's title and its entries' names. */
export function scopeOf(data: DirectoryData): DirectoryScope {
  const head = edifactHeads.directory(data.label, data.counts.messages, data.counts.segments);
  const names = new Map(
    entryKinds.flatMap((kind) => data.entries[kind].map(([id, name]): [string, string] => [`${kind}:${id}`, name])),
  );
  return {
    id: data.id,
    label: data.label,
    page: { title: pageTitle(head.title), detail: head.description },
    name: (kind, id) => names.get(`${kind}:${id}`),
  };
}

/** The ISO 9735 service segments (UNB, UNH…) of the syntax version the directory pages link to. */
export const serviceSegmentDocuments = (): SearchDoc[] =>
  Object.entries(serviceSegments).map(([tag, segment]) => ({
    id: `syntax:${SERVICE_SYNTAX}:${tag}`,
    kind: 'edifact',
    title: `${tag} ${segment.name}`,
    url: syntaxPath(SERVICE_SYNTAX, tag),
    code: tag,
    keywords: words.serviceSegmentKeywords(SERVICE_SYNTAX),
    body: segment.elements.map((e) => `${e.id} ${e.name}`).join(' '),
    detail: words.serviceSegment(SERVICE_SYNTAX),
  }));
