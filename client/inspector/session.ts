import { inspectLoading, type Dictionaries, type DictionaryLoader } from '../../shared/edi/inspect';
import { acknowledge, type AckType } from '../../shared/edi/acknowledge';
import type { ParseResult } from '../../shared/edi/types';
import { buildView, describeSegment, toJson, type InspectorView, type ViewSegment } from '../../shared/edi/view';
import { standardAt, versionAt } from '../../shared/edi/locate';
import { loadDictionaries } from './dictionaries';
import { FIRST_SCREEN, JSON_PREVIEW_CHARS, OPEN_SINGLE } from './screen';

export { FIRST_SCREEN, JSON_PREVIEW_CHARS, OPEN_SINGLE } from './screen';

/**
 * The JSON of a document, ready to show, copy and download. It can be 30 times the document (150 MB
 * for 5 MB): a Blob crosses from the worker without a copy, and the page holds only the preview.
 */
export interface JsonExport {
  preview: string;
  /** Characters in the whole JSON. */
  length: number;
  blob: Blob;
}

export const jsonExport = (json: string): JsonExport => ({
  preview: json.slice(0, JSON_PREVIEW_CHARS),
  length: json.length,
  blob: new Blob([json], { type: 'application/json' }),
});

/** One inspected document held in memory (in the worker, or on the main thread without one). */
export class InspectorSession {
  private constructor(
    private readonly result: ParseResult,
    private readonly dictionaries: Dictionaries,
  ) {}

  /** `load` fetches the browser's directory assets unless told otherwise (a test gives the server's loader). */
  static async open(text: string, load: DictionaryLoader = loadDictionaries): Promise<InspectorSession> {
    const { result, dictionaries } = await inspectLoading(text, load);
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

  json(): JsonExport {
    return jsonExport(toJson(this.result, this.dictionaries));
  }

  /** The 997, 999, TA1 or CONTRL answering the document (empty when it holds no interchange of that standard). */
  acknowledgment(type: AckType): string {
    return acknowledge(this.result, type);
  }
}
