/**
 * What an acknowledgment needs of a document read piece by piece, written out as each level closes instead of
 * kept: a record per transaction set or message (its code, control number, range, ST03 and the values a 999
 * names its business unit from), per group (its header fields, range, set count and GE01) and per interchange
 * (its header fields, range, delimiters, group count). Records go to a spool (a file on the command line) in
 * document order, a set's before its group's before its interchange's; writers/ack-stream.ts reads them back.
 */
import type { Envelopes } from '../syntax/envelope';
import { businessUnits } from '../syntax/x12-business-units';
import type { Delimiters, EnvelopeFields, Group, Interchange, Segment, Transaction } from '../model/types';
import type { StandardId } from '../../standards';

/** Records kept outside memory, read back in the order added (as often as needed). */
export interface Spool<T> {
  add(item: T): void;
  replay(): Iterable<T>;
  clear(): void;
}

export class MemorySpool<T> implements Spool<T> {
  private items: T[] = [];
  add(item: T): void {
    this.items.push(item);
  }
  replay(): Iterable<T> {
    return this.items;
  }
  clear(): void {
    this.items = [];
  }
}

export interface SetRecord {
  k: 's';
  /** The group's ordinal in the document. */
  g: number;
  code: string;
  control: string;
  version?: string;
  first: number;
  last: number;
  /** ST03 (the ST's third element's first component), when the set has one. */
  st03?: string;
  /** The business-unit segments in the set (syntax/x12-business-units.ts): index, tag and the unit's value. */
  units: [number, string, string][];
}

export interface GroupRecord extends Omit<Group, 'transactions'> {
  k: 'g';
  g: number;
  /** The interchange's ordinal in the document. */
  i: number;
  sets: number;
  /** GE01 (the trailer's first element), when the trailer was read. */
  count?: string;
}

export interface InterchangeRecord extends EnvelopeFields {
  k: 'i';
  i: number;
  standard: StandardId;
  delimiters: Delimiters;
  header: number;
  trailer?: number;
  /** The tag of the segment at `header` (a headerless interchange starts at another segment). */
  headerTag: string;
}

export type SkeletonRecord = SetRecord | GroupRecord | InterchangeRecord;

/** A copy of a value that does not share the piece of text it was cut from (V8 slices share it). */
const own = (v: string) => (v.length > 12 ? [...v].join('') : v);

export class AckSkeleton {
  private tx: Transaction | undefined;
  private set: SetRecord | undefined;
  private group: Group | undefined;
  private groupOrdinal = -1;
  private groupCount: string | undefined;
  private ic: Interchange | undefined;
  private icOrdinal = -1;
  private icTag = '';

  constructor(
    private readonly spool: Spool<SkeletonRecord>,
    /** The segments still held (an EDIFACT interchange's header may lie before the segment that opened it). */
    private readonly at: (index: number) => Segment | undefined,
  ) {}

  /** After the checks of the segment at `index`: records the levels it closed, notes what it opened. */
  segment(s: Segment, index: number, env: Envelopes): void {
    const { tx, set } = this;
    if (tx && set && tx.first <= index && index <= tx.last) this.read(s, index, tx, set);
    if (this.group?.trailer === index) this.groupCount = s.elements[0]?.[0];
    if (this.tx && env.transaction !== this.tx) this.closeSet();
    if (this.group && env.group !== this.group) this.closeGroup();
    if (this.ic && env.interchange !== this.ic) this.closeInterchange();
    if (env.interchange && !this.ic) {
      this.ic = env.interchange;
      this.icOrdinal += 1;
      this.icTag = env.interchange.header === index ? s.tag : (this.at(env.interchange.header)?.tag ?? '');
    }
    if (env.group && !this.group) {
      this.group = env.group;
      this.groupOrdinal += 1;
      this.groupCount = undefined;
    }
    const open = env.transaction;
    if (open && !this.tx) {
      this.tx = open;
      this.set = { k: 's', g: this.groupOrdinal, code: '', control: '', first: open.first, last: open.last, units: [] };
      if (open.first === index) this.read(s, index, open, this.set);
    }
  }

  /** The end of a run: its open levels (their last segments set by then) are recorded. */
  end(): void {
    this.closeSet();
    this.closeGroup();
    this.closeInterchange();
  }

  private read(s: Segment, index: number, tx: Transaction, set: SetRecord): void {
    if (index === tx.first) {
      const st03 = s.elements[2]?.[0];
      if (st03 !== undefined) set.st03 = own(st03);
    }
    const unit = businessUnits[tx.code];
    const value = unit && s.tag === unit.tag && !s.unreadable ? s.elements[unit.element - 1]?.[0] : undefined;
    if (unit && value !== undefined) set.units.push([index, unit.tag, own(value)]);
  }

  private closeSet(): void {
    const { tx, set } = this;
    this.tx = undefined;
    this.set = undefined;
    if (!tx || !set) return;
    // Field by field, not `{ ...set }`: with the spread, the records of many ORDERS outlived the young generation
    // (500 KB promoted per young collection instead of 60, the peak growing with the file; bench/cli-memory.mjs).
    const { g, st03, units } = set;
    const record: SetRecord = {
      k: 's',
      g,
      code: own(tx.code),
      control: own(tx.control),
      first: tx.first,
      last: tx.last,
      units,
    };
    if (tx.version !== undefined) record.version = own(tx.version);
    if (st03 !== undefined) record.st03 = st03;
    this.spool.add(record);
  }

  private closeGroup(): void {
    const g = this.group;
    this.group = undefined;
    if (!g) return;
    const { transactions, ...fields } = g;
    const count = this.groupCount;
    this.spool.add({
      k: 'g',
      ...fields,
      g: this.groupOrdinal,
      i: this.icOrdinal,
      sets: transactions.length,
      ...(count !== undefined && { count }),
    });
  }

  private closeInterchange(): void {
    const ic = this.ic;
    this.ic = undefined;
    if (!ic) return;
    const { groups: _groups, ...fields } = ic;
    this.spool.add({ k: 'i', ...fields, i: this.icOrdinal, headerTag: this.icTag });
  }
}
