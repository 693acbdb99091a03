// Writes the SVG wordmarks of the fictional customers and the integration tiles under public/images/.
// Run after editing content/customers.ts: node scripts/make-logos.mjs
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import * as esbuild from 'esbuild';

/** @param {string} entry */
const load = async (entry) => {
  const out = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
  });
  return import(
    `data:text/javascript;base64,${Buffer.from(/** @type {esbuild.OutputFile[]} */ (out.outputFiles)[0].text).toString('base64')}`
  );
};
const { customers, integrationTiles } = await load('content/customers.ts');
const { testimonials } = await load('content/pages/testimonials.ts');

const palette = [
  '#0b3d91',
  '#c9520f',
  '#1b5e20',
  '#6a1b9a',
  '#00695c',
  '#ad1457',
  '#37474f',
  '#1565c0',
  '#795548',
  '#00838f',
];
/** @param {string} s */
const escape = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
/** @param {string} s */
const hash = (s) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

// Bold Arial averages about 0.6 em a character; the name has 152 units beside the initial.
const TEXT_WIDTH = 152;
/**
 * @param {string} line
 * @param {number} max
 */
const fit = (line, max) => Math.min(max, Math.floor(TEXT_WIDTH / (line.length * 0.6)));

/**
 * Long names take two balanced lines rather than shrinking to a size nobody can read.
 * @param {string} name
 */
function lines(name) {
  if (name.length <= 14 || !name.includes(' ')) return [name];
  const words = name.split(' ');
  let best = [name];
  for (let i = 1; i < words.length; i++) {
    const pair = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    if (best.length === 1 || Math.max(...pair.map((l) => l.length)) < Math.max(...best.map((l) => l.length)))
      best = pair;
  }
  return best;
}

/** @param {string} name */
function wordmark(name, width = 200, height = 60) {
  const color = palette[hash(name) % palette.length];
  const initial = escape(name[0]);
  const rows = lines(name);
  const size = Math.min(...rows.map((l) => fit(l, rows.length === 1 ? 20 : 17)));
  const ys = rows.length === 1 ? [30 + size * 0.35] : [29, 29 + size + 1];
  const text = rows
    .map(
      (l, i) =>
        `<text x="44" y="${Math.round(ys[i])}" font-family="Arial,Helvetica,sans-serif" font-size="${size}" font-weight="700" fill="${color}">${escape(l)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" aria-label="${escape(name)}"><rect x="4" y="14" width="32" height="32" rx="8" fill="${color}"/><text x="20" y="37" font-family="Arial,Helvetica,sans-serif" font-size="18" font-weight="700" fill="#fff" text-anchor="middle">${initial}</text>${text}</svg>\n`;
}

for (const c of [...customers, ...integrationTiles, ...testimonials]) {
  const file = `public${c.logo}`;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, wordmark(c.name));
}
console.log(
  `${customers.length} customer, ${integrationTiles.length} integration and ${testimonials.length} testimonial logos written`,
);
