/**
 * Which of our guides checks an X12 set (by ST01 and its group's GS08), where the guide's page is, and
 * what a document's result says about it: per set code and release, guided or not.
 */
import { guideOf, releaseOf, type Guide } from '../../content/x12-guides';
import { x12GuidePath } from '../standards';
import type { GuideUse, Interchange } from './types';

/** The guide for a set code in the release a GS08 names, if we publish one. */
export const guideFor = (code: string, gs08: string): Guide | undefined => guideOf(code, releaseOf(gs08));

/** The page of a guide: /resources/x12-transaction-sets/850/guide/004010. */
export const guidePage = x12GuidePath;

/** Per X12 set code and release in the document, how many sets and the guide that checked them. */
export function guideUses(interchanges: readonly Interchange[]): GuideUse[] {
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
          const guide = guideOf(tx.code, release);
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
