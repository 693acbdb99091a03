// The rule too-large: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error } from '../define-rule';

export const tooLarge = error(
  {},
  {
    cause: 'The document is over 5 MB.',
    fix: 'Split the batch by interchange, or use the inspector in the browser.',
  },
);
