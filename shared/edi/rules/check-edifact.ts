/**
 * Checks the EDIFACT interchanges of one run of segments: envelopes (UNB/UNZ, UNG/UNE, UNH/UNT with
 * their counts and references) and each message against its D.96A structure.
 */
import { issueText } from './messages';
import type { EdifactDirectory } from '../model/directory';
import { ElementChecker } from './check-elements';
import { firstOutside, levelOf, type SyntaxLevel } from '../syntax/character-sets';
import { isDate, isTime } from '../syntax/dates';
import { ElementReader } from '../syntax/element-reader';
import { StructureWalker } from './check-message-structure';
import { directoryId } from '../model/directory-id';
import { Envelopes, implicitGroup, type EnvelopeNames, type LevelNames } from '../syntax/envelope';
import type { Collector } from './findings';
import { mayCarryGs1, reportGs1 } from './gs1';
import type { Run } from '../syntax/ingest';
import { checkUnique } from './check-x12-envelope';
import type { Interchange, Segment } from '../model/types';

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
  // CONTRL is a service message: its structure is the same in every directory.
  const anyDirectory = Object.values(directories)[0];
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
  for (let index = run.first; index <= run.last; index += 1) {
    const s = segments[index];
    if (!s || s.unreadable || s.tag === 'UNA') continue;
    if (level && s.source !== undefined) {
      const outside = firstOutside(s.source, s.start ?? 0, s.end ?? 0, level, run.delimiters);
      if (outside !== undefined && !issues.counted('character-set'))
        issues.add('character-set', s, t.characterSet(s.tag, outside, `UNO${level}`));
    }
    if (interactive && s.tag !== 'UNB' && s.tag !== 'UNA') {
      // Up to UIZ, or to the UNZ of the batch interchange around an interactive message (whose count then
      // cannot be checked: its messages are not read).
      if (s.tag === 'UNZ') env.closeInterchange(s, index, !explicitGroups, true);
      if (s.tag === 'UIZ' || s.tag === 'UNZ') interactive = false;
      continue;
    }
    switch (s.tag) {
      case 'UIB':
      case 'UIH':
        // Interactive EDIFACT (ISO 9735-3): one finding, not one per segment.
        issues.add('interactive-edifact', s, t.interactive(s.tag));
        interactive = true;
        continue;
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
        checkServiceAdvice(segments[index - 1], value(s, 1, 2), issues);
        checkUnique(interchangeControls, value(s, 5), s, 'interchange-duplicate', 'UNB 0020', issues);
        reportGs1('edifact', s, issues);
        continue;
      case 'UNG': {
        const owner = ensureInterchange(s, index);
        env.reportOpenGroup(s);
        explicitGroups = true;
        checkUnique(groupControls, value(s, 5), s, 'group-duplicate', 'UNG 0048', issues);
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
        continue;
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
        env.openTransaction(group, { code, control: reader.value(0, 0), version, first: index, last: run.last });
        checkUnique(messageControls, reader.value(0, 0), s, 'transaction-duplicate', 'UNH 0062', issues);
        directory =
          directories[directoryOverride ?? directoryId(release, issue)] ??
          (code === 'CONTRL' ? anyDirectory : undefined);
        checker.message(directory, reader.value(1, 4), code === 'CONTRL');
        if (!directory) issues.add('message-version', s, t.messageVersion(code, version), 'S009/0052');
        else if (!directory.structures[code] && !SECURITY_MESSAGES.has(code))
          issues.add('message-unknown', s, t.messageUnknown(code, directory.label), 'S009/0065');
        continue;
      }
      case 'UNT': {
        const msg = env.closeTransaction(s, index);
        if (msg && directory) structures.check(segments, msg, directory);
        directory = undefined;
        continue;
      }
      case 'UNE':
        env.closeGroup(s, index);
        continue;
      case 'UNZ':
        env.closeInterchange(s, index, !explicitGroups);
        continue;
      default: {
        const msg = env.transaction;
        const def = directory?.segments[s.tag];
        if (!msg && index !== outsideRun + 1) issues.add('outside-envelope', s, t.outside(s.tag, t.containers.message));
        if (!msg) outsideRun = index;
        // USH…USA, UST…USR: security segments (ISO 9735-5) around a message's data, service segments no
        // directory lists; they are not checked.
        else if (directory && !def && !SECURITY_TAG.test(s.tag) && !issues.counted('segment-unknown'))
          issues.add('segment-unknown', s, t.unknownTag(s.tag, `EDIFACT ${directory.label}`));
        if (msg && directory && def) {
          reader.read(s);
          checker.check(s, def);
          reportGs1('edifact', s, issues, reader);
        } else if (mayCarryGs1('edifact', s.tag)) {
          reader.read(s);
          reportGs1('edifact', s, issues, reader);
        }
      }
    }
  }
  const last = segments[run.last];
  if (last) env.finish(last);
}

/**
 * Security service messages (ISO 9735-6 and -9): no batch directory lists them, and their segments are
 * security segments (USH, USA, USC …), which are not checked.
 */
export const SECURITY_MESSAGES = new Set(['AUTACK', 'KEYMAN']);

/** Security service segments (ISO 9735-5 and -6): USA, USB, USC, USD, USE, USF, USH, USL, USR, UST, USU, USX, USY. */
export const SECURITY_TAG = /^US[A-Z]$/;

/** Syntax identifiers of code list 0001: UN/ECE's levels (UNOA…UNOY) and IATA's and Korea's (IATA, IATB, KECA). */
const SYNTAX_IDENTIFIERS = /^(UNO[A-KWXY]|IAT[AB]|KECA)$/;

/**
 * UNA's fifth character is the repetition separator from syntax version 4 on; before, ISO 9735 reserves it
 * (a space), so a character there declares a separator the interchange's own version does not have.
 */
export function checkServiceAdvice(una: Segment | undefined, version: string, issues: Collector): void {
  const fifth = una?.tag === 'UNA' ? (una.elements[4]?.[0] ?? ' ') : ' ';
  if (una && fifth !== ' ' && /^[123]$/.test(version))
    issues.add('interchange-delimiters', una, issueText.unaReserved(fifth, version), 'UNA5', { elementPos: 5 });
}

/**
 * UNB: the syntax identifier known, the date of preparation a real one in its syntax version's form (n6
 * YYMMDD to version 3, n8 CCYYMMDD in version 4), the time real, the control reference there.
 */
export function checkInterchangeHeader(s: Segment, issues: Collector): void {
  const t = issueText;
  const syntax = value(s, 1);
  if (!SYNTAX_IDENTIFIERS.test(syntax)) issues.add('interchange-syntax', s, t.syntaxUnknown(syntax), 'S001/0001');
  const version = value(s, 1, 2);
  const date = value(s, 4);
  const length = version === '4' ? 8 : /^[123]$/.test(version) ? 6 : date.length;
  if (!isDate(date) || date.length !== length)
    issues.add('interchange-date', s, t.unbDate(date, version, length), 'S004/0017');
  if (value(s, 5) === '')
    issues.add(
      'element-missing',
      s,
      t.elementMissing('UNB', '0020', 'Interchange control reference', 'ISO 9735'),
      '0020',
      {
        elementPos: 5,
      },
    );
  const time = value(s, 4, 2);
  if (!isTime(time)) issues.add('interchange-time', s, t.envelopeTime('UNB S004/0019', time), 'S004/0019');
}
