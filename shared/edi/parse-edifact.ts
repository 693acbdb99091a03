import { issueText } from '../../content/inspector/issues';
import { isGroup, type EdifactDirectory, type GroupRef, type StructureNode } from '../../content/directories/directory-types';
import { Collector, LazySegment, lineBreakFinder, numberEquals, skipBlank, tagAt, type ElementSplitter } from './scan';
import type { Delimiters, Group, Interchange, ParseResult, Segment, Transaction } from './types';

const DEFAULTS = { component: ':', element: '+', decimal: '.', release: '?', segment: "'" } as const;
const value = (s: Segment | undefined, n: number, c = 1) => s?.elements[n - 1]?.[c - 1] ?? '';

/** An EDIFACT document split into segments, not yet checked (that needs the directory). */
export interface EdifactScan {
  result: ParseResult;
  issues: Collector;
  /** False when the delimiters did not fit: the envelopes are then not checked. */
  complete: boolean;
}

/**
 * Parses an EDIFACT interchange (delimiters from UNA, or the ISO 9735 defaults), honouring the
 * release character, then checks envelopes and each message against its D.96A structure.
 */
export function parseEdifact(text: string, start: number, directory: EdifactDirectory): ParseResult {
  return checkEdifact(scanEdifact(text, start), directory);
}

/** The first half of parseEdifact, which needs no directory: it can run while the directory loads. */
export function scanEdifact(text: string, start: number): EdifactScan {
  const issues = new Collector();
  const result: ParseResult = {
    standard: 'edifact',
    delimiters: undefined,
    segments: [],
    interchanges: [],
    issues: issues.list,
    length: text.length,
  };
  let i = start;
  let d: Delimiters = { ...DEFAULTS };
  if (text.startsWith('UNA', start)) {
    const una = text.slice(start + 3, start + 9);
    const [component = '', element = '', decimal = '', release = '', , segment = ''] = una;
    d = { component, element, decimal, segment, ...(release !== ' ' && { release }) };
    result.segments.push({ pos: 1, tag: 'UNA', elements: [...una].map((c) => [c]) });
    i = start + 9;
  }
  result.delimiters = d;
  return { result, issues, complete: scan(text, i, d, result, issues) };
}

/** The second half: envelopes, and each message against its D.96A structure. */
export function checkEdifact({ result, issues, complete }: EdifactScan, directory: EdifactDirectory): ParseResult {
  if (complete) checkEnvelopes(result, directory, issues);
  return result;
}

/**
 * Finds the segments and their tags in one pass (elements are split on first use); false when the
 * delimiters do not fit.
 */
function scan(text: string, from: number, d: Delimiters, result: ParseResult, issues: Collector): boolean {
  const { element, component, segment: terminator } = d;
  const release = d.release ?? '';
  const splitter = elementSplitter(d);
  const hasLineBreak = lineBreakFinder(text, false);
  let i = skipBlank(text, from);
  while (i < text.length) {
    let j = text.indexOf(terminator, i);
    if (release) while (j >= 0 && isReleased(text, i, j, release)) j = text.indexOf(terminator, j + 1);
    if (j < 0) j = text.length;
    let k = i;
    while (k < j && k - i < 4 && text[k] !== element && text[k] !== component && text[k] !== release) k += 1;
    const pos = result.segments.length + 1;
    const tag = tagAt(text, i, k);
    if (tag === undefined || (k < j && text[k] !== element)) {
      const raw = text.slice(i, Math.min(j, i + 12));
      issues.error('delimiters', pos, raw.slice(0, 3), delimiterMessage(raw, d));
      return false;
    }
    if (hasLineBreak(i, j)) {
      issues.error('delimiters', pos, tag, issueText.wrongSegmentTerminator(tag, terminator));
      return false;
    }
    result.segments.push(new LazySegment(pos, tag, text, i, j, splitter));
    i = skipBlank(text, j + 1);
  }
  return true;
}

