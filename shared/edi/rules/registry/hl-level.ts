// The rule hl-level: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { element, error } from '../define-rule';

export const hlLevel = error(element('7', '12'), {
  cause: 'An HL level sits under a level that may not hold it (an order under an item).',
  fix: 'Nest shipment, order, tare, pack, item in that order.',
});
