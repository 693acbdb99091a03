// Writes each post's header image, public/images/blog/<post file name>.svg, from its front matter:
// `imageLabel` (the large line) and `imageCode` (a short EDI snippet shown as texture). Run after adding
// or editing a post: node scripts/make-blog-images.mjs
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import matter from 'gray-matter';

const POSTS = 'content/blog/posts';
const OUT = 'public/images/blog';
// Brand navy into one accent per post (cycled), so neighbouring cards look different.
const ACCENTS = ['#0b3d91', '#c9520f', '#0f766e', '#6d28d9', '#1d4ed8', '#b45309', '#0e7490', '#9d174d'];

/** @param {string} text */
const escapeXml = (text) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** @param {{ label: string, code: string, accent: string | undefined }} image */
function headerSvg({ label, code, accent }) {
  // The label fills at most ~1040 px: Arial Bold averages about 0.58 em per character.
  const size = Math.min(96, Math.floor(1040 / (label.length * 0.58)));
  const lines = Array.from(
    { length: 12 },
    (_, i) => `<line x1="${100 + i * 120}" y1="0" x2="${-200 + i * 120}" y2="630"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0a1930"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs><rect width="1200" height="630" fill="url(#g)"/><g stroke="rgba(255,255,255,.14)" stroke-width="2">${lines}</g><text x="80" y="${Math.round(330 + size / 3)}" font-family="Arial,Helvetica,sans-serif" font-size="${size}" font-weight="700" fill="#ffffff">${escapeXml(label)}</text>${code ? `<text x="80" y="540" font-family="'Courier New',monospace" font-size="28" fill="rgba(255,255,255,.55)">${escapeXml(code)}</text>` : ''}</svg>\n`;
}

const files = readdirSync(POSTS)
  .filter((f) => f.endsWith('.md'))
  .sort();
files.forEach((file, i) => {
  const { data } = matter(readFileSync(`${POSTS}/${file}`, 'utf8'));
  if (!data.imageLabel) return;
  const name = file.replace(/\.md$/, '');
  writeFileSync(
    `${OUT}/${name}.svg`,
    headerSvg({
      label: String(data.imageLabel),
      code: data.imageCode ? String(data.imageCode) : '',
      accent: ACCENTS[i % ACCENTS.length],
    }),
  );
  console.log(`${OUT}/${name}.svg`);
});
