/**
 * One conversion, as the inspection pool's worker threads run it: EDI (decoded as the inspection API
 * decodes it) to JSON, CSV, XML or Excel, or our JSON back to EDI, answered as the bytes to send with their
 * type and file name. The text formats are encoded chunk by chunk (shared/edi/writers/convert.ts), never as one
 * 25 MB string, and with a sink each chunk goes out as it is made (the response streams).
 */
import { apiCopy } from '../../content/inspector/api-copy';
import { OUTPUTS, textChunks, utf8Bytes, workbook } from '../../shared/edi/writers/convert';
import { jsonToEdi, JsonInputError } from '../../shared/edi/writers/from-json';
import { engineData } from '../../shared/inspector/engine-data';
import { ExcelLimitError } from '../../shared/edi/writers/to-xlsx';
import { inspectLoading, type DictionaryLoader } from '../../shared/edi/inspect';
import type { ConvertRequest } from './convert-options';
import { decodeDocument } from './decode-document';

/** A converted file: its bytes, Content-Type and download name. */
export interface ConvertedFile {
  file: Uint8Array;
  type: string;
  name: string;
}
/** A text conversion sent as it was made (the chunks went to a ChunkSink): its type, name and size. */
export interface StreamedFile {
  streamed: number;
  type: string;
  name: string;
}
export type ConvertAnswer = ConvertedFile | StreamedFile | { status: number; error: string };

/** Where a text conversion's bytes go as they are made (the pool's MessagePort), instead of one buffer. */
export type ChunkSink = (bytes: Uint8Array) => void;

const encoder = new TextEncoder();
const utf8 = new TextDecoder('utf-8', { fatal: true });

function fromJson(body: Uint8Array, request: Extract<ConvertRequest, { to: 'edi' }>): ConvertAnswer {
  let value: unknown;
  try {
    value = JSON.parse(utf8.decode(body));
  } catch (error) {
    return { status: 422, error: apiCopy.conversion.notJson(error instanceof Error ? error.message : 'unreadable') };
  }
  try {
    const edi = jsonToEdi(value, engineData.guides, request.write);
    const edifact = edi.startsWith('UN');
    return {
      file: encoder.encode(edi),
      type: `${edifact ? 'application/edifact' : 'application/edi-x12'}; charset=utf-8`,
      name: 'converted.edi',
    };
  } catch (error) {
    if (error instanceof JsonInputError) return { status: 422, error: error.message };
    throw error;
  }
}

export async function runConvert(
  body: Uint8Array,
  request: ConvertRequest,
  schema: string,
  dictionaries: DictionaryLoader,
  sink?: ChunkSink,
): Promise<ConvertAnswer> {
  if (request.to === 'edi') return fromJson(body, request);
  const decoded = decodeDocument(body);
  if ('error' in decoded) return decoded;
  const { result, dictionaries: d } = await inspectLoading(decoded.text, dictionaries);
  if (result.interchanges.length === 0) return { status: 422, error: apiCopy.conversion.nothing };
  const { type, extension } = OUTPUTS[request.to];
  const name = `converted.${extension}`;
  if (request.to === 'xlsx') {
    try {
      return { file: await workbook(result, d, request.rows), type, name };
    } catch (error) {
      if (error instanceof ExcelLimitError) return { status: 422, error: error.message };
      throw error;
    }
  }
  const rows = request.to === 'csv' && request.rows ? { rows: request.rows } : {};
  const chunks = textChunks(result, d, request.to, { schema, ...rows });
  if (!sink) return { file: utf8Bytes(chunks), type, name };
  let streamed = 0;
  for (const chunk of chunks) {
    const bytes = encoder.encode(chunk);
    streamed += bytes.byteLength;
    sink(bytes);
  }
  return { streamed, type, name };
}
