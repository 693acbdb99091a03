/**
 * The acknowledgment of a document read piece by piece (`northwind-edi ack`), written from the records
 * stream/ack-skeleton.ts spooled as each level closed and the document's findings, instead of from every
 * interchange, group and set kept in memory: the same text acknowledge() writes from the whole reading
 * (tests/unit/edi/ack-stream.test.ts, bench/stream-identity.mjs compare them).
 *
 * Two readings of the spool. The first finds the level of each finding (ack-stream-levels.ts). The second
 * writes each set's answer as its record comes, into a second spool, and each interchange's answer once its
 * last record is read:
 * an X12 ISA names delimiters found in no value of the answer, and a CONTRL lists its messages without a
 * group before the groups, so neither can be written before its interchange ends.
 */
import type { SkeletonRecord, Spool } from '../stream/ack-skeleton';
import type { AckType } from '../model/ack-types';
import type { Finding } from '../model/types';
import type { AckOptions } from './ack-x12-envelope';
import { findingLevels } from './ack-stream-levels';
import { writeContrl, writeX12, type Answer } from './ack-stream-writers';

/**
 * The acknowledgment of `type`, in pieces of text (what acknowledge() returns, cut up): `issues` the
 * document's findings, `count` its segments, `skeleton` what stream/ack-skeleton.ts spooled, `spool` makes
 * the spool each interchange's answer is gathered in. Empty when nothing is answered.
 */
export function* acknowledgmentChunks(
  issues: readonly Finding[],
  count: number,
  skeleton: Spool<SkeletonRecord>,
  type: AckType,
  spool: () => Spool<Answer>,
  options: AckOptions = {},
): Generator<string> {
  const levels = findingLevels(issues, count, skeleton);
  const write = type === 'CONTRL' ? writeContrl : writeX12;
  yield* write(levels, skeleton, type, spool(), { ...options, now: options.now ?? new Date() });
}
