// The rule group-control-number: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error, group } from '../define-rule';

export const groupControlNumber = error(group('6', '12'), {
  cause: 'GS06 is not one to nine digits.',
  fix: 'Send digits only.',
});
