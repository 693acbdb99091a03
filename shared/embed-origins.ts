/** Third-party origins the site embeds: the CSP (server/http/security-headers.ts) allows exactly these. */
export const MAPS_EMBED_ORIGIN = 'https://www.google.com';

/** Video hosts blog articles may embed (sanitizer allowlist and CSP frame-src alike). */
export const VIDEO_EMBED_HOSTS = ['www.youtube-nocookie.com', 'www.youtube.com', 'player.vimeo.com'];

export const mapEmbedUrl = (lat: number, lng: number, zoom = 15) =>
  `${MAPS_EMBED_ORIGIN}/maps?q=${lat},${lng}&z=${zoom}&output=embed`;
