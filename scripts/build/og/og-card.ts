/**
 * The social preview card (1200×630) as SVG, rasterised to PNG at build. Text is wrapped here because
 * SVG has no line breaking; widths are estimated from an average glyph width, with a safe margin.
 */
import { OG_HEIGHT, OG_WIDTH } from '../../../shared/og-images';

export interface OgCard {
  /** Small upper-case line above the title: the section or the post's topic. */
  eyebrow: string;
  title: string;
  /** One line at the foot: author and reading time, or the site's tagline. */
  footer: string;
}

const FONT = "'Liberation Sans', 'DejaVu Sans', Arial, Helvetica, sans-serif";
const TEXT_WIDTH = 1040;
// Liberation Sans Bold averages ~0.5 em per character in mixed-case English; 0.55 leaves headroom.
const EM_PER_CHAR = 0.55;

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Greedy word wrap to lines of at most `max` characters (a longer single word gets a line of its own). */
export function wrapWords(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** The largest title size whose wrap fits three lines; the smallest size gets an ellipsis if it must. */
export function fitTitle(title: string): { size: number; lines: string[] } {
  for (const size of [68, 60, 52, 46]) {
    const lines = wrapWords(title, Math.floor(TEXT_WIDTH / (size * EM_PER_CHAR)));
    if (lines.length <= 3) return { size, lines };
  }
  const lines = wrapWords(title, Math.floor(TEXT_WIDTH / (46 * EM_PER_CHAR)));
  return { size: 46, lines: [...lines.slice(0, 2), `${lines[2] ?? ''}…`] };
}

const MARK = `<rect width="40" height="40" rx="9" fill="#ffffff" fill-opacity=".12"/><path d="M20 6 L25 20 L20 34 L15 20 Z" fill="#fff"/><path d="M20 6 L25 20 L15 20 Z" fill="#f26b1d"/><path d="M8 27h9m-3-3 3 3-3 3M32 13h-9m3-3-3 3 3 3" stroke="#fff" stroke-width="2" fill="none" stroke-linecap="round"/>`;

export function ogCardSvg(card: OgCard): string {
  const { size, lines } = fitTitle(card.title);
  const lineHeight = Math.round(size * 1.15);
  // Eyebrow under the logo, the title's first line under it: three lines still end well above the footer.
  const titleTop = 214 + size + 10;
  const titleLines = lines
    .map(
      (l, i) =>
        `<text x="80" y="${Math.round(titleTop + i * lineHeight)}" font-size="${size}" font-weight="700" fill="#ffffff">${escapeXml(l)}</text>`,
    )
    .join('');
  const diagonals = Array.from(
    { length: 9 },
    (_, i) => `<line x1="${700 + i * 70}" y1="0" x2="${1000 + i * 70}" y2="${OG_HEIGHT}"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}" font-family="${FONT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0a1930"/><stop offset="1" stop-color="#0b3d91"/></linearGradient></defs>
<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#bg)"/>
<g stroke="#ffffff" stroke-opacity=".07" stroke-width="2">${diagonals}</g>
<g transform="translate(80 56) scale(1.4)">${MARK}</g>
<text x="152" y="98" font-size="36" font-weight="700" fill="#ffffff">Northwind <tspan fill="#f26b1d">EDI</tspan></text>
<text x="80" y="214" font-size="26" font-weight="700" letter-spacing="2" fill="#ffb37f">${escapeXml(card.eyebrow.toUpperCase())}</text>
${titleLines}
<rect x="80" y="540" width="64" height="6" rx="3" fill="#f26b1d"/>
<text x="80" y="590" font-size="28" fill="#c9d6ea">${escapeXml(card.footer)}</text>
</svg>`;
}
