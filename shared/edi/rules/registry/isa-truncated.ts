// The rule isa-truncated: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error, interchange } from '../define-rule';

export const isaTruncated = error(interchange('022'), {
  cause: 'The ISA ends before its 16th element: its delimiters cannot be read.',
  fix: 'Send the whole 106-character ISA segment.',
});
