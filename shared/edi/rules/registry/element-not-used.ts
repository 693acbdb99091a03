// The rule element-not-used: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { warning } from '../define-rule';

export const elementNotUsed = warning(
  {},
  {
    cause: 'Our guide marks the element not used.',
    fix: 'Leave it empty; we ignore it.',
  },
);
