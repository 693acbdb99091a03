// The rule segment-empty: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { warning } from '../define-rule';

export const segmentEmpty = warning(
  {},
  {
    cause: 'Two segment terminators follow each other.',
    fix: 'Remove the empty segment.',
  },
);
