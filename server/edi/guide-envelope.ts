/**
 * POST /api/edi/inspect with a partner's guide: a JSON body `{"document": "<EDI>", "guide": {…}}` (the guide in the
 * public format, /schemas/edi-guide/v1.json). Read in the worker thread as hostile input: the document as large as
 * a raw body may be, the guide checked with the path of each problem (422), and made the engine's user guide.
 */
import { apiCopy } from '../../content/inspector/api-copy';
import { readGuide } from '../../shared/edi/guide-format/read-guide';
import { userGuideOf } from '../../shared/edi/guide-format/to-internal';
import type { UserGuide } from '../../shared/edi/model/types';
import { MAX_DOCUMENT_CHARS } from '../../shared/edi/model/types';

/** A JSON body: the document (5 MB) and a guide (2 MB), as JSON strings with their escapes. */
export const ENVELOPE_BYTES = 8 * 1024 * 1024;

export const isEnvelope = (text: string): boolean => /^\s*\{/.test(text);

export function readEnvelope(
  text: string,
): { document: string; userGuide?: UserGuide } | { status: number; error: string } {
  const e = apiCopy.envelope;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { status: 400, error: e.json };
  }
  const field = (key: string): unknown =>
    typeof value === 'object' && value !== null && key in value ? Reflect.get(value, key) : undefined;
  const document = field('document');
  if (typeof document !== 'string' || document === '') return { status: 400, error: e.json };
  if (document.length > MAX_DOCUMENT_CHARS) return { status: 413, error: apiCopy.errors.tooLarge };
  const guide = field('guide');
  if (guide === undefined) return { document };
  const read = readGuide(guide);
  if ('problems' in read) return { status: 422, error: e.guide(read.problems.map((p) => `${p.path}: ${p.message}`)) };
  const userGuide = userGuideOf(read.guide);
  if (!userGuide) return { status: 422, error: e.unsupported };
  return { document, userGuide };
}