/** Whether the character at `at` is released: preceded by an odd run of release characters (`??'` ends a segment). */
function isReleased(text: string, from: number, at: number, release: string): boolean {
  let n = 0;
  while (at - n - 1 >= from && text[at - n - 1] === release) n += 1;
  return n % 2 === 1;
}

/** Splits one segment (tag included) into elements and components, honouring the release character. */
function elementSplitter(d: Delimiters): ElementSplitter {
  const { element, component, segment: terminator } = d;
  const release = d.release ?? '';
  return (text, from, to) => {
    const elements: string[][] = [];
    let components: string[] = [];
    let buffer = '';
    let tokenStart = from;
    for (let j = from; j < to; j += 1) {
      const c = text[j];
      if (c === release) {
        buffer += text.slice(tokenStart, j) + (text[j + 1] ?? '');
        j += 1;
        tokenStart = j + 1;
      } else if (c === element || c === component) {
        components.push(buffer + text.slice(tokenStart, j));
        buffer = '';
        tokenStart = j + 1;
        if (c === element) {
          elements.push(components);
          components = [];
        }
      }
    }
    // The last element ends at the terminator, or at the end of an unterminated document (blanks dropped).
    const rest = buffer + text.slice(Math.min(tokenStart, to), to);
    const last = text[to] === terminator ? rest : rest.trimEnd();
    if (last || components.length || text[to] === terminator) elements.push([...components, last]);
    return { elements: elements.slice(1) };
  };
}

function delimiterMessage(raw: string, d: Delimiters): string {
  let k = 0;
  while (k < raw.length && k < 3 && /[A-Z]/.test(raw.charAt(k))) k += 1;
  const next = raw.charAt(k);
  if (k === 3 && next && !/[A-Za-z0-9]/.test(next))
    return issueText.wrongElementSeparator(raw.slice(0, 3), d.element, next);
  return issueText.notATag(raw);
}

