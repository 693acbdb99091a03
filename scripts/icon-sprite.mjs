// Writes the site's icon sprite: one <symbol> per icon of client/components/sprite-icons.ts, with lucide's own
// path data, into a content-hashed file the pages reference with <use href="…#name">. Run by build.mjs.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import * as esbuild from 'esbuild';

/** @param {unknown} value */
const escapeAttr = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The TypeScript icon list, bundled on the fly (nothing written).
 * @returns {Promise<{ lucideIcons: string[], filledIcons: string[], brandPaths: Record<string, string>, brandSymbol:
 * (name: string) => string, logoMark: string }>}
 */
async function loadIconList() {
  const out = await esbuild.build({
    entryPoints: ['client/components/sprite-icons.ts'],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
  });
  return import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0]?.text ?? '').toString('base64')}`);
}

/**
 * Lucide's node list ([tag, attributes] pairs; `key` is React's) as SVG markup.
 * @param {[string, Record<string, unknown>][]} node
 * @param {string} [extra]
 */
const children = (node, extra = '') =>
  node
    .map(([tag, attrs]) => {
      const text = Object.entries(attrs)
        .filter(([name]) => name !== 'key')
        .map(([name, value]) => ` ${name}="${escapeAttr(value)}"`)
        .join('');
      return `<${tag}${text}${extra}/>`;
    })
    .join('');

// Lucide's default presentation on the symbol: the <svg> that uses it only sets size (and `color`).
const STROKED =
  'viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

/**
 * Builds the sprite, writes it as `<dir>/icons-<hash>.svg` and returns that file's name.
 * @param {string} dir
 */
export async function writeIconSprite(dir) {
  const { lucideIcons, filledIcons, brandPaths, brandSymbol, logoMark } = await loadIconList();
  /** @type {string[]} */
  const symbols = [];
  for (const name of lucideIcons) {
    const { __iconData: data } = await import(`lucide-react/icons/${name}`);
    if (!data || data.name !== name) throw new Error(`icon sprite: lucide-react has no icon "${name}"`);
    symbols.push(`<symbol id="${name}" ${STROKED}>${children(data.node)}</symbol>`);
    if (filledIcons.includes(name)) {
      symbols.push(
        `<symbol id="${name}-filled" ${STROKED.replace('fill="none"', 'fill="currentColor"')}>${children(data.node)}</symbol>`,
      );
    }
  }
  for (const [name, d] of Object.entries(brandPaths)) {
    symbols.push(
      `<symbol id="${brandSymbol(name)}" viewBox="0 0 24 24" fill="currentColor"><path d="${escapeAttr(d)}"/></symbol>`,
    );
  }
  symbols.push(`<symbol id="logo" viewBox="0 0 40 40">${logoMark}</symbol>`);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
  const file = `icons-${createHash('sha256').update(svg).digest('hex').slice(0, 8)}.svg`;
  mkdirSync(dir, { recursive: true });
  writeFileSync(`${dir}/${file}`, svg);
  return file;
}
