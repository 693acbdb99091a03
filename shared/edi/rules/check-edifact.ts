/**
 * Checks the EDIFACT interchanges of one run of segments: envelopes (UNB/UNZ, UNG/UNE, UNH/UNT with
 * their counts and references) and each message against its D.96A structure.
 */
import { issueText } from './messages';
import type { EdifactDirectory } from '../model/directory';
import { ElementChecker } from './check-elements';
import { levelOf, type SyntaxLevel } from '../syntax/character-sets';
import { ElementReader } from '../syntax/element-reader';
import { StructureWalker } from './check-message-structure';
import { directoryId } from '../model/directory-id';
import { Envelopes, implicitGroup, type EnvelopeNames, type LevelNames } from '../syntax/envelope';
import type { Collector } from './findings';
import { mayCarryGs1 } from './gs1';
import { gs1CheckDigit } from './registry/gs1-check-digit';
import { characterSet } from './registry/character-set';
import { interactiveEdifact } from './registry/interactive-edifact';
import { messageVersion } from './registry/message-version';
import { messageUnknown } from './registry/message-unknown';
import { segmentUnknown } from './registry/segment-unknown';
import type { Run } from '../syntax/ingest';
import { interchangeDuplicate } from './registry/interchange-duplicate';
import { groupDuplicate } from './registry/group-duplicate';
import { transactionDuplicate } from './registry/transaction-duplicate';
import { checkInterchangeHeader, checkServiceAdvice } from './check-edifact-envelope';
import type { Interchange, Segment, Transaction } from '../model/types';
import type { Indexed } from '../model/structure-levels';

const value = (s: Segment | undefined, n: number, c = 1) => s?.elements[n - 1]?.[c - 1] ?? '';

const levelNames = (
  level: LevelNames['level'],
  header: string,
  trailer: string,
  title: string,
  count: string,
  control: string,
): LevelNames => ({
  level,
  header,
  trailer,
  title,
  countRef: `${trailer} ${count}`,
  controlRef: `${trailer} ${control}`,
  headerControlRef: `${header} ${control}`,
});
export const names: EnvelopeNames = {
  interchange: levelNames('interchange', 'UNB', 'UNZ', 'Interchange', '0036', '0020'),
  group: levelNames('group', 'UNG', 'UNE', 'Functional group', '0060', '0048'),
  transaction: levelNames('transaction', 'UNH', 'UNT', 'Message', '0074', '0062'),
  transactions: issueText.counted.messages,
};

export function checkEdifact(
  segments: readonly Segment[],
  run: Run,
  directories: Readonly<Record<string, EdifactDirectory>>,
  issues: Collector,
  interchanges: Interchange[],
  /** The directory that checks every message instead of the one its UNH names (InspectOptions.directory). */
  directoryOverride?: string,
  /** UNB 0020s seen in the document so far (unique within a file, like ISA13). */
  interchangeControls = new Set<string>(),
): void {
  const whole: SegmentSource = { at: (index) => segments[index], walk: (msg, check) => check(segments, msg) };
  const controls = interchangeControls;
  const { env, step } = edifactChecks(
    run,
    directories,
    issues,
    interchanges,
    directoryOverride,
    controls,
    whole,
    run.last,
  );
  for (let index = run.first; index <= run.last; index += 1) {
    const s = segments[index];
    if (s) step(s, index);
  }
  const last = segments[run.last];
  if (last) env.finish(last);
}

/**
 * The segments the checks look back at: the whole document's, or a stream's window (stream/window.ts) or
 * spool (stream/set-spill.ts). `walk` hands a closed message's segments to `check`, with `msg` as indexes
 * into them (and where each tag last occurs, when known).
 */
export interface SegmentSource {
  at(index: number): Segment | undefined;
  walk(
    msg: Transaction,
    check: (segments: Indexed<Segment>, msg: Transaction, last?: Map<string, number>) => void,
  ): void;
}

/**
 * The checks of one run, a segment at a time (`step`): checkEdifact feeds it a whole document's run,
 * stream/edifact-run.ts the segments of a document read in pieces. A message opened by UNH ends at `openLast`
 * until its UNT (or the run's end) closes it; its structure is checked at UNT.
 */