const implicitGroup = (): Group => ({
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

function checkEnvelopes(result: ParseResult, directory: EdifactDirectory, issues: Collector) {
  const { segments, interchanges } = result;
  const t = issueText;
  let ic: Interchange | undefined;
  let group: Group | undefined;
  let msg: Transaction | undefined;
  let explicitGroups = false;

  const ensureInterchange = (s: Segment, index: number): Interchange => {
    if (ic) return ic;
    issues.error('outside-envelope', s.pos, s.tag, t.outside(s.tag, t.containers.interchange));
    ic = {
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
    };
    interchanges.push(ic);
    return ic;
  };
  const closeMessage = (last: number) => {
    if (msg) msg.last = last;
    msg = undefined;
  };

  segments.forEach((s, index) => {
    switch (s.tag) {
      case 'UNA':
        return;
      case 'UNB':
        if (ic) issues.error('missing-trailer', s.pos, 'UNB', t.missingTrailer('UNZ', 'Interchange', ic.control));
        ic = {
          senderQualifier: value(s, 2, 2),
          sender: value(s, 2),
          receiverQualifier: value(s, 3, 2),
          receiver: value(s, 3),
          date: value(s, 4),
          time: value(s, 4, 2),
          control: value(s, 5),
          version: `${value(s, 1)}:${value(s, 1, 2)}`,
          test: value(s, 11) === '1',
          header: index,
          groups: [],
        };
        interchanges.push(ic);
        group = undefined;
        explicitGroups = false;
        return;
      case 'UNG': {
        const owner = ensureInterchange(s, index);
        if (group?.explicit)
          issues.error('missing-trailer', s.pos, 'UNG', t.missingTrailer('UNE', 'Functional group', group.control));
        explicitGroups = true;
        group = {
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
        };
        owner.groups.push(group);
        return;
      }
      case 'UNH': {
        const owner = ensureInterchange(s, index);
        if (msg) issues.error('missing-trailer', s.pos, 'UNH', t.missingTrailer('UNT', 'Message', msg.control));
        closeMessage(index - 1);
        if (!group) {
          group = implicitGroup();
          owner.groups.push(group);
        }
        const code = value(s, 2);
        const version = `${value(s, 2, 2)}:${value(s, 2, 3)}`;
        msg = { code, control: value(s, 1), version, first: index, last: segments.length - 1 };
        group.transactions.push(msg);
        if (!directory.structures[code]) issues.error('message-unknown', s.pos, 'UNH', t.messageUnknown(code));
        else if (version !== 'D:96A' && code !== 'CONTRL')
          issues.warning('message-version', s.pos, 'UNH', t.messageVersion(code, version));
        return;
      }
      case 'UNT': {
        if (!msg) {
          issues.error('unexpected-trailer', s.pos, 'UNT', t.unexpectedTrailer('UNT', 'UNH'));
          return;
        }
        const count = index - msg.first + 1;
        if (!numberEquals(value(s, 1), count))
          issues.error('count', s.pos, 'UNT', t.count('UNT 0074', t.counted.segments, value(s, 1), count));
        if (value(s, 2) !== msg.control)
          issues.error('control', s.pos, 'UNT', t.control('UNT 0062', value(s, 2), 'UNH 0062', msg.control));
        msg.last = index;
        checkStructure(segments, msg, directory, issues);
        msg = undefined;
        return;
      }
      case 'UNE': {
        if (msg) issues.error('missing-trailer', s.pos, 'UNE', t.missingTrailer('UNT', 'Message', msg.control));
        closeMessage(index - 1);
        if (!group?.explicit) {
          issues.error('unexpected-trailer', s.pos, 'UNE', t.unexpectedTrailer('UNE', 'UNG'));
          return;
        }
        group.trailer = index;
        const count = group.transactions.length;
        if (!numberEquals(value(s, 1), count))
          issues.error('count', s.pos, 'UNE', t.count('UNE 0060', t.counted.messages, value(s, 1), count));
        if (value(s, 2) !== group.control)
          issues.error('control', s.pos, 'UNE', t.control('UNE 0048', value(s, 2), 'UNG 0048', group.control));
        group = undefined;
        return;
      }
      case 'UNZ': {
        if (msg) issues.error('missing-trailer', s.pos, 'UNZ', t.missingTrailer('UNT', 'Message', msg.control));
        closeMessage(index - 1);
        if (group?.explicit)
          issues.error('missing-trailer', s.pos, 'UNZ', t.missingTrailer('UNE', 'Functional group', group.control));
        group = undefined;
        if (!ic) {
          issues.error('unexpected-trailer', s.pos, 'UNZ', t.unexpectedTrailer('UNZ', 'UNB'));
          return;
        }
        ic.trailer = index;
        // UNZ counts groups when the interchange has them, otherwise messages.
        const count = explicitGroups
          ? ic.groups.filter((g) => g.explicit).length
          : ic.groups.reduce((n, g) => n + g.transactions.length, 0);
        const what = explicitGroups ? t.counted.groups : t.counted.messages;
        if (!numberEquals(value(s, 1), count))
          issues.error('count', s.pos, 'UNZ', t.count('UNZ 0036', what, value(s, 1), count));
        if (value(s, 2) !== ic.control)
          issues.error('control', s.pos, 'UNZ', t.control('UNZ 0020', value(s, 2), 'UNB 0020', ic.control));
        ic = undefined;
        return;
      }
      default:
        if (!directory.segments[s.tag]) issues.error('unknown-tag', s.pos, s.tag, t.unknownTag(s.tag, 'EDIFACT D.96A'));
        if (!msg) issues.error('outside-envelope', s.pos, s.tag, t.outside(s.tag, t.containers.message));
    }
  });
  const last = segments[segments.length - 1];
  if (!last) return;
  if (msg) {
    issues.error('missing-trailer', last.pos, last.tag, t.missingTrailer('UNT', 'Message', msg.control));
  }
  if (group?.explicit)
    issues.error('missing-trailer', last.pos, last.tag, t.missingTrailer('UNE', 'Functional group', group.control));
  if (ic) issues.error('missing-trailer', last.pos, last.tag, t.missingTrailer('UNZ', 'Interchange', ic.control));
}

const triggerOf = (n: StructureNode): string =>
  isGroup(n) ? (n.children[0] ? triggerOf(n.children[0]) : '') : n.segment;

/** Per structure level: each child's trigger tag, and whether a later sibling starts with the same tag. */
interface Level {
  triggers: string[];
  laterSibling: boolean[];
}
const levels = new WeakMap<readonly StructureNode[], Level>();
function levelOf(children: readonly StructureNode[]): Level {
  let level = levels.get(children);
  if (!level) {
    const triggers = children.map(triggerOf);
    level = { triggers, laterSibling: triggers.map((t, k) => triggers.indexOf(t, k + 1) > k) };
    levels.set(children, level);
  }
  return level;
}

/**
 * Walks a message's segments along its D.96A structure: order, mandatory segments and groups,
 * maximum repeats. Unknown tags are skipped (they are reported once elsewhere). Each segment is
 * visited once; each step looks only at the children of one structure level.
 */
function checkStructure(segments: Segment[], msg: Transaction, directory: EdifactDirectory, issues: Collector) {
  const structure = directory.structures[msg.code];
  if (!structure || (msg.version !== 'D:96A' && msg.code !== 'CONTRL')) return;
  const t = issueText;
  const end = msg.last;
  let i = msg.first;
  const current = (): Segment | undefined => {
    while (i <= end && !directory.segments[segments[i]?.tag ?? '']) i += 1;
    return i <= end ? segments[i] : undefined;
  };
  const nameOf = (tag: string) => directory.segments[tag]?.name ?? tag;
  // Where a finding is, worded only when there is one (a valid message builds no text).
  const where = (group: GroupRef | undefined) =>
    group ? t.whereGroup(group.group, msg.code) : t.whereMessage(msg.code);

  const missing = (node: StructureNode, group: GroupRef | undefined) => {
    if (!node.required) return;
    const at = current() ?? segments[end];
    const pos = at?.pos ?? 0;
    const tag = at?.tag ?? '';
    if (isGroup(node))
      issues.error('group-missing', pos, tag, t.groupMissing(node.group, triggerOf(node), where(group)));
    else issues.error('segment-missing', pos, tag, t.segmentMissing(node.segment, nameOf(node.segment), where(group)));
  };

  /** One repetition of `children` from `from`; returns at a tag none of the remaining children starts. */
  const matchList = (children: readonly StructureNode[], from: number, group: GroupRef | undefined): void => {
    const { triggers, laterSibling } = levelOf(children);
    let cursor = from;
    for (;;) {
      const seg = current();
      const k = seg ? triggers.indexOf(seg.tag, cursor) : -1;
      if (k < 0) {
        if (seg && !group) {
          issues.error('segment-order', seg.pos, seg.tag, t.segmentOrder(seg.tag, msg.code));
          i += 1;
          continue;
        }
        for (let c = cursor; c < children.length; c += 1) missing(children[c] as StructureNode, group);
        return;
      }
      for (let c = cursor; c < k; c += 1) missing(children[c] as StructureNode, group);
      const node = children[k] as StructureNode;
      const trigger = triggers[k] ?? '';
      let reps = 0;
      for (let s = current(); s?.tag === trigger; s = current()) {
        if (reps === node.maxRepeat) {
          if (laterSibling[k]) break;
          issues.error(
            'segment-repeat',
            s.pos,
            s.tag,
            isGroup(node)
              ? t.groupRepeat(node.group, node.maxRepeat)
              : t.segmentRepeat(s.tag, node.maxRepeat, where(group)),
          );
        }
        reps += 1;
        i += 1;
        if (isGroup(node)) matchList(node.children, 1, node);
      }
      cursor = k + 1;
    }
  };
  matchList(structure, 0, undefined);
}
