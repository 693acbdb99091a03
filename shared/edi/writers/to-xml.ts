/**
 * EDI → XML, the same tree as the JSON (document-tree.ts) as elements: `<interchange>`, `<group>`,
 * `<transaction>`, `<loop id="PO1">`, and per segment one element named by its tag holding one element per
 * data element named by its reference (`<BEG03>`) and, for a composite, one per component (`<NAD02-01>`),
 * with the dictionary's id and name as attributes. An element sent repeated appears once per occurrence.
 * Text and attributes are escaped (& < > " '); written as chunks, one per segment.
 */
import { KeyBook, type ElementKeys } from '../model/element-keys';
import type { DocumentTree, TreeNode } from '../model/document-tree';
import type { Dictionaries } from '../model/dictionaries';
import { elementsOf } from '../syntax/segment-values';
import { transactionName } from './transaction-name';
import type { Delimiters, ParseResult, Segment } from '../model/types';

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
/** Escapes text and attribute values; drops characters XML 1.0 cannot hold (controls other than tab and line breaks). */
export const xmlEscape = (v: string): string =>
  // eslint-disable-next-line no-control-regex
  v.replace(/[&<>"']/g, (c) => entities[c] ?? c).replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');

const attr = (name: string, value: string | undefined) => (value ? ` ${name}="${xmlEscape(value)}"` : '');
const pad = (n: number) => String(n).padStart(2, '0');

/** A tag an XML element can be named by (an unreadable segment's text may be anything). */
const XML_TAG = /^[A-Z][A-Z0-9]{1,2}$/;

function segmentXml(s: Segment, d: Delimiters, keys: ElementKeys): string {
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
      yield `<loop id="${xmlEscape(node.id)}">\n`;
      yield* nodesXml(node.nodes, segments, d, keys);
      yield '</loop>\n';
    }
  }
}

/** The document as XML chunks. */
export function* xmlChunks(result: ParseResult, dictionaries: Dictionaries, tree: DocumentTree): Generator<string> {
  const { segments } = result;
  const book = new KeyBook(dictionaries);
  yield '<?xml version="1.0" encoding="UTF-8"?>\n<edi>\n';
  for (const { interchange: ic, groups } of tree.interchanges) {
    const d = ic.delimiters;
    const envelope = book.keys(ic.standard);
    const seg = (index: number | undefined) => {
      const s = index === undefined ? undefined : segments[index];
      return s ? `${segmentXml(s, d, envelope)}\n` : '';
    };
    yield `<interchange standard="${ic.standard}">\n${seg(ic.header)}`;
    for (const { group, transactions } of groups) {
      yield `<group>\n${seg(group.header)}`;
      for (const { tx, nodes } of transactions) {
        const keys = book.keys(ic.standard, tx.version);
        const name = transactionName(ic.standard, tx.code, dictionaries, tx.version);
        yield `<transaction${attr('code', tx.code)}${attr('name', name)}${attr('control', tx.control)}${attr('version', tx.version)}>\n`;
        yield* nodesXml(nodes, segments, d, keys);
        yield '</transaction>\n';
      }
      yield `${seg(group.trailer)}</group>\n`;
    }
    yield `${seg(ic.trailer)}</interchange>\n`;
  }
  yield '</edi>\n';
}
