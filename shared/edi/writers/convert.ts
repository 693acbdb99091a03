/**
 * The converter's one entry, called alike by the API's worker threads and the inspector's browser worker:
 * a read document to JSON, CSV, XML or Excel, and our JSON back to EDI (from-json.ts). Text formats come as
 * chunks, batched here so a consumer writes a few hundred pieces, not one per segment.
 */
import { documentTree } from '../model/document-tree';
import type { Dictionaries } from '../model/dictionaries';
import { csvChunks, csvTable, type CsvRows } from './to-csv';
import { jsonChunks } from './to-json';
import { xlsxBytes } from './to-xlsx';
import { xmlChunks } from './to-xml';
import type { ParseResult } from '../model/types';

export { CONVERT_TARGETS, isConvertTarget, OUTPUTS, type ConvertTarget } from './convert-outputs';

export interface ConvertOptions {
  /** The absolute URL of our JSON Schema, for `$schema`. */
  schema: string;
  /** CSV and Excel: line items where a layout exists (default), or one row per segment. */
  rows?: CsvRows;
}

/** Joins small chunks into pieces of about `size` characters. */
export function* batched(chunks: Iterable<string>, size = 65_536): Generator<string> {
  let buffer = '';
  for (const chunk of chunks) {
    buffer += chunk;
    if (buffer.length >= size) {
      yield buffer;
      buffer = '';
    }
  }
  if (buffer) yield buffer;
}

/** A read document as text chunks of JSON, CSV or XML. */
export function textChunks(
  result: ParseResult,
  dictionaries: Dictionaries,
  to: 'json' | 'csv' | 'xml',
  options: ConvertOptions,
): Generator<string> {
  const tree = documentTree(result, dictionaries);
  if (to === 'json') return batched(jsonChunks(result, dictionaries, options.schema, tree));
  if (to === 'xml') return batched(xmlChunks(result, dictionaries, tree));
  return batched(csvChunks(csvTable(result, tree, options.rows)));
}

/** A read document as an Excel workbook. */
export const workbook = (result: ParseResult, dictionaries: Dictionaries, rows?: CsvRows): Promise<Uint8Array> =>
  xlsxBytes(csvTable(result, documentTree(result, dictionaries), rows));

/** UTF-8 bytes of chunks, without ever holding the whole text as one string. */
export function utf8Bytes(chunks: Iterable<string>): Uint8Array {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  let total = 0;
  for (const chunk of chunks) {
    const bytes = encoder.encode(chunk);
    parts.push(bytes);
    total += bytes.byteLength;
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out;
}
