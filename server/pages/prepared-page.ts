import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { hashedPolicy } from '../http/security-headers';

/** A page as the cache keeps it: the same bytes for every visitor, compressed once, with its own CSP. */
export interface PreparedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  /** Strong validator: a hash of the identity bytes (the encodings are derived from them). */
  etag: string;
  /** No nonce: the hashes of exactly the inline scripts and styles this page carries. */
  csp: string;
  bytes: number;
}

// In libuv's thread pool: a 140 KB page at brotli 10 takes tens of milliseconds, which the event loop (serving
// kept pages meanwhile) should not wait for.
const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The smallest brotli window (2^16 … 2^22 bytes, as brotli allows ≥ 10) that holds `bytes`. */
const windowBitsFor = (bytes: number) => Math.min(22, Math.max(16, Math.ceil(Math.log2(bytes + 16))));

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
// Emotion adds empty <style> elements in the browser and fills them through CSSOM: allowed by the hash of "".
const EMPTY_STYLE = sha256('');

/** Inline elements' text, read from HTML this server rendered itself (never from a visitor). */
function inlineContents(html: string, tag: 'script' | 'style'): { attributes: string; text: string }[] {
  const found: { attributes: string; text: string }[] = [];
  const open = `<${tag}`;
  const close = `</${tag}>`;
  for (let at = html.indexOf(open); at !== -1; at = html.indexOf(open, at + 1)) {
    const tagEnd = html.indexOf('>', at);
    const end = html.indexOf(close, tagEnd);
    if (tagEnd === -1 || end === -1) break;
    found.push({ attributes: html.slice(at + open.length, tagEnd), text: html.slice(tagEnd + 1, end) });
    at = end;
  }
  return found;
}

/**
 * Turns a whole render (made with `marker` as its nonce) into cacheable bytes: the marker attributes go, the
 * inline scripts and styles are hashed into the page's CSP, and brotli and gzip are made once, here.
 */
export async function preparePage(rendered: string, marker: string): Promise<PreparedPage> {
  const html = rendered.replaceAll(` nonce="${marker}"`, '');
  if (html.includes(marker)) throw new Error('page cache: nonce marker left in the page');
  const executable = inlineContents(html, 'script').filter(
    (s) => !s.attributes.includes(' src=') && !/type="application\/(ld\+)?json"/.test(s.attributes),
  );
  const scripts = [...new Set(executable.map((s) => sha256(s.text)))];
  const styles = [...new Set([EMPTY_STYLE, ...inlineContents(html, 'style').map((s) => sha256(s.text))])];
  const identity = Buffer.from(html, 'utf8');
  const [br, gzipped] = await Promise.all([
    brotliAsync(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 10,
        // A window no larger than the page (brotli's default is 4 MB): the encoder's memory follows it, and
        // re-renders of expired pages compress several at once in the thread pool.
        [constants.BROTLI_PARAM_LGWIN]: windowBitsFor(identity.length),
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`;
  return {
    identity,
    br,
    gzip: gzipped,
    etag,
    csp: hashedPolicy(scripts, styles),
    bytes: identity.length + br.length + gzipped.length + 512,
  };
}
