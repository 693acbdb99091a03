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
import { documentTree, type DocumentTree, type TreeNode, type TreeTransaction } from '../model/document-tree';
import { elementsOf, filled, type Occurrence } from '../syntax/segment-values';
import type { Dictionaries } from '../model/dictionaries';
import { transactionName } from './transaction-name';
import type { Delimiters, Interchange, ParseResult, Segment, Transaction } from '../model/types';

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

/** A node of a set's tree, `n` its place among its siblings (shared with a set written as it is read, stream/long-set.ts). */
export const jsonNode = {
  segment: (json: string, n: number) => `${n > 0 ? ',' : ''}\n${json}`,
  open: (id: string, n: number) => `${n > 0 ? ',' : ''}\n{${str(loopKey(id))}:[`,
  close: ']}',
};

function* nodesJson(
  nodes: readonly TreeNode[],
  segments: readonly Segment[],
  d: Delimiters,
  keys: ElementKeys,
): Generator<string> {
  for (let n = 0; n < nodes.length; n += 1) {
    const node = nodes[n];
    if (!node) continue;
    if (node.kind === 'segment') {
      const s = segments[node.index];
      if (s) yield jsonNode.segment(segmentJson(s, d, keys), n);
    } else {
      yield jsonNode.open(node.id, n);
      yield* nodesJson(node.nodes, segments, d, keys);
      yield jsonNode.close;
    }
  }
}

/** Where the JSON of each level starts and ends, shared by the whole conversion and the one in pieces (stream/convert-stream.ts). */
export const jsonParts = {
  head: (schema: string) => `{"$schema":${str(schema)},"interchanges":[`,
  tail: '\n]}\n',
  /** The interchange's opening, `n` its ordinal; `header` its header segment's JSON. */
  interchange(n: number, ic: Interchange, una: boolean, header: string | undefined): string {
    const d = ic.delimiters;
    const delimiters = {
      element: d.element,
      component: d.component,
      segment: d.segment,
      ...(d.repetition && { repetition: d.repetition }),
      ...(d.release && { release: d.release }),
      ...(d.decimal && { decimal: d.decimal }),
    };
    const open = `${n > 0 ? ',' : ''}\n{"standard":${str(ic.standard)},"delimiters":${str(delimiters)}`;
    return `${open}${una ? ',"una":true' : ''},"header":${header ?? '{}'},"groups":[`;
  },
  group: (g: number, header: string | undefined) =>
    `${g > 0 ? ',' : ''}\n{${header ? `"header":${header},` : ''}"transactions":[`,
  /** A group's or an interchange's end, with its trailer's JSON. */
  close: (trailer: string | undefined) => `]${trailer ? `,"trailer":${trailer}` : ''}}`,
};

/** One transaction set or message of the tree (`t` its ordinal in its group). */
export function* transactionJson(
  t: number,
  { tx, nodes }: TreeTransaction,
  segments: readonly Segment[],
  ic: Interchange,
  dictionaries: Dictionaries,
  book: KeyBook,
): Generator<string> {
  yield transactionJsonHead(t, tx, ic, dictionaries);
  yield* nodesJson(nodes, segments, ic.delimiters, book.keys(ic.standard, tx.version));
  yield ']}';
}

/** A transaction's opening, up to its segments (`t` its ordinal in its group); `]}` closes it. */
export function transactionJsonHead(t: number, tx: Transaction, ic: Interchange, dictionaries: Dictionaries): string {
  const name = transactionName(ic.standard, tx.code, dictionaries, tx.version);
  const head = `${t > 0 ? ',' : ''}\n{"code":${str(tx.code)},"name":${str(name)},"control":${str(tx.control)}`;
  return `${head}${tx.version ? `,"version":${str(tx.version)}` : ''},"segments":[`;
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
  yield jsonParts.head(schema);
  for (let n = 0; n < tree.interchanges.length; n += 1) {
    const { interchange: ic, una, groups } = tree.interchanges[n] ?? { groups: [] };
    if (!ic) continue;
    const envelopeKeys = book.keys(ic.standard);
    const seg = (index: number | undefined) => {
      const s = index === undefined ? undefined : segments[index];
      return s ? segmentJson(s, ic.delimiters, envelopeKeys) : undefined;
    };
    yield jsonParts.interchange(n, ic, una !== undefined, seg(ic.header));
    for (let g = 0; g < groups.length; g += 1) {
      const { group, transactions } = groups[g] ?? { transactions: [] };
      if (!group) continue;
      yield jsonParts.group(g, seg(group.header));
      for (let t = 0; t < transactions.length; t += 1) {
        const entry = transactions[t];
        if (entry) yield* transactionJson(t, entry, segments, ic, dictionaries, book);
      }
      yield jsonParts.close(seg(group.trailer));
    }
    yield jsonParts.close(seg(ic.trailer));
  }
  yield jsonParts.tail;
}
