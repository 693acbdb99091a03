// The rule interchange-delimiters: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error, interchange } from '../define-rule';

export const interchangeDelimiters = error(interchange('027', '22'), {
  cause: 'ISA16 repeats another delimiter.',
  fix: 'Pick a component separator that no other delimiter uses.',
});
