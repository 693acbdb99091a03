/**
 * The envelope state machine both standards share: interchange → group → transaction levels opened by
 * their headers and closed by their trailers, whose counts and control numbers are checked against them.
 * Each parser keeps its own header rules and names its tags and element references here.
 */
import type { ElementReader } from './element-reader';
import { issueText } from '../rules/messages';
import type { EnvelopeLevel } from '../rules/finding-codes';
import type { Collector } from '../rules/findings';
import { interchangeCount } from '../rules/registry/interchange-count';
import { interchangeControl } from '../rules/registry/interchange-control';
import { groupCount } from '../rules/registry/group-count';
import { groupControl } from '../rules/registry/group-control';
import { transactionCount } from '../rules/registry/transaction-count';
import { transactionControl } from '../rules/registry/transaction-control';
import type { Group, Interchange, Segment, Transaction } from '../model/types';

const t = issueText;

/** Each level's trailer rules, whose own checks judge its count and control number. */
const TRAILER_RULES = {
  interchange: { count: interchangeCount, control: interchangeControl },
  group: { count: groupCount, control: groupControl },
  transaction: { count: transactionCount, control: transactionControl },
} as const;

/** How one envelope level is named in issues. */
export interface LevelNames {
  level: EnvelopeLevel;
  /** Header and trailer tags, e.g. ST and SE. */
  header: string;
  trailer: string;
  /** The level in a missing-trailer issue, e.g. 'Transaction set'. */
  title: string;
  /** The trailer's count and control number references, and the header's control number, e.g. SE01, SE02, ST02. */
  countRef: string;
  controlRef: string;
  headerControlRef: string;
}

export interface EnvelopeNames {
  interchange: LevelNames;
  group: LevelNames;
  transaction: LevelNames;
  /** What a group trailer counts: transaction sets or messages. */
  transactions: string;
}

/** A group for transactions sent without a group header (EDIFACT messages without UNG, a stray X12 ST). */
export const implicitGroup = (): Group => ({
  explicit: false,
  functionalId: '',
  sender: '',
  receiver: '',
  date: '',
  time: '',
  control: '',
  version: '',
  transactions: [],
});

/** The open interchange, group and transaction while a parser walks its segments in order. */
export class Envelopes {
  interchange: Interchange | undefined;
  group: Group | undefined;
  transaction: Transaction | undefined;

  constructor(
    private readonly names: EnvelopeNames,
    private readonly issues: Collector,
    private readonly interchanges: Interchange[],
    /** Reads trailers without splitting them (a batch has one per set). */
    private readonly reader?: ElementReader,
  ) {}

  /** Interchanges no header opened. */
  private readonly headerless = new WeakSet<Interchange>();

  private missing(s: Segment, level: LevelNames, control: string) {
    this.issues.add(`${level.level}-unclosed`, s, t.missingTrailer(level.trailer, level.title, control));
  }

  /** Checks a trailer's count (element 1) and control number (element 2) against its level. */
  private compare(s: Segment, level: LevelNames, what: string, count: number, control: string) {
    const { reader } = this;
    reader?.read(s);
    const declared = reader ? reader.value(0, 0) : (s.elements[0]?.[0] ?? '');
    const { count: countRule, control: controlRule } = TRAILER_RULES[level.level];
    countRule.check(s, level.countRef, what, declared, count, this.issues);
    const trailerControl = reader ? reader.value(1, 0) : (s.elements[1]?.[0] ?? '');
    controlRule.check(s, level.controlRef, trailerControl, level.headerControlRef, control, this.issues);
  }

  private unexpected(s: Segment, level: LevelNames) {
    this.issues.add('unexpected-trailer', s, t.unexpectedTrailer(level.trailer, level.header));
  }

  /** An interchange header: an open interchange is reported unclosed; no group is open in the new one. */
  openInterchange(s: Segment, ic: Interchange): void {
    this.reportOpenInterchange(s);
    this.addInterchange(ic);
    this.headerless.delete(ic);
    this.group = undefined;
  }

  /**
   * Adds an interchange that no header opened (for segments outside any), without a finding. Nor is it
   * reported unclosed later: its segments were reported outside an interchange already (one mistake).
   */
  addInterchange(ic: Interchange): Interchange {
    this.interchange = ic;
    this.interchanges.push(ic);
    this.headerless.add(ic);
    return ic;
  }

  private reportOpenInterchange(s: Segment): void {
    if (this.interchange && !this.headerless.has(this.interchange))
      this.missing(s, this.names.interchange, this.interchange.control);
  }

  /** Reports an explicit group left open by a segment that cannot be in it. */
  reportOpenGroup(s: Segment): void {
    if (this.group?.explicit) this.missing(s, this.names.group, this.group.control);
  }

  /** Makes `group` the open group of `owner`. */
  openGroup(owner: Interchange, group: Group): Group {
    this.group = group;
    owner.groups.push(group);
    return group;
  }

  /** Opens a transaction in the open group. */
  openTransaction(group: Group, tx: Transaction): void {
    this.transaction = tx;
    group.transactions.push(tx);
  }

  /** Closes an open transaction at the segment before `index`, silently. */
  dropTransaction(index: number): void {
    if (this.transaction) this.transaction.last = index - 1;
    this.transaction = undefined;
  }

  /** A segment that ends an open transaction without its trailer: reported, then closed before it. */
  endTransaction(s: Segment, index: number): void {
    if (this.transaction) this.missing(s, this.names.transaction, this.transaction.control);
    this.dropTransaction(index);
  }

  /** A transaction trailer: checks its segment count and control number; returns the closed transaction. */
  closeTransaction(s: Segment, index: number): Transaction | undefined {
    const tx = this.transaction;
    if (!tx) {
      this.unexpected(s, this.names.transaction);
      return undefined;
    }
    this.compare(s, this.names.transaction, t.counted.segments, index - tx.first + 1, tx.control);
    tx.last = index;
    this.transaction = undefined;
    return tx;
  }

  /** A group trailer: ends an open transaction, then checks the explicit group's count and control number. */
  closeGroup(s: Segment, index: number): void {
    this.endTransaction(s, index);
    const group = this.group;
    if (!group?.explicit) {
      this.unexpected(s, this.names.group);
      return;
    }
    group.trailer = index;
    this.compare(s, this.names.group, this.names.transactions, group.transactions.length, group.control);
    this.group = undefined;
  }

  /**
   * An interchange trailer: ends an open transaction and group, then checks the count, of its explicit
   * groups or (`countTransactions`) of all its transactions, and the control number.
   */
  /** `uncounted`: the interchange held what the count cannot be checked against (interactive messages). */
  closeInterchange(s: Segment, index: number, countTransactions: boolean, uncounted = false): void {
    this.endTransaction(s, index);
    this.reportOpenGroup(s);
    this.group = undefined;
    const ic = this.interchange;
    if (!ic) {
      this.unexpected(s, this.names.interchange);
      return;
    }
    ic.trailer = index;
    const count = countTransactions
      ? ic.groups.reduce((n, g) => n + g.transactions.length, 0)
      : ic.groups.filter((g) => g.explicit).length;
    const what = countTransactions ? this.names.transactions : t.counted.groups;
    if (!uncounted) this.compare(s, this.names.interchange, what, count, ic.control);
    this.interchange = undefined;
  }

  /** At the end of the document: reports every level still open, at its last segment. */
  finish(last: Segment): void {
    if (this.transaction) this.missing(last, this.names.transaction, this.transaction.control);
    if (this.group?.explicit) this.missing(last, this.names.group, this.group.control);
    this.reportOpenInterchange(last);
  }
}
