/**
 * EDI → our JSON, written as a stream of chunks (one per segment) so that a 5 MB batch never becomes one
 * object graph or one giant string. The shape (shared/edi/writers/edi-json-schema.ts, published at
 * /schemas/edi-json/v1.json) mirrors the document: interchanges → groups → transactions → loops →
 * segments. A segment is `{"tag":"BEG","purchase_order_number_03":"PO-1",…}` (keys: element-keys.ts): a
 * simple element is a string, a composite an object of components, an element sent repeated an array of
 * occurrences; empty elements are left out (the keys carry positions). A loop is `{"PO1_loop":[…]}` (an
 * EDIFACT group `{"SG25":[…]}`), its nodes in document order. from-json.ts reads the same shape back.
 */
import { componentKey, KeyBook, type ElementKey, type ElementKeys } from '../model/element-keys';
import { documentTree, type DocumentTree, type TreeNode } from '../model/document-tree';
import { elementsOf, filled, type Occurrence } from '../syntax/segment-values';
import type { Dictionaries } from '../model/dictionaries';
import { transactionName } from './transaction-name';
import type { Delimiters, ParseResult, Segment } from '../model/types';

export { EDI_JSON_SCHEMA_PATH } from './edi-json-path';

const str = JSON.stringify;

/** A loop's key: `PO1_loop` (X12 loops are named by their first segment), EDIFACT's `SG2` as it is. */
export const loopKey = (id: string): string => (/^SG\d+$/.test(id) ? id : `${id}_loop`);

/** One occurrence: a string, or an object of components when it has several or the dictionary says composite. */
function occurrence(o: Occurrence, key: ElementKey, keepEmpty: boolean): string {
  if (o.length === 1 && !key.components) return str(o[0] ?? '');
  let out = '';
  o.forEach((v, j) => {
    if (v === '' && !keepEmpty) return;
    out += `${out ? ',' : ''}${str(componentKey(key, j))}:${str(v)}`;
  });
  return `{${out}}`;
}

/** One segment as a JSON object. */
export function segmentJson(s: Segment, delimiters: Delimiters, keys: ElementKeys): string {
  let out = `{"tag":${str(s.tag)}`;
  const all = s.tag === 'ISA';
  elementsOf(s, delimiters).forEach((occurrences, i) => {
    const key = keys.of(s.tag, i);
    if (occurrences.length > 1) {
      out += `,${str(key.key)}:[${occurrences.map((o) => occurrence(o, key, true)).join(',')}]`;
    } else {
      const o = occurrences[0];
      if (o && (all || filled(o))) out += `,${str(key.key)}:${occurrence(o, key, false)}`;
    }
  });
  return `${out}}`;
}

function* nodesJson(
  nodes: readonly TreeNode[],
  segments: readonly Segment[],
  d: Delimiters,
  keys: ElementKeys,
): Generator<string> {
  for (let n = 0; n < nodes.length; n += 1) {
    const node = nodes[n];
    if (!node) continue;
    const comma = n > 0 ? ',' : '';
    if (node.kind === 'segment') {
      const s = segments[node.index];
      if (s) yield `${comma}\n${segmentJson(s, d, keys)}`;
    } else {
      yield `${comma}\n{${str(loopKey(node.id))}:[`;
      yield* nodesJson(node.nodes, segments, d, keys);
      yield ']}';
    }
  }
}

/** The document as JSON chunks; `schema` is the absolute URL of the schema for `$schema`. */
export function* jsonChunks(
  result: ParseResult,
  dictionaries: Dictionaries,
  schema: string,
  tree: DocumentTree = documentTree(result, dictionaries),
): Generator<string> {
  const { segments } = result;
  const book = new KeyBook(dictionaries);
  yield `{"$schema":${str(schema)},"interchanges":[`;
  for (let n = 0; n < tree.interchanges.length; n += 1) {
    const { interchange: ic, una, groups } = tree.interchanges[n] ?? { groups: [] };
    if (!ic) continue;
    const d = ic.delimiters;
    const envelopeKeys = book.keys(ic.standard);
    const seg = (index: number | undefined) => {
      const s = index === undefined ? undefined : segments[index];
      return s ? segmentJson(s, d, envelopeKeys) : undefined;
    };
    const delimiters = {
      element: d.element,
      component: d.component,
      segment: d.segment,
      ...(d.repetition && { repetition: d.repetition }),
      ...(d.release && { release: d.release }),
      ...(d.decimal && { decimal: d.decimal }),
    };
    yield `${n > 0 ? ',' : ''}\n{"standard":${str(ic.standard)},"delimiters":${str(delimiters)}`;
    if (una !== undefined) yield ',"una":true';
    yield `,"header":${seg(ic.header) ?? '{}'},"groups":[`;
    for (let g = 0; g < groups.length; g += 1) {
      const { group, transactions } = groups[g] ?? { transactions: [] };
      if (!group) continue;
      const header = seg(group.header);
      yield `${g > 0 ? ',' : ''}\n{${header ? `"header":${header},` : ''}"transactions":[`;
      for (let t = 0; t < transactions.length; t += 1) {
        const entry = transactions[t];
        if (!entry) continue;
        const { tx, nodes } = entry;
        const keys = book.keys(ic.standard, tx.version);
        const name = transactionName(ic.standard, tx.code, dictionaries, tx.version);
        yield `${t > 0 ? ',' : ''}\n{"code":${str(tx.code)},"name":${str(name)},"control":${str(tx.control)}`;
        if (tx.version) yield `,"version":${str(tx.version)}`;
        yield ',"segments":[';
        yield* nodesJson(nodes, segments, d, keys);
        yield ']}';
      }
      const trailer = seg(group.trailer);
      yield `]${trailer ? `,"trailer":${trailer}` : ''}}`;
    }
    const trailer = seg(ic.trailer);
    yield `]${trailer ? `,"trailer":${trailer}` : ''}}`;
  }
  yield '\n]}\n';
}
