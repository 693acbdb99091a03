import type { IncomingMessage } from 'node:http';
import Negotiator from 'negotiator';

export type ContentCoding = 'br' | 'gzip' | 'identity';

const CODINGS: ContentCoding[] = ['br', 'gzip', 'identity'];

// Clients send few distinct Accept-Encoding values, so each is negotiated once; the memo is capped because the
// header is the client's to choose.
const chosen = new Map<string, ContentCoding>();
const MEMO_LIMIT = 256;

/**
 * The coding a prepared page is sent in: the smallest one this request accepts (br, then gzip, then identity),
 * as nginx's brotli_static and gzip_static choose; identity when it refuses all three ("identity;q=0" alone), as
 * servers commonly do rather than answer 406.
 * negotiator reads the header (RFC 9110 §12.5.3: q-values, "*", identity's default).
 */
export function contentCodingOf(req: IncomingMessage): ContentCoding {
  const header = req.headers['accept-encoding'] ?? '';
  const known = chosen.get(header);
  if (known) return known;
  const accepted = new Negotiator({ headers: { 'accept-encoding': header } }).encodings(CODINGS);
  const coding = CODINGS.find((c) => accepted.includes(c)) ?? 'identity';
  if (chosen.size >= MEMO_LIMIT) chosen.clear();
  chosen.set(header, coding);
  return coding;
}
