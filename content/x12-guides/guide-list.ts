/**
 * Which guides we publish: set and releases. The route table reads this light list (each guide a page),
 * so the guides' data, titles and summaries stay out of every chunk that only links to them.
 */
import type { GuideRelease } from './guide-types';

export interface GuideListing {
  set: string;
  releases: readonly GuideRelease[];
}

export const guideList: readonly GuideListing[] = [
  { set: '850', releases: ['004010', '005010'] },
  { set: '855', releases: ['004010', '005010'] },
  { set: '856', releases: ['004010', '005010'] },
  { set: '810', releases: ['004010', '005010'] },
  { set: '820', releases: ['004010', '005010'] },
  { set: '997', releases: ['004010', '005010'] },
  // The 999 was introduced in 005010: 004010 has none.
  { set: '999', releases: ['005010'] },
];

/** The listing of a set's guides, if we publish any. */
export const guideListing = (set: string): GuideListing | undefined => guideList.find((g) => g.set === set);
