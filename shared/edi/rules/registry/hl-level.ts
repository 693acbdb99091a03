// The rule hl-level: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { element, error } from '../define-rule';

export const hlLevel = error(
  element('7', '12'),
  {
    cause: 'An HL level sits under a level that may not hold it (an order under an item).',
    fix: 'Nest shipment, order, tare, pack, item in that order.',
  },
  {
    hlLevel: (level: string, parent: string, order: string) =>
      `HL03 is ${level} under a parent of level ${parent}: levels nest in the order ${order}.`,
  },
).reportedBy('x12-hierarchy');
