// The rule hl-parent: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { element, error } from '../define-rule';

export const hlParent = error(
  element('7', '12'),
  {
    cause: 'HL02 names an HL01 that comes later or does not exist, or is empty below the top level.',
    fix: 'Point each HL at its parent, which must come first.',
  },
  {
    hlParent: (parent: string) => `HL02 is ${parent}, but no earlier HL has that HL01: the parent must come first.`,
    hlNoParent: (level: string) =>
      `HL02 is empty, but only the shipment level (S) stands without a parent; this HL is level ${level}.`,
  },
).reportedBy('x12-hierarchy');
