// The rule group-version: its severity, how acknowledgments carry it, its cause and fix on /developers, and its messages.
import { error, group, type Report } from '../define-rule';
import type { Segment } from '../../model/segment';
import { badValue, valueOf } from '../header-values';

export const groupVersion = error(
  group('2', '2'),
  {
    cause: 'GS08 is not an X12 release.',
    fix: 'Send 004010, 005010… (suffixes such as VICS allowed).',
  },
  {
    /** What the element must be (envelope-values.ts words the finding). */
    expected: {
      agency: 'the responsible agency is X (ASC X12) or T (TDCC)',
      version: 'the version is a release such as 004010 or 005010 (its first six characters)',
    },
  },
).checkedBy(checkGroupVersion);

/** GS07, the agency (X or T), and GS08, a release. */
function checkGroupVersion(gs: Segment, issues: Report<'group-version'>): void {
  const { expected } = groupVersion.messages;
  if (!['X', 'T'].includes(valueOf(gs, 7))) badValue('group-version', gs, 7, expected.agency, issues);
  if (!/^00[2-8]\d{3}/.test(valueOf(gs, 8))) badValue('group-version', gs, 8, expected.version, issues);
}
