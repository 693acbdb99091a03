/**
 * Which of our guides checks an X12 set (by ST01 and its group's GS08), where the guide's page is, and
 * what a document's result says about it: per set code and release, guided or not.
 */
import { guideOf, releaseOf, type Guide } from '../../content/x12-guides';
import { x12GuidePath } from '../standards';
import type { GuideUse, Interchange } from './types';

/** The override that checks against no guide (syntax and envelopes only). */
export const NO_GUIDE = 'none';

/** The release whose guide checks a set: the one GS08 names, or `override` (a release, or 'none'). */
export const guideRelease = (gs08: string, override?: string): string | undefined =>
  override === NO_GUIDE ? undefined : (override ?? releaseOf(gs08));

/** The guide for a set code in the release a GS08 (or an override) names, if we publish one. */
export const guideFor = (code: string, gs08: string, override?: string): Guide | undefined => {
  const release = guideRelease(gs08, override);
  return release === undefined ? undefined : guideOf(code, release);
};

/** The page of a guide: /resources/x12-transaction-sets/850/guide/004010. */
export const guidePage = x12GuidePath;

/** Per X12 set code and release in the document, how many sets and the guide that checked them. */
export function guideUses(interchanges: readonly Interchange[], override?: string): GuideUse[] {
  const uses = new Map<string, GuideUse>();
  for (const ic of interchanges) {
    if (ic.standard !== 'x12') continue;
    for (const group of ic.groups) {
      const release = releaseOf(group.version);
      for (const tx of group.transactions) {
        const key = `${tx.code}/${release}`;
        const use = uses.get(key);
        if (use) use.count += 1;
        else {
          const guide = guideFor(tx.code, group.version, override);
          uses.set(key, {
            set: tx.code,
            release,
            count: 1,
            ...(guide && { guide: guidePage(guide.set, guide.release) }),
          });
        }
      }
    }
  }
  return [...uses.values()];
}
