/**
 * EDI → XML, the same tree as the JSON (document-tree.ts) as elements: `<interchange>`, `<group>`,
 * `<transaction>`, `<loop id="PO1">`, and per segment one element named by its tag holding one element per
 * data element named by its reference (`<BEG03>`) and, for a composite, one per component (`<NAD02-01>`),
 * with the dictionary's id and name as attributes. An element sent repeated appears once per occurrence.
 * Text and attributes are escaped (& < > " '); written as chunks, one per segment.
 */
import { KeyBook, type ElementKeys } from '../model/element-keys';
import type { DocumentTree, TreeNode, TreeTransaction } from '../model/document-tree';
import type { Dictionaries } from '../model/dictionaries';
import { elementsOf } from '../syntax/segment-values';
import { transactionName } from './transaction-name';
import type { Delimiters, Interchange, ParseResult, Segment, Transaction } from '../model/types';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** Escapes text and attribute values; drops characters XML 1.0 cannot hold (controls other than tab and line breaks). */
export const xmlEscape = (v: string): string =>
  // eslint-disable-next-line no-control-regex
  v.replace(/[&<>"']/g, (c) => entities[c] ?? c).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');

const attr = (name: string, value: string | undefined) => (value ? ` ${name}="${xmlEscape(value)}"` : '');
const pad = (n: number) => String(n).padStart(2, '0');

/** A tag an XML element can be named by (an unreadable segment's text may be anything). */
const XML_TAG = /^[A-Z][A-Z0-9]{1,2}$/;

export function segmentXml(s: Segment, d: Delimiters, keys: ElementKeys): string {
  if (s.unreadable || !XML_TAG.test(s.tag)) return `<unreadable>${xmlEscape(s.tag)}</unreadable>`;
  let out = `<${s.tag}>`;
  const all = s.tag === 'ISA';
  elementsOf(s, d).forEach((occurrences, i) => {
    const key = keys.of(s.tag, i);
    const ref = `${s.tag}${pad(i + 1)}`;
    for (const o of occurrences) {
      if (!all && occurrences.length === 1 && o.every((v) => v === '')) continue;
      const head = `<${ref}${attr('id', key.id === ref ? undefined : key.id)}${attr('name', key.name)}>`;
      if (o.length === 1 && !key.components) out += `${head}${xmlEscape(o[0] ?? '')}</${ref}>`;
      else {
        out += head;
        o.forEach((v, j) => {
          if (v !== '') out += `<${ref}-${pad(j + 1)}>${xmlEscape(v)}</${ref}-${pad(j + 1)}>`;
        });
        out += `</${ref}>`;
      }
    }
  });
  return `${out}</${s.tag}>`;
}

/** A loop's opening and end (shared with a set written as it is read, stream/long-set.ts). */
export const xmlNode = {
  open: (id: string) => `<loop id="${xmlEscape(id)}">\n`,
  close: '</loop>\n',
};

function* nodesXml(
  nodes: readonly TreeNode[],
  segments: readonly Segment[],
  d: Delimiters,
  keys: ElementKeys,
): Generator<string> {
  for (const node of nodes) {
    if (node.kind === 'segment') {
      const s = segments[node.index];
      if (s) yield `${segmentXml(s, d, keys)}\n`;
    } else {
      yield xmlNode.open(node.id);
      yield* nodesXml(node.nodes, segments, d, keys);
      yield xmlNode.close;
    }
  }
}

/** Where the XML of each level starts and ends, shared by the whole conversion and the one in pieces (stream/convert-stream.ts). */
export const xmlParts = {
  head: '<?xml version="1.0" encoding="UTF-8"?>\n<edi>\n',
  tail: '</edi>\n',
  /** An envelope segment's line, or nothing. */
  segment: (s: Segment | undefined, ic: Interchange, book: KeyBook) =>
    s ? `${segmentXml(s, ic.delimiters, book.keys(ic.standard))}\n` : '',
  interchange: (ic: Interchange, header: string) => `<interchange standard="${ic.standard}">\n${header}`,
  group: (header: string) => `<group>\n${header}`,
  groupEnd: (trailer: string) => `${trailer}</group>\n`,
  interchangeEnd: (trailer: string) => `${trailer}</interchange>\n`,
};

/** One transaction set or message of the tree. */
export function* transactionXml(
  { tx, nodes }: TreeTransaction,
  segments: readonly Segment[],
  ic: Interchange,
  dictionaries: Dictionaries,
  book: KeyBook,
): Generator<string> {
  yield transactionXmlHead(tx, ic, dictionaries);
  yield* nodesXml(nodes, segments, ic.delimiters, book.keys(ic.standard, tx.version));
  yield '</transaction>\n';
}

/** A transaction's opening element; `</transaction>\n` closes it. */
export function transactionXmlHead(tx: Transaction, ic: Interchange, dictionaries: Dictionaries): string {
  const name = transactionName(ic.standard, tx.code, dictionaries, tx.version);
  return `<transaction${attr('code', tx.code)}${attr('name', name)}${attr('control', tx.control)}${attr('version', tx.version)}>\n`;
}

/** The document as XML chunks. */
export function* xmlChunks(result: ParseResult, dictionaries: Dictionaries, tree: DocumentTree): Generator<string> {
  const { segments } = result;
  const book = new KeyBook(dictionaries);
  const seg = (index: number | undefined, ic: Interchange) =>
    xmlParts.segment(index === undefined ? undefined : segments[index], ic, book);
  yield xmlParts.head;
  for (const { interchange: ic, groups } of tree.interchanges) {
    yield xmlParts.interchange(ic, seg(ic.header, ic));
    for (const { group, transactions } of groups) {
      yield xmlParts.group(seg(group.header, ic));
      for (const entry of transactions) yield* transactionXml(entry, segments, ic, dictionaries, book);
      yield xmlParts.groupEnd(seg(group.trailer, ic));
    }
    yield xmlParts.interchangeEnd(seg(ic.trailer, ic));
  }
  yield xmlParts.tail;
}
