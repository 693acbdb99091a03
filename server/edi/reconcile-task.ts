/**
 * POST /api/edi/reconcile in a worker thread: the JSON body parsed and checked here (a 16 MB parse stays
 * off the request thread), each document decoded as the other endpoints decode a body, the documents
 * reconciled by the engine (shared/edi/tools/reconcile-documents.ts), and the answer encoded as JSON, CSV or Excel.
 */
import { engineData } from '../../shared/inspector/engine-data';
import { reconcileApiCopy } from '../../content/inspector/reconcile-api-copy';
import { csvChunks } from '../../shared/edi/writers/to-csv';
import { reconcileDocuments, type ReconcileRefusal } from '../../shared/edi/tools/reconcile-documents';
import { reconcileTable } from '../../shared/edi/tools/reconcile-table';
import { MAX_DOCUMENT_CHARS } from '../../shared/edi/model/types';
import { xlsxBytes, XLSX_TYPE } from '../../shared/edi/writers/to-xlsx';
import { decodeDocument } from './decode-document';

export const RECONCILE_FORMATS = ['json', 'csv', 'xlsx'] as const;
export type ReconcileFormat = (typeof RECONCILE_FORMATS)[number];

export type ReconcileAnswer =
  { json: Uint8Array } | { file: Uint8Array; type: string; name: string } | { status: number; error: string };

const words = reconcileApiCopy.errors;
const encoder = new TextEncoder();

/** The documents of a body `{"documents": [string, string(, string)]}`, or why not. */
function documentsOf(body: Uint8Array): string[] | { status: number; error: string } {
  let value: unknown;
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    return { status: 400, error: words.json };
  }
  const list = typeof value === 'object' && value !== null && 'documents' in value ? value.documents : undefined;
  if (!Array.isArray(list) || !list.every((d): d is string => typeof d === 'string'))
    return { status: 400, error: words.json };
  if (list.length < 2 || list.length > 3) return { status: 422, error: words.count(list.length) };
  if (list.some((d) => d.length > MAX_DOCUMENT_CHARS)) return { status: 413, error: words.tooLarge };
  return list;
}

function refusalText(r: ReconcileRefusal): string {
  if (r.refused === 'count') return words.count(r.count);
  const why =
    r.refused === 'not-edi'
      ? words.notEdi
      : r.refused === 'unknown-kind'
        ? words.unknownKind(r.codes.join(', '))
        : r.refused === 'several-sets'
          ? words.severalSets(r.count)
          : words.duplicateRole(r.role);
  return words.document(r.index + 1, why);
}

export async function runReconcile(body: Uint8Array, format: ReconcileFormat): Promise<ReconcileAnswer> {
  const documents = documentsOf(body);
  if (!Array.isArray(documents)) return documents;
  const texts: string[] = [];
  for (const [i, d] of documents.entries()) {
    // Each document as the other endpoints read a body: control characters refused, Latin-1 taken.
    const decoded = decodeDocument(encoder.encode(d));
    if ('error' in decoded) return { status: decoded.status, error: words.document(i + 1, decoded.error) };
    texts.push(decoded.text);
  }
  const result = reconcileDocuments(texts, { ...engineData, edifact: {} });
  if ('refused' in result) return { status: 422, error: refusalText(result) };
  if (format === 'json') return { json: encoder.encode(JSON.stringify(result)) };
  const table = reconcileTable(result);
  if (format === 'csv')
    return {
      file: encoder.encode([...csvChunks(table)].join('')),
      type: 'text/csv; charset=utf-8',
      name: 'reconciliation.csv',
    };
  return { file: await xlsxBytes(table), type: XLSX_TYPE, name: 'reconciliation.xlsx' };
}
