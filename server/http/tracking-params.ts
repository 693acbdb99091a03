/**
 * Query parameters that only tell analytics where a visitor came from. They never change a page, so they are
 * dropped before rendering and caching: a campaign link is the same page, and a cache hit.
 */
export const TRACKING_PARAMS: ReadonlySet<string> = new Set([
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'gclsrc',
  'fbclid',
  'msclkid',
  'twclid',
  'ttclid',
  'li_fat_id',
  'igshid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  '_hsenc',
  '_hsmi',
  'mkt_tok',
  'yclid',
  'ref_src',
  'srsltid',
]);

const isTracking = (key: string) => key.startsWith('utm_') || TRACKING_PARAMS.has(key);

/** The URL (path + query) without tracking parameters; the remaining query keeps its order. */
export function withoutTracking(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const kept = url
    .slice(at + 1)
    .split('&')
    .filter(
      (pair) =>
        pair !== '' && !isTracking(pair.slice(0, pair.includes('=') ? pair.indexOf('=') : pair.length).toLowerCase()),
    );
  return kept.length === 0 ? url.slice(0, at) : `${url.slice(0, at)}?${kept.join('&')}`;
}
