/** Third-party services the site embeds; the CSP allows exactly these. */
export const MAPS_EMBED_ORIGIN = 'https://www.google.com';

export const mapEmbedUrl = (lat: number, lng: number, zoom = 15) =>
  `${MAPS_EMBED_ORIGIN}/maps?q=${lat},${lng}&z=${zoom}&output=embed`;
