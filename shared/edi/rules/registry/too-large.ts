// The rule too-large: its severity, how acknowledgments carry it, its cause and fix on /developers, and its message.
import { error } from '../define-rule';

export const tooLarge = error(
  {},
  {
    cause: 'The document is over 5 MB.',
    fix: 'Split the batch by interchange, or use the inspector in the browser.',
  },
  {
    tooLarge: (limit: string) => `The document is larger than ${limit}; the inspector takes documents up to ${limit}.`,
  },
).reportedBy('document');
