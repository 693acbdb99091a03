/**
 * What a rule's own check sees of a set's walk along our guide (check-x12-guide.ts), and the link of its
 * findings into the guide's page. Apart from check-x12-elements.ts, which words its findings through the
 * registry's messages: registry/<code>.ts checks import this.
 */
import type { Report } from './define-rule';
import type { Guide } from '../model/guide';
import type { GuideHit, Linker } from '../model/links';
import type { ElementReader } from '../syntax/element-reader';

/** A guide walk's context (check-x12-elements.ts GuideContext), its findings seen as rule `C`'s. */
export interface GuideScope<C extends string> {
  guide: Guide;
  /** Whether findings link into the guide's page (Collector.link); not for a user's guide (no page of ours). */
  linked: boolean;
  issues: Report<C> & { link: Linker };
  reader: ElementReader;
}

/** A finding's link into the guide's page at `at` (the site's URL); none for a guide we publish no page of. */
export function guideLink(
  ctx: Pick<GuideScope<string>, 'linked' | 'guide' | 'issues'>,
  at: Omit<GuideHit, 'kind' | 'guide'> = {},
): { guide?: string } {
  const url = ctx.linked ? ctx.issues.link({ kind: 'guide', guide: ctx.guide, ...at }) : undefined;
  return url ? { guide: url } : {};
}

/** Where an HL finding is: its element (1-based) and the hierarchy section of the guide's page. */
export const hierarchyPlace = (
  scope: Pick<GuideScope<string>, 'linked' | 'guide' | 'issues'>,
  elementPos?: number,
) => ({
  ...(elementPos !== undefined && { elementPos }),
  ...guideLink(scope, { section: 'hierarchy' }),
});
