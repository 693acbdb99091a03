// The rule set-total: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { element, error } from '../define-rule';
import type { Segment } from '../../model/segment';
import type { Indexed } from '../../model/structure-levels';
import { guideLink, type GuideScope } from '../guide-link';

export const setTotal = error(
  element('7', '12'),
  {
    cause: 'A total the set states (CTT01) differs from what it holds.',
    fix: 'Count the lines (PO1, IT1) or HL segments again.',
  },
  {
    total: (ref: string, declared: string, tag: string, actual: number) =>
      `${ref} says ${declared || '(empty)'}, but the set holds ${actual} ${tag} segment${actual === 1 ? '' : 's'}.`,
  },
).checkedBy(checkTotals);

/**
 * The totals a set states (CTT01) against what it holds: `totals` counts, for each of the guide's count rules,
 * the segments the guide walk met of the tag it counts; the set is segments.at(first..last) (an array, or a spilled set's ring: set-spill.ts).
 */
function checkTotals(
  segments: Indexed<Segment>,
  first: number,
  last: number,
  totals: readonly number[],
  scope: GuideScope<'set-total'>,
): void {
  scope.guide.counts.forEach((rule, r) => {
    for (let i = last; i >= first; i -= 1) {
      const s = segments.at(i);
      if (s?.tag !== rule.tag || s.unreadable) continue;
      scope.reader.read(s);
      const declared = scope.reader.value(rule.element - 1, 0);
      const actual = totals[r] ?? 0;
      if (declared !== '' && Number(declared) !== actual)
        scope.issues.add('set-total', s, setTotal.messages.total(rule.ref, declared, rule.counts, actual), rule.ref, {
          elementPos: rule.element,
          ...guideLink(scope, { section: 'totals' }),
        });
      return;
    }
  });
}
