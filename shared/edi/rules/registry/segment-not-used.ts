// The rule segment-not-used: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { error, segment } from '../define-rule';

export const segmentNotUsed = error(
  segment('2', '15', { ik: 'I4' }),
  {
    cause:
      'Our implementation guide for this set does not use the segment (a deviation from our guide, not from the X12 standard: the set may well have it).',
    fix: 'Leave it out, or agree it with us first.',
  },
  {
    notInGuide: (tag: string, guide: string) =>
      `${tag} is not used in ${guide}; leave it out or agree it with us first.`,
  },
).reportedBy('x12-guide');
