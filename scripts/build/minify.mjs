// A second minifier pass over the browser's chunks (build.mjs, production builds only). esbuild minifies in
// one pass, for speed; swc's compressor, run twice, folds and inlines further and mangles top-level names:
// the first load of `/` is 3.5 KB gzip smaller (issue 46), every other chunk a few per cent. The source
// maps are chained through it, so a stack trace still points at client/ and node_modules/.
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { transform } from '@swc/core';

/** V8's explicit compile hint (bundle.mjs's banner): it must stay the file's first line. */
const BANNER = '//# allFunctionsCalledOnLoad';

/**
 * Minifies each JavaScript file again in place, with its linked `.map`.
 * @param {string[]} files paths of esbuild's outputs (each with `<file>.map` beside it)
 */
export async function reminify(files) {
  await Promise.all(
    files
      .filter((file) => file.endsWith('.js'))
      .map(async (file) => {
        const source = readFileSync(file, 'utf8');
        const banner = source.startsWith(BANNER);
        // transform() with only minify on, as minify() takes no input map to chain through.
        const result = await transform(source, {
          isModule: true,
          minify: true,
          sourceMaps: true,
          inputSourceMap: readFileSync(`${file}.map`, 'utf8'),
          jsc: {
            parser: { syntax: 'ecmascript' },
            target: 'es2022',
            // Two passes: the second folds what the first inlined (more gained nothing measurable).
            minify: { compress: { passes: 2 }, mangle: { toplevel: true }, format: { comments: false } },
          },
        });
        if (!result.map) throw new Error(`build: swc wrote no source map for ${file}`);
        /** @type {{ mappings: string }} */
        const map = JSON.parse(result.map);
        // The banner takes the first line: the map's lines move down by one (`;` is an empty line).
        if (banner) map.mappings = `;${map.mappings}`;
        const name = basename(file);
        writeFileSync(file, `${banner ? `${BANNER}\n` : ''}${result.code}\n//# sourceMappingURL=${name}.map\n`);
        writeFileSync(`${file}.map`, JSON.stringify({ ...map, file: name }));
      }),
  );
}
