// The rule group-version: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error, group } from '../define-rule';

export const groupVersion = error(group('2', '2'), {
  cause: 'GS08 is not an X12 release.',
  fix: 'Send 004010, 005010… (suffixes such as VICS allowed).',
});
