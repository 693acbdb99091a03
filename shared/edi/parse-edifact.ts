import { issueText } from '../../content/inspector/issues';
import { isGroup, type EdifactDirectory, type StructureNode } from './directory-types';
import { Collector, isTag, numberEquals, skipBlank } from './scan';
import type { Delimiters, Group, Interchange, ParseResult, Segment, Transaction } from './types';

const DEFAULTS = { component: ':', element: '+', decimal: '.', release: '?', segment: "'" } as const;
const value = (s: Segment | undefined, n: number, c = 1) => s?.elements[n - 1]?.[c - 1] ?? '';

/**
 * Parses an EDIFACT interchange (delimiters from UNA, or the ISO 9735 defaults), honouring the
 * release character, then checks envelopes and each message against its D.96A structure.
 */
export function parseEdifact(text: string, start: number, directory: EdifactDirectory): ParseResult {
  const issues = new Collector();
  const result: ParseResult = { standard: 'edifact', delimiters: undefined, segments: [], interchanges: [], issues: issues.list, length: text.length };
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
  if (scan(text, i, d, result, issues)) checkEnvelopes(result, directory, issues);
  return result;
}

/** Splits segments, elements and components in one pass; false when the delimiters do not fit. */
function scan(text: string, from: number, d: Delimiters, result: ParseResult, issues: Collector): boolean {
  const { element, component, segment: terminator } = d;
  const release = d.release ?? '';
  let i = skipBlank(text, from);
  while (i < text.length) {
    const elements: string[][] = [];
    let components: string[] = [];
    let buffer = '';
    let tokenStart = i;
    let j = i;
    let lineBreak = false;
    for (; j < text.length; j += 1) {
      const c = text.charAt(j);
      if (c === release && release) {
        buffer += text.slice(tokenStart, j) + text.charAt(j + 1);
        j += 1;
        tokenStart = j + 1;
      } else if (c === terminator || c === element || c === component) {
        components.push(buffer + text.slice(tokenStart, j));
        buffer = '';
        tokenStart = j + 1;
        if (c !== component) {
          elements.push(components);
          components = [];
          if (c === terminator) break;
        }
      } else if (c === '\n') lineBreak = true;
    }
    if (j >= text.length && tokenStart < text.length) {
      const rest = (buffer + text.slice(tokenStart)).trimEnd();
      if (rest || components.length) elements.push([...components, rest]);
    }
    const pos = result.segments.length + 1;
    const tag = elements[0]?.[0] ?? '';
    if (!isTag(tag) || elements[0]?.length !== 1) {
      const raw = text.slice(i, Math.min(j, i + 12));
      issues.error('delimiters', pos, raw.slice(0, 3), delimiterMessage(raw, d));
      return false;
    }
    if (lineBreak) {
      issues.error('delimiters', pos, tag, issueText.wrongSegmentTerminator(tag, terminator));
      return false;
    }
    result.segments.push({ pos, tag, elements: elements.slice(1) });
    i = skipBlank(text, j + 1);
  }
  return true;
}

function delimiterMessage(raw: string, d: Delimiters): string {
  let k = 0;
  while (k < raw.length && k < 3 && /[A-Z]/.test(raw.charAt(k))) k += 1;
  const next = raw.charAt(k);
  if (k === 3 && next && !/[A-Za-z0-9]/.test(next)) return issueText.wrongElementSeparator(raw.slice(0, 3), d.element, next);
  return issueText.notATag(raw);
}

