// The rule interchange-delimiters: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error, interchange } from '../define-rule';

export const interchangeDelimiters = error(interchange('027', '22'), {
  cause:
    "ISA16 repeats another delimiter; or an EDIFACT UNA before syntax version 4 puts a character where ISO 9735 reserves a space (its fifth, version 4's repetition separator).",
  fix: 'Pick a component separator that no other delimiter uses; in a UNA of syntax version 1 to 3, send a space fifth.',
});
