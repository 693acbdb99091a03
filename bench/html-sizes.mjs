// HTML bytes per page template, from the running production build: the identity body of a GET sent without
// Accept-Encoding (raw), that body compressed here with node:zlib at maximum quality (gzip -9, brotli 11),
// and what the server itself sends for `Accept-Encoding: gzip` and `Accept-Encoding: br`.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { get } from './http-get.mjs';
import { templateRoutes } from './routes.mjs';

/**
 * @typedef {object} HtmlSize
 * @property {string} template
 * @property {string} path
 * @property {number} status
 * @property {number} raw
 * @property {number} gzip gzip -9 of the raw body
 * @property {number} br brotli quality 11 of the raw body
 * @property {number | undefined} servedGzip the body sent for Accept-Encoding: gzip (undefined when not gzip-encoded)
 * @property {number | undefined} servedBr the body sent for Accept-Encoding: br (undefined when not br-encoded)
 */

/** @param {Buffer} bytes */
export const gzipMax = (bytes) => gzipSync(bytes, { level: 9 });
/** @param {Buffer} bytes */
export const brotliMax = (bytes) =>
  brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });

/**
 * @param {string} baseUrl
 * @returns {Promise<HtmlSize[]>}
 */
export async function measureHtmlSizes(baseUrl) {
  /** @type {HtmlSize[]} */
  const rows = [];
  for (const [template, path] of await templateRoutes()) {
    const plain = await get(`${baseUrl}${path}`);
    /** @param {string} encoding */
    const served = async (encoding) => {
      const res = await get(`${baseUrl}${path}`, { 'accept-encoding': encoding });
      return res.headers['content-encoding'] === encoding ? res.body.length : undefined;
    };
    rows.push({
      template,
      path,
      status: plain.status,
      raw: plain.body.length,
      gzip: gzipMax(plain.body).length,
      br: brotliMax(plain.body).length,
      servedGzip: await served('gzip'),
      servedBr: await served('br'),
    });
  }
  return rows;
}

/** @param {number} bytes */
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** @param {HtmlSize[]} rows */
export function printHtmlSizes(rows) {
  const width = Math.max(...rows.map((r) => r.path.length));
  console.log('HTML bytes per page template (KB). raw: GET without Accept-Encoding; gzip-9 / br-11: that body');
  console.log('compressed by node:zlib at maximum quality; served gz / br: what the server sent for that encoding.');
  console.log(`  ${'template'.padEnd(24)} ${'path'.padEnd(width)}  status    raw  gzip-9  br-11  served gz  served br`);
  for (const r of rows) {
    /** @param {number | undefined} n */
    const opt = (n) => (n === undefined ? '—' : kb(n));
    console.log(
      `  ${r.template.padEnd(24)} ${r.path.padEnd(width)}  ${String(r.status).padStart(6)} ${kb(r.raw).padStart(6)} ${kb(r.gzip).padStart(7)} ${kb(r.br).padStart(6)} ${opt(r.servedGzip).padStart(10)} ${opt(r.servedBr).padStart(10)}`,
    );
  }
}