const implicitGroup = (): Group => ({ explicit: false, functionalId: '', sender: '', receiver: '', date: '', time: '', control: '', version: '', transactions: [] });

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
    ic = { senderQualifier: '', sender: '', receiverQualifier: '', receiver: '', date: '', time: '', control: '', version: '', test: false, header: index, groups: [] };
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
        if (group?.explicit) issues.error('missing-trailer', s.pos, 'UNG', t.missingTrailer('UNE', 'Functional group', group.control));
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
        else if (version !== 'D:96A' && code !== 'CONTRL') issues.warning('message-version', s.pos, 'UNH', t.messageVersion(code, version));
        return;
      }
      case 'UNT': {
        if (!msg) {
          issues.error('unexpected-trailer', s.pos, 'UNT', t.unexpectedTrailer('UNT', 'UNH'));
          return;
        }
        const count = index - msg.first + 1;
        if (!numberEquals(value(s, 1), count)) issues.error('count', s.pos, 'UNT', t.count('UNT 0074', t.counted.segments, value(s, 1), count));
        if (value(s, 2) !== msg.control) issues.error('control', s.pos, 'UNT', t.control('UNT 0062', value(s, 2), 'UNH 0062', msg.control));
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
        if (!numberEquals(value(s, 1), count)) issues.error('count', s.pos, 'UNE', t.count('UNE 0060', t.counted.messages, value(s, 1), count));
        if (value(s, 2) !== group.control) issues.error('control', s.pos, 'UNE', t.control('UNE 0048', value(s, 2), 'UNG 0048', group.control));
        group = undefined;
        return;
      }
      case 'UNZ': {
        if (msg) issues.error('missing-trailer', s.pos, 'UNZ', t.missingTrailer('UNT', 'Message', msg.control));
        closeMessage(index - 1);
        if (group?.explicit) issues.error('missing-trailer', s.pos, 'UNZ', t.missingTrailer('UNE', 'Functional group', group.control));
        group = undefined;
        if (!ic) {
          issues.error('unexpected-trailer', s.pos, 'UNZ', t.unexpectedTrailer('UNZ', 'UNB'));
          return;
        }
        ic.trailer = index;
        // UNZ counts groups when the interchange has them, otherwise messages.
        const count = explicitGroups ? ic.groups.filter((g) => g.explicit).length : ic.groups.reduce((n, g) => n + g.transactions.length, 0);
        const what = explicitGroups ? t.counted.groups : t.counted.messages;
        if (!numberEquals(value(s, 1), count)) issues.error('count', s.pos, 'UNZ', t.count('UNZ 0036', what, value(s, 1), count));
        if (value(s, 2) !== ic.control) issues.error('control', s.pos, 'UNZ', t.control('UNZ 0020', value(s, 2), 'UNB 0020', ic.control));
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
  if (group?.explicit) issues.error('missing-trailer', last.pos, last.tag, t.missingTrailer('UNE', 'Functional group', group.control));
  if (ic) issues.error('missing-trailer', last.pos, last.tag, t.missingTrailer('UNZ', 'Interchange', ic.control));
}

const triggerOf = (n: StructureNode): string => (isGroup(n) ? (n.children[0] ? triggerOf(n.children[0]) : '') : n.segment);

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

  const missing = (node: StructureNode, where: string) => {
    if (!node.required) return;
    const at = current() ?? segments[end];
    const pos = at?.pos ?? 0;
    const tag = at?.tag ?? '';
    if (isGroup(node)) issues.error('group-missing', pos, tag, t.groupMissing(node.group, triggerOf(node), where));
    else issues.error('segment-missing', pos, tag, t.segmentMissing(node.segment, nameOf(node.segment), where));
  };

  /** One repetition of `children` from `from`; returns at a tag none of the remaining children starts. */
  const matchList = (children: StructureNode[], from: number, where: string, top: boolean): void => {
    let cursor = from;
    for (;;) {
      const seg = current();
      let k = -1;
      if (seg) {
        for (let c = cursor; c < children.length; c += 1) {
          const child = children[c];
          if (child && triggerOf(child) === seg.tag) {
            k = c;
            break;
          }
        }
      }
      if (k < 0) {
        if (seg && top) {
          issues.error('segment-order', seg.pos, seg.tag, t.segmentOrder(seg.tag, msg.code));
          i += 1;
          continue;
        }
        for (let c = cursor; c < children.length; c += 1) missing(children[c] as StructureNode, where);
        return;
      }
      for (let c = cursor; c < k; c += 1) missing(children[c] as StructureNode, where);
      const node = children[k] as StructureNode;
      const trigger = triggerOf(node);
      let laterSibling = false;
      for (let c = k + 1; c < children.length && !laterSibling; c += 1) laterSibling = triggerOf(children[c] as StructureNode) === trigger;
      let reps = 0;
      for (let s = current(); s?.tag === trigger; s = current()) {
        if (reps === node.maxRepeat) {
          if (laterSibling) break;
          issues.error('segment-repeat', s.pos, s.tag, isGroup(node) ? t.groupRepeat(node.group, node.maxRepeat) : t.segmentRepeat(s.tag, node.maxRepeat, where));
        }
        reps += 1;
        i += 1;
        if (isGroup(node)) matchList(node.children, 1, t.whereGroup(node.group, msg.code), false);
      }
      cursor = k + 1;
    }
  };
  matchList(structure, 0, t.whereMessage(msg.code), true);
}
