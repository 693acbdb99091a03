/**
 * The converter page's examples: its sample 850 (content/pages/converter.ts) converted by the engine the
 * API and the inspector run (shared/edi/writers/convert.ts), so the page shows real output and can never drift
 * from it. The page's loader imports this on demand: the engine stays out of the page's first load.
 */
import { engineData } from '../../../shared/inspector/engine-data';
import { sample850 } from '../../../content/pages/converter';
import { textChunks } from '../../../shared/edi/writers/convert';
import { documentTree } from '../../../shared/edi/model/document-tree';
import { csvTable } from '../../../shared/edi/writers/to-csv';
import { EDI_JSON_SCHEMA_PATH } from '../../../shared/edi/writers/edi-json-path';
import { jsonToEdi } from '../../../shared/edi/writers/from-json';
import { inspect } from '../../../shared/edi/inspect';

export interface ConversionExamples {
  /** The BEG segment as our JSON: the hero's before-and-after. */
  hero: string;
  /** The set's JSON up to its first line item, pretty-printed. */
  json: string;
  /** The first line item as XML. */
  xml: string;
  csv: string;
  /** The CSV's rows, for the Excel tab's sheet preview (first row: the columns). */
  sheet: string[][];
  /** The JSON with its second line removed, back to EDI (ST…SE): the counts recomputed. */
  reverse: string;
}

type Node = Record<string, unknown>;
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);

export function conversionExamples(siteUrl: string): ConversionExamples {
  const dictionaries = { ...engineData, edifact: {} };
  const result = inspect(sample850, dictionaries);
  const out = (to: 'json' | 'csv' | 'xml') =>
    [...textChunks(result, dictionaries, to, { schema: `${siteUrl}${EDI_JSON_SCHEMA_PATH}` })].join('');
  const json: unknown = JSON.parse(out('json'));
  const set = isNode(json) && Array.isArray(json.interchanges) ? json.interchanges[0] : undefined;
  const groups = isNode(set) && Array.isArray(set.groups) ? set.groups : [];
  const group: unknown = groups[0];
  const transactions = isNode(group) && Array.isArray(group.transactions) ? group.transactions : [];
  const tx: unknown = transactions[0];
  const segments: unknown[] = isNode(tx) && Array.isArray(tx.segments) ? tx.segments : [];
  const firstLine = segments.findIndex((n) => isNode(n) && 'PO1_loop' in n);
  const xml = out('xml').split('\n');
  // The first PO1 loop (its PID loop inside).
  const from = xml.findIndex((l) => l === '<loop id="PO1">');
  let to = from;
  for (let depth = 0; to >= 0 && to < xml.length; to += 1) {
    const line = xml[to] ?? '';
    depth += line.startsWith('<loop') ? 1 : line === '</loop>' ? -1 : 0;
    if (depth === 0) break;
  }
  const csv = out('csv');
  const table = csvTable(result, documentTree(result, dictionaries));
  // The second line item removed: SE01, CTT01 and CTT02 follow.
  const lines = segments.flatMap((n, i) => (isNode(n) && 'PO1_loop' in n ? [i] : []));
  const edited = structuredClone(json);
  const editedSegments = (() => {
    const e = isNode(edited) && Array.isArray(edited.interchanges) ? edited.interchanges[0] : undefined;
    const g = isNode(e) && Array.isArray(e.groups) ? e.groups[0] : undefined;
    const t = isNode(g) && Array.isArray(g.transactions) ? g.transactions[0] : undefined;
    return isNode(t) && Array.isArray(t.segments) ? t.segments : [];
  })();
  editedSegments.splice(lines[1] ?? editedSegments.length, 1);
  const edi = jsonToEdi(edited, engineData.guides).split('\n');
  return {
    hero: JSON.stringify(segments[1], null, 2),
    json: `${JSON.stringify({ ...(isNode(tx) ? tx : {}), segments: segments.slice(0, firstLine + 1) }, null, 2)}\n…`,
    xml: `…\n${xml.slice(from, to + 1).join('\n')}\n…`,
    csv,
    sheet: [table.columns, ...table.rows],
    reverse: edi
      .slice(
        edi.findIndex((l) => l.startsWith('ST*')),
        edi.findIndex((l) => l.startsWith('SE*')) + 1,
      )
      .join('\n'),
  };
}
