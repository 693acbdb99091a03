// The rule interchange-duplicate: its severity, how acknowledgments carry it, and its cause and fix on /developers.
import { error, interchange } from '../define-rule';
import { uniqueControl } from '../header-values';

export const interchangeDuplicate = error(interchange('025', '26'), {
  cause: 'Two interchanges in the file use the same control number.',
  fix: 'Give each interchange its own number.',
}).checkedBy(uniqueControl('interchange-duplicate'));
