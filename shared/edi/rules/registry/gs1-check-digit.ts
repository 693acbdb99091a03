// The rule gs1-check-digit: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { warning } from '../define-rule';

export const gs1CheckDigit = warning(
  {},
  {
    cause: 'A GTIN, GLN or SSCC has a wrong check digit or length.',
    fix: 'Recompute the check digit (the message names the right one).',
  },
);
