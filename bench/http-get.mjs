// One plain HTTP/1.1 GET with exactly the headers given (fetch would add its own Accept-Encoding).
import { request } from 'node:http';

/**
 * @typedef {object} Fetched
 * @property {number} status
 * @property {import('node:http').IncomingHttpHeaders} headers
 * @property {Buffer} body the bytes on the wire (still compressed when Content-Encoding says so)
 */

/**
 * @param {string} url
 * @param {Record<string, string>} [headers]
 * @returns {Promise<Fetched>}
 */
export function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout: GET ${url}`)));
    req.on('error', reject);
    req.end();
  });
}
