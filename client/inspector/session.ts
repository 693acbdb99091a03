import { inspectLoading, type Dictionaries, type DictionaryLoader } from '../../shared/edi/inspect';
import { acknowledge, type AckType } from '../../shared/edi/writers/acknowledge';
import type { InspectOptions, ParseResult } from '../../shared/edi/model/types';
import { buildView, describeSegment, type InspectorView, type ViewSegment } from '../../shared/inspector/view';
import { OUTPUTS, textChunks, workbook } from '../../shared/edi/writers/convert';
import { EDI_JSON_SCHEMA_PATH } from '../../shared/edi/writers/edi-json-path';
import type { ExportFormat } from './export-format';
import { standardAt, versionAt } from '../../shared/edi/syntax/locate';
import { loadDictionaries } from './dictionaries';
import { FIRST_SCREEN, JSON_PREVIEW_CHARS, OPEN_SINGLE } from './screen';
import { exportName, writePieces } from './save-file';

export { FIRST_SCREEN, JSON_PREVIEW_CHARS, OPEN_SINGLE } from './screen';

/**
 * A conversion of the document (JSON, CSV, XML, Excel), ready to show, copy and download. JSON can be five
 * times the document: it is made in pieces into a Blob, which crosses from the worker without a copy, and
 * the page holds only the preview.
 */
export interface ExportFile {
  format: ExportFormat;
  /** The beginning of a text format ('' for Excel). */
  preview: string;
  /** Bytes in the whole file. */
  size: number;
  blob: Blob;
  name: string;
}

/** Up to this size, a JSON's preview is indented (parsed again); a larger one shows as written, a segment a line. */
const INDENT_UP_TO = 256 * 1024;

function readable(format: ExportFormat, preview: string, size: number): string {
  if (format !== 'json' || size > INDENT_UP_TO || preview.length < size) return preview;
  return JSON.stringify(JSON.parse(preview), null, 2).slice(0, JSON_PREVIEW_CHARS);
}

/** A converted file from its pieces: never one string of the whole. */
export function exportFile(format: ExportFormat, pieces: Iterable<string> | Uint8Array): ExportFile {
  const { type } = OUTPUTS[format];
  const parts: BlobPart[] = [];
  let preview = '';
  if (pieces instanceof Uint8Array) parts.push(new Uint8Array(pieces));
  else
    for (const piece of pieces) {
      if (preview.length < JSON_PREVIEW_CHARS) preview += piece.slice(0, JSON_PREVIEW_CHARS - preview.length);
      parts.push(piece);
    }
  const blob = new Blob(parts, { type });
  return {
    format,
    preview: readable(format, preview, blob.size),
    size: blob.size,
    blob,
    name: exportName(format),
  };
}

/** One inspected document held in memory (in the worker, or on the main thread without one). */
export class InspectorSession {
  private constructor(
    private readonly result: ParseResult,
    private readonly dictionaries: Dictionaries,
  ) {}

  /** `load` fetches the browser's directory assets unless told otherwise (a test gives the server's loader). */
  static async open(
    text: string,
    load: DictionaryLoader = loadDictionaries,
    options: InspectOptions = {},
  ): Promise<InspectorSession> {
    const { result, dictionaries } = await inspectLoading(text, load, options);
    return new InspectorSession(result, dictionaries);
  }

  firstScreen(): InspectorView {
    let transactions = 0;
    for (const ic of this.result.interchanges) for (const g of ic.groups) transactions += g.transactions.length;
    // Collapsed transactions are described when opened: describing them now only makes the message larger.
    return buildView(
      this.result,
      this.dictionaries,
      transactions > OPEN_SINGLE ? { ...FIRST_SCREEN, segments: 0 } : FIRST_SCREEN,
    );
  }

  /** Segments at positions `from`…`to` (1-based, inclusive), named and labelled. */
  describe(from: number, to: number): ViewSegment[] {
    const { segments } = this.result;
    const standard = standardAt(this.result, from - 1);
    const version = versionAt(this.result, from - 1);
    if (!standard) return [];
    const list: ViewSegment[] = [];
    for (let i = Math.max(0, from - 1); i < Math.min(to, segments.length); i += 1) {
      const s = segments[i];
      if (s) list.push(describeSegment(standard, s, this.dictionaries, version));
    }
    return list;
  }

  /** The document converted to `format` (the API's conversion, made here). */
  async convert(format: ExportFormat): Promise<ExportFile> {
    if (format === 'xlsx') return exportFile(format, await workbook(this.result, this.dictionaries));
    const schema = `${globalThis.location?.origin ?? ''}${EDI_JSON_SCHEMA_PATH}`;
    return exportFile(format, textChunks(this.result, this.dictionaries, format, { schema }));
  }

  /** The document converted to `format`, written into `file` as it is made; the bytes written. */
  async save(format: ExportFormat, file: FileSystemFileHandle): Promise<number> {
    if (format === 'xlsx') return writePieces(file, await workbook(this.result, this.dictionaries));
    const schema = `${globalThis.location?.origin ?? ''}${EDI_JSON_SCHEMA_PATH}`;
    return writePieces(file, textChunks(this.result, this.dictionaries, format, { schema }));
  }

  /** The 997, 999, TA1 or CONTRL answering the document (empty when it holds no interchange of that standard). */
  acknowledgment(type: AckType): string {
    return acknowledge(this.result, type);
  }
}
