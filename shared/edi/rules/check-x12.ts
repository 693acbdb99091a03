/**
 * Checks the X12 interchanges of one run of segments: ISA widths, envelopes (ISA/IEA, GS/GE, ST/SE with
 * their counts and control numbers), TA1 between ISA and the first GS, and the transaction set codes.
 */
import { issueText } from './messages';
import type { X12Dictionary } from '../model/directory';
import type { Guide, GuideBook } from '../model/guide';
import { Envelopes, implicitGroup, type EnvelopeNames } from '../syntax/envelope';
import type { Collector } from './findings';
import { mayCarryGs1 } from './gs1';
import { gs1CheckDigit } from './registry/gs1-check-digit';
import type { Run } from '../syntax/ingest';
import type { Interchange, Segment, Transaction, UserGuide } from '../model/types';
import { checkGs, checkIsa, checkSt } from './check-x12-envelope';
import { interchangeDuplicate } from './registry/interchange-duplicate';
import { groupDuplicate } from './registry/group-duplicate';
import { transactionDuplicate } from './registry/transaction-duplicate';
import { transactionUnknown } from './registry/transaction-unknown';
import { functionalId } from './registry/functional-id';
import { groupEmpty } from './registry/group-empty';
import type { Indexed } from '../model/structure-levels';
import { GuideWalker } from './check-x12-guide';
import { ElementReader } from '../syntax/element-reader';
import { guideRelease } from '../load/x12-guides';

const elementValue = (s: Segment | undefined, n: number) => s?.elements[n - 1]?.[0] ?? '';
const ref = (tag: string, n: number) => `${tag}${String(n).padStart(2, '0')}`;

const levelNames = (
  level: 'interchange' | 'group' | 'transaction',
  header: string,
  trailer: string,
  title: string,
) => ({
  level,
  header,
  trailer,
  title,
  countRef: ref(trailer, 1),
  controlRef: ref(trailer, 2),
  headerControlRef: ref(header, level === 'interchange' ? 13 : level === 'group' ? 6 : 2),
});
export const names: EnvelopeNames = {
  interchange: levelNames('interchange', 'ISA', 'IEA', 'Interchange'),
  group: levelNames('group', 'GS', 'GE', 'Functional group'),
  transaction: levelNames('transaction', 'ST', 'SE', 'Transaction set'),
  transactions: issueText.counted.transactions,
};

export function interchangeOf(s: Segment, index: number, run: Run): Interchange {
  return {
    standard: 'x12',
    delimiters: run.delimiters,
    senderQualifier: elementValue(s, 5),
    sender: elementValue(s, 6).trim(),
    receiverQualifier: elementValue(s, 7),
    receiver: elementValue(s, 8).trim(),
    date: elementValue(s, 9),
    time: elementValue(s, 10),
    control: elementValue(s, 13),
    version: elementValue(s, 12),
    test: elementValue(s, 15) === 'T',
    header: index,
    groups: [],
  };
}

/** An interchange no ISA opened, for segments found outside any. */
export const blankInterchange = (s: Segment, index: number, run: Run): Interchange => ({
  ...interchangeOf(s, index, run),
  senderQualifier: '',
  sender: '',
  receiverQualifier: '',
  receiver: '',
  date: '',
  time: '',
  control: '',
  version: '',
  test: false,
});

export function checkX12(
  segments: readonly Segment[],
  run: Run,
  dict: X12Dictionary,
  /** The guides that check sets (Dictionaries.guides). */
  guides: GuideBook,
  issues: Collector,
  interchanges: Interchange[],
  /** ISA13s seen in the document so far (unique within a file). */
  interchangeControls = new Set<string>(),
  /** The guide release that checks every set instead of GS08's, or 'none' (InspectOptions.guide). */
  guideOverride?: string,
  /** A user's guide, which checks the sets of its code instead of ours (InspectOptions.userGuide). */
  userGuide?: UserGuide,
): void {
  const firstInterchange = interchanges.length;
  const { env, reader, step } = x12Checks(run, dict, issues, interchanges, interchangeControls, run.last);
  for (let index = run.first; index <= run.last; index += 1) {
    const s = segments[index];
    if (s) step(s, index);
  }
  const last = segments[run.last];
  if (last) env.finish(last);
  // Each set against the guide its ST01 and GS08 pick, where we publish one.
  const checkSet = setGuides(reader, issues, guides, userGuide);
  for (const ic of interchanges.slice(firstInterchange))
    for (const group of ic.groups) {
      const release = guideRelease(ic, group, guideOverride);
      for (const tx of group.transactions) checkSet(segments, tx, release);
    }
}

/**
 * The envelope checks of one run, a segment at a time (`step`): checkX12 feeds it a whole document's run,
 * stream/x12-run.ts the segments of a document read in pieces. A set opened by ST ends at `openLast` until
 * its SE (or the run's end) closes it.
 */
