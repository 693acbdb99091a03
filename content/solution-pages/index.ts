import type { SolutionSlug } from '../solutions';
import type { SolutionContent } from './types';

/** One content module per solution, loaded on demand: a missing slug fails the type check. */
export const solutionModules: Record<SolutionSlug, () => Promise<{ default: SolutionContent }>> = {
  'order-to-cash': () => import('./order-to-cash'),
  'procure-to-pay': () => import('./procure-to-pay'),
  hcm: () => import('./hcm'),
  '3pl': () => import('./3pl'),
  warehouse: () => import('./warehouse'),
  transportation: () => import('./transportation'),
  financial: () => import('./financial'),
  wholesale: () => import('./wholesale'),
  manufacturing: () => import('./manufacturing'),
};
