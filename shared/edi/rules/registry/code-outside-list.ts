// The rule code-outside-list: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { warning } from '../define-rule';

export const codeOutsideList = warning(
  {},
  {
    cause: 'A code outside the list, where a subset (EANCOM), Z codes or our open lists allow agreed ones.',
    fix: 'Check the code is agreed with your partner.',
  },
);