export function x12Checks(
  run: Run,
  dict: X12Dictionary,
  issues: Collector,
  interchanges: Interchange[],
  interchangeControls: Set<string>,
  openLast: number,
) {
  const reader = new ElementReader(run.delimiters);
  const env = new Envelopes(names, issues, interchanges, reader);
  // GS06 unique within its interchange, ST02 within its group.
  let groupControls = new Set<string>();
  let setControls = new Set<string>();
  const t = issueText;
  const ensureInterchange = (s: Segment, index: number, container: string) => {
    if (env.interchange) return env.interchange;
    issues.add('outside-envelope', s, t.outside(s.tag, container));
    return env.addInterchange(blankInterchange(s, index, run));
  };

  // A run of segments outside any message or set is one finding, on its first segment.
  let outsideRun = -2;
  const step = (s: Segment, index: number): void => {
    if (s.unreadable) return;
    switch (s.tag) {
      case 'ISA':
        checkIsa(s, run.delimiters, dict.segments['ISA']?.elements ?? [], issues);
        interchangeDuplicate.check(interchangeControls, elementValue(s, 13), s, 'ISA13', issues);
        groupControls = new Set();
        env.openInterchange(s, interchangeOf(s, index, run));
        env.dropTransaction(index);
        return;
      case 'TA1':
        // An interchange acknowledgment: after the ISA, before any group.
        if (!env.interchange || env.group || env.transaction)
          issues.add('outside-envelope', s, t.outside(s.tag, t.containers.interchangeHeader));
        return;
      case 'GS': {
        const ic = ensureInterchange(s, index, t.containers.interchange);
        env.reportOpenGroup(s);
        env.endTransaction(s, index);
        checkGs(s, issues);
        groupDuplicate.check(groupControls, elementValue(s, 6), s, 'GS06', issues);
        setControls = new Set();
        env.openGroup(ic, {
          explicit: true,
          functionalId: elementValue(s, 1),
          sender: elementValue(s, 2),
          receiver: elementValue(s, 3),
          date: elementValue(s, 4),
          time: elementValue(s, 5),
          control: elementValue(s, 6),
          version: elementValue(s, 8),
          header: index,
          transactions: [],
        });
        return;
      }
      case 'ST': {
        env.endTransaction(s, index);
        let group = env.group;
        if (!group) {
          issues.add('outside-envelope', s, t.outside('ST', t.containers.group));
          const ic = env.interchange ?? env.addInterchange(blankInterchange(s, index, run));
          group = env.openGroup(ic, implicitGroup());
        }
        // Read without splitting: a batch has one ST per set.
        reader.read(s);
        const code = reader.value(0, 0);
        const control = reader.value(1, 0);
        env.openTransaction(group, { code, control, first: index, last: openLast });
        transactionDuplicate.check(setControls, control, s, 'ST02', issues);
        checkSt(s, reader.value(2, 0), group.version, issues);
        transactionUnknown.check(s, code, dict, issues);
        functionalId.check(s, code, group, dict, issues);
        return;
      }
      case 'SE':
        env.closeTransaction(s, index);
        return;
      case 'GE':
        groupEmpty.check(s, env.group, env.transaction !== undefined, issues);
        env.closeGroup(s, index);
        return;
      case 'IEA':
        env.closeInterchange(s, index, false);
        return;
      default: {
        const tx = env.transaction;
        // A tag our dictionary does not name may still be a segment of the set in its release (MTX and EFI
        // in a 005010 850): no claim about the standard. Against our guide, the guide walk reports it.
        if (!tx && index !== outsideRun + 1)
          issues.add('outside-envelope', s, t.outside(s.tag, t.containers.transaction));
        if (!tx) outsideRun = index;
        if (mayCarryGs1('x12', s.tag)) {
          reader.read(s);
          gs1CheckDigit.check('x12', s, issues, reader);
        }
      }
    }
  };
  return { env, reader, step };
}

/**
 * A set's guide check: the user's guide for the sets of its code, else ours for the set's code and
 * `release` (guideRelease), where we publish one; a walker per guide, reused.
 */
export function setGuides(reader: ElementReader, issues: Collector, guides: GuideBook, userGuide?: UserGuide) {
  const walkers = new Map<Guide, GuideWalker>();
  const own =
    userGuide && new GuideWalker({ guide: userGuide.guide, linked: false, name: userGuide.name, issues, reader });
  return (segments: Indexed<Segment>, tx: Transaction, release: string | undefined, last?: Map<string, number>) => {
    if (own && tx.code === userGuide?.guide.set) {
      own.check(segments, tx, last);
      return;
    }
    const guide = release === undefined ? undefined : guides(tx.code, release);
    if (!guide) return;
    let walker = walkers.get(guide);
    if (!walker) {
      const name = issueText.guideName(guide.set, guide.release);
      walker = new GuideWalker({ guide, linked: true, name, issues, reader });
      walkers.set(guide, walker);
    }
    walker.check(segments, tx, last);
  };
}