export function edifactChecks(
  run: Run,
  /** Read when a UNH names its directory (a stream loads more as messages name them). */
  directories: Readonly<Record<string, EdifactDirectory>>,
  issues: Collector,
  interchanges: Interchange[],
  directoryOverride: string | undefined,
  interchangeControls: Set<string>,
  segments: SegmentSource,
  openLast: number,
) {
  const t = issueText;
  const decimal = run.delimiters.decimal ?? '.';
  const reader = new ElementReader(run.delimiters);
  const env = new Envelopes(names, issues, interchanges, reader);
  const checker = new ElementChecker(issues, reader, decimal);
  const structures = new StructureWalker(issues);
  // The open interchange's syntax level (UNOA, UNOB restrict the characters; later ones are whole sets).
  let level: SyntaxLevel;
  // The open message's directory (the one its UNH names), when the data has it.
  let directory: EdifactDirectory | undefined;
  // The structure walk of a message at its UNT (made once: a batch of messages allocates no closure each).
  const checkStructure = (items: Indexed<Segment>, msg: Transaction, last?: Map<string, number>) => {
    if (directory) structures.check(items, msg, directory, last);
  };
  // Set by UNG and cleared only by UNB: UNZ then counts groups instead of messages.
  let explicitGroups = false;
  // UNG 0048 and UNH 0062 unique within their interchange.
  let groupControls = new Set<string>();
  let messageControls = new Set<string>();
  // Inside an interactive interchange or message (UIB…UIZ, UIH…UIT): reported once, its segments not checked.
  let interactive = false;
  const blank = (index: number): Interchange => ({
    standard: 'edifact',
    delimiters: run.delimiters,
    senderQualifier: '',
    sender: '',
    receiverQualifier: '',
    receiver: '',
    date: '',
    time: '',
    control: '',
    version: '',
    test: false,
    header: index,
    groups: [],
  });
  const ensureInterchange = (s: Segment, index: number) => {
    if (env.interchange) return env.interchange;
    issues.add('outside-envelope', s, t.outside(s.tag, t.containers.interchange));
    return env.addInterchange(blank(index));
  };

  // A run of segments outside any message or set is one finding, on its first segment.
  let outsideRun = -2;
  const step = (s: Segment, index: number): void => {
    if (s.unreadable || s.tag === 'UNA') return;
    if (level) characterSet.check(s, level, run.delimiters, issues);
    if (interactive && s.tag !== 'UNB' && s.tag !== 'UNA') {
      // Up to UIZ, or to the UNZ of the batch interchange around an interactive message (whose count then
      // cannot be checked: its messages are not read).
      if (s.tag === 'UNZ') env.closeInterchange(s, index, !explicitGroups, true);
      if (s.tag === 'UIZ' || s.tag === 'UNZ') interactive = false;
      return;
    }
    switch (s.tag) {
      case 'UIB':
      case 'UIH':
        // Interactive EDIFACT (ISO 9735-3): one finding, not one per segment.
        interactiveEdifact.check(s, issues);
        interactive = true;
        return;
      case 'UNB':
        env.openInterchange(s, {
          ...blank(index),
          senderQualifier: value(s, 2, 2),
          sender: value(s, 2),
          receiverQualifier: value(s, 3, 2),
          receiver: value(s, 3),
          date: value(s, 4),
          time: value(s, 4, 2),
          control: value(s, 5),
          version: `${value(s, 1)}:${value(s, 1, 2)}`,
          test: value(s, 11) === '1',
        });
        explicitGroups = false;
        groupControls = new Set();
        messageControls = new Set();
        level = levelOf(value(s, 1));
        checkInterchangeHeader(s, issues);
        checkServiceAdvice(segments.at(index - 1), value(s, 1, 2), issues);
        interchangeDuplicate.check(interchangeControls, value(s, 5), s, 'UNB 0020', issues);
        gs1CheckDigit.check('edifact', s, issues);
        return;
      case 'UNG': {
        const owner = ensureInterchange(s, index);
        env.reportOpenGroup(s);
        explicitGroups = true;
        groupDuplicate.check(groupControls, value(s, 5), s, 'UNG 0048', issues);
        env.openGroup(owner, {
          explicit: true,
          functionalId: value(s, 1),
          sender: value(s, 2),
          receiver: value(s, 3),
          date: value(s, 4),
          time: value(s, 4, 2),
          control: value(s, 5),
          version: `${value(s, 7)}:${value(s, 7, 2)}`,
          header: index,
          transactions: [],
        });
        return;
      }
      case 'UNH': {
        const owner = ensureInterchange(s, index);
        env.endTransaction(s, index);
        const group = env.group ?? env.openGroup(owner, implicitGroup());
        // Read without splitting: a batch has one UNH per message.
        reader.read(s);
        const code = reader.value(1, 0);
        const release = reader.value(1, 1);
        const issue = reader.value(1, 2);
        const version = `${release}:${issue}`;
        env.openTransaction(group, { code, control: reader.value(0, 0), version, first: index, last: openLast });
        transactionDuplicate.check(messageControls, reader.value(0, 0), s, 'UNH 0062', issues);
        directory =
          directories[directoryOverride ?? directoryId(release, issue)] ??
          // CONTRL is a service message: its structure is the same in every directory.
          (code === 'CONTRL' ? Object.values(directories)[0] : undefined);
        checker.message(directory, reader.value(1, 4), code === 'CONTRL');
        messageVersion.check(s, code, version, directory, issues);
        messageUnknown.check(s, code, directory, issues);
        return;
      }
      case 'UNT': {
        const msg = env.closeTransaction(s, index);
        if (msg && directory) segments.walk(msg, checkStructure);
        directory = undefined;
        return;
      }
      case 'UNE':
        env.closeGroup(s, index);
        return;
      case 'UNZ':
        env.closeInterchange(s, index, !explicitGroups);
        return;
      default: {
        const msg = env.transaction;
        const def = directory?.segments[s.tag];
        if (!msg && index !== outsideRun + 1) issues.add('outside-envelope', s, t.outside(s.tag, t.containers.message));
        if (!msg) outsideRun = index;
        else if (directory && !def) segmentUnknown.check(s, directory.label, issues);
        if (msg && directory && def) {
          reader.read(s);
          checker.check(s, def);
          gs1CheckDigit.check('edifact', s, issues, reader);
        } else if (mayCarryGs1('edifact', s.tag)) {
          reader.read(s);
          gs1CheckDigit.check('edifact', s, issues, reader);
        }
      }
    }
  };
  return { env, step };
}
