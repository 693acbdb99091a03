/**
 * The estimated height of one segment of an X12 guide (its heading, note and element table), which it keeps
 * until it is first laid out: the segments are laid out as they come near (`content-visibility: auto`), as the
 * guide's first layout was its longest task (bench/load-tasks.mjs), and the estimate keeps the page's scroll
 * length honest meanwhile (#47: a flat 800 px guess made D.01B's scrollbar grow by half while scrolling).
 *
 * Fitted (least squares) to the heights Chromium laid out for the 810, 850 (004010 and 005010) and 856 guides'
 * segments: each guide's total within 2 % at 390 px (stacked rows), 768 px (the table, narrow) and 1280 px (used from lg).
 */
import type { CSSProperties } from 'react';
import { x12GuideCopy as copy } from '../../../content/pages/x12-guide';
import type { GuideSegment } from '../../../content/x12-guides/guide-types';

/** What a segment's height follows; `elsewhere`: the link to where its elements are printed, if they are elsewhere. */
function features(node: GuideSegment, elsewhere: string | undefined): number[] {
  const rows = elsewhere ? 0 : node.elements.length;
  let names = 0;
  let codes = 0;
  let codeChars = 0;
  // A list repeated in the segment is printed once (x12-guide-segments.tsx Elements), counted once here.
  const printed = new Set<string>();
  for (const e of elsewhere ? [] : node.elements) {
    names += copy.elementName(e.name, e.id).length + (e.note?.length ?? 0);
    const list = e.codes ? JSON.stringify(e.codes) : '';
    if (printed.has(list)) continue;
    printed.add(list);
    for (const [code, meaning] of Object.entries(e.codes ?? {})) {
      codes += 1;
      codeChars += code.length + meaning.length;
    }
  }
  const note = (node.note?.length ?? 0) + (elsewhere?.length ?? 0);
  const conditions = !elsewhere && node.conditions ? 1 : 0;
  const heading = node.tag.length + 3 + node.name.length;
  return [1, rows, names, codes, codeChars, note, conditions, heading, rows === 0 ? 1 : 0];
}

// Coefficients of features() per layout: below md (stacked rows), md to lg (the table in a narrow page), lg on.
// The narrow intercept is 3 px under the fit: a guess short of the page keeps the 850 guide under 20,000 px.
const fits = {
  narrow: [6.9, 7.58, 0.95, 3.0, 0.55, 1.26, 24.2, 0.59, 23.7],
  md: [0, 27.8, 0.64, 34.3, 0.09, 1.28, 6.2, 0.7, 8.5],
  wide: [75.5, 37, 0.02, 25.4, 0.04, 0.39, 1.5, -0.12, -24.9],
} as const;

const estimate = (coef: readonly number[], x: readonly number[]): string =>
  `${Math.max(40, Math.round(x.reduce((sum, v, i) => sum + v * (coef[i] ?? 0), 0)))}px`;

export interface SegmentHeights extends CSSProperties {
  '--h-narrow': string;
  '--h-md': string;
  '--h-wide': string;
}

/** The three estimates as custom properties, which the segment's style turns into its intrinsic size. */
export function segmentHeights(node: GuideSegment, elsewhere: string | undefined): SegmentHeights {
  const x = features(node, elsewhere);
  return { '--h-narrow': estimate(fits.narrow, x), '--h-md': estimate(fits.md, x), '--h-wide': estimate(fits.wide, x) };
}
