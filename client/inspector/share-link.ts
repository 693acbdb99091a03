/**
 * Share links: the document and what the inspector points at travel in the URL's fragment (`#share=…`),
 * which a browser never sends to a server, so no copy of the document exists anywhere but in the link. The
 * JSON is deflated (the platform's CompressionStream, no library) and base64url-encoded. Reading one back
 * treats it as hostile: at most MAX_SHARED_CHARS are inflated, and its shape is checked field by field.
 */
import { MAX_DOCUMENT_CHARS } from '../../shared/edi/model/types';

export const SHARE_PREFIX = '#share=';

/**
 * The longest link we hand out: Chromium refuses URLs over 2 MB (2,097,152 characters), and Firefox and
 * Safari take links of this size too; past it the page offers the file instead.
 */
export const MAX_LINK_CHARS = 2_000_000;

/** The largest document a link may carry when opened (what the inspector takes from a paste). */
const MAX_SHARED_CHARS = MAX_DOCUMENT_CHARS + 4096;

export interface SharedDocument {
  text: string;
  /** Whether the sender replaced names, ids and references before sharing. */
  redacted: boolean;
  /** The segment position the sender pointed at (the finding they meant), if any. */
  focus?: number;
}

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, limit = Infinity) {
  const reader = new Blob([new Uint8Array(bytes)]).stream().pipeThrough(stream).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new RangeError('shared document too large');
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The fragment (`#share=…`) carrying `shared`. */
export async function shareFragment(shared: SharedDocument): Promise<string> {
  const json = JSON.stringify({ v: 1, ...shared });
  const packed = await pipe(new TextEncoder().encode(json), new CompressionStream('deflate-raw'));
  return SHARE_PREFIX + toBase64Url(packed);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The document a fragment carries, or undefined when it is none of ours or is damaged. */
export async function readShareFragment(hash: string): Promise<SharedDocument | undefined> {
  if (!hash.startsWith(SHARE_PREFIX) || hash.length > MAX_LINK_CHARS) return undefined;
  try {
    const bytes = await pipe(
      fromBase64Url(hash.slice(SHARE_PREFIX.length)),
      new DecompressionStream('deflate-raw'),
      MAX_SHARED_CHARS * 3,
    );
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    if (!isRecord(value) || value['v'] !== 1 || typeof value['text'] !== 'string') return undefined;
    if (value['text'].length > MAX_SHARED_CHARS) return undefined;
    const focus = value['focus'];
    return {
      text: value['text'],
      redacted: value['redacted'] === true,
      ...(typeof focus === 'number' && Number.isInteger(focus) && focus > 0 && { focus }),
    };
  } catch {
    return undefined;
  }
}
