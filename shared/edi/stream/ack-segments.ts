/**
 * What an acknowledgment reads of a document's segments (writers/ack-x12.ts, rules/ack-findings.ts; CONTRL
 * reads none): the interchange headers (ISA, UNB), the group trailers (GE01's count), the set headers (a 999's
 * ST03) and the segments a 999 names a set's business unit from (TRN, CLM…, syntax/x12-business-units.ts). A
 * document read piece by piece keeps these only, as copies that hold no piece of its text, at their index (a
 * sparse array: the others are holes).
 */
import { engineStandards } from '../syntax/engine-standards';
import { businessUnits } from '../syntax/x12-business-units';
import type { Segment } from '../model/types';

const TAGS = new Set<string>([
  ...Object.values(engineStandards).flatMap((s) => [
    s.envelope.interchange[0],
    s.envelope.group[1],
    s.envelope.transaction[0],
  ]),
  ...Object.values(businessUnits).map((u) => u.tag),
]);

/** A copy of a value that does not share the piece of text it was cut from (V8 slices share it). */
const own = (v: string) => (v.length > 12 ? [...v].join('') : v);
const copy = (elements: readonly (readonly string[])[]) => elements.map((e) => e.map(own));

export class AckSegments {
  private readonly kept: Segment[] = [];

  add(s: Segment, index: number): void {
    if (!TAGS.has(s.tag) || s.unreadable) return;
    const { repetitions } = s;
    this.kept[index] = {
      pos: s.pos,
      tag: s.tag,
      offset: s.offset,
      elements: copy(s.elements),
      ...(repetitions && {
        repetitions: Object.fromEntries(Object.entries(repetitions).map(([k, v]) => [k, copy(v)])),
      }),
    };
  }

  /** The kept segments at their indexes, in an array as long as the document's segments. */
  segments(count: number): Segment[] {
    this.kept.length = Math.max(this.kept.length, count);
    return this.kept;
  }
}
