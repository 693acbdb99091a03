import { issueText } from '../../content/inspector/issues';
import type { X12Dictionary } from '../../content/directories/directory-types';
import { Envelopes, implicitGroup, type EnvelopeNames } from './envelope';
import { Collector, isBlank, LazySegment, lineBreakFinder, skipBlank, tagAt, type ElementSplitter } from './scan';
import type { Interchange, ParseResult, Segment } from './types';

/** ISA01…ISA16 fixed widths: together with the 16 separators, the tag and the terminator, 106 characters. */
const ISA_WIDTHS = [2, 10, 2, 10, 2, 15, 2, 15, 6, 4, 1, 5, 9, 1, 1, 1] as const;

const elementValue = (s: Segment | undefined, n: number) => s?.elements[n - 1]?.[0] ?? '';

/**
 * Parses an X12 interchange and checks its envelopes. Delimiters come from the ISA: the element
 * separator is its 4th character, the component separator ISA16, the segment terminator the character
 * after ISA16. Linear in the input.
 */
export function parseX12(text: string, start: number, dict: X12Dictionary): ParseResult {
  const issues = new Collector();
  const result: ParseResult = {
    standard: 'x12',
    delimiters: undefined,
    segments: [],
    interchanges: [],
    issues: issues.list,
    length: text.length,
  };
  const element = text.charAt(start + 3);
  // The ISA's 16th element separator is followed by ISA16 and then the segment terminator.
  let p = start;
  let found = 0;
  while (found < 16) {
    const next = text.indexOf(element, p + 1);
    if (next < 0 || next - start > 200) break;
    p = next;
    found += 1;
  }
  if (found < 16 || p + 2 >= text.length) {
    issues.error('isa-truncated', 1, 'ISA', issueText.isaTruncated(found));
    return result;
  }
  const component = text.charAt(p + 1);
  const terminator = text.charAt(p + 2);
  const isaRaw = text.slice(start, p + 2).split(element);
  const repetition = repetitionSeparator(isaRaw[11] ?? '', element, component, terminator);
  result.delimiters = { element, component, segment: terminator, ...(repetition && { repetition }) };

  const isa: Segment = { pos: 1, tag: 'ISA', elements: isaRaw.slice(1).map((v) => [v]) };
  result.segments.push(isa);
  const isaNames = dict.segments['ISA']?.elements ?? [];
  ISA_WIDTHS.forEach((width, i) => {
    const value = isaRaw[i + 1] ?? '';
    if (value.length !== width) {
      const ref = `ISA${String(i + 1).padStart(2, '0')}`;
      issues.error('isa-width', 1, 'ISA', issueText.isaWidth(ref, isaNames[i] ?? ref, width, value.length));
    }
  });

  const splitter = elementSplitter(element, component, repetition);
  const hasLineBreak = lineBreakFinder(text, true);
  let i = skipBlank(text, p + 3);
  while (i < text.length) {
    const end = text.indexOf(terminator, i);
    const stop = end < 0 ? text.length : end;
    let last = stop;
    while (last > i && isBlank(text.charCodeAt(last - 1))) last -= 1;
    if (last > i) {
      const pos = result.segments.length + 1;
      const sep = text.indexOf(element, i);
      const tagEnd = sep < 0 || sep > last ? last : sep;
      const tag = tagAt(text, i, tagEnd);
      if (tag === undefined) {
        const raw = text.slice(i, last);
        issues.error('delimiters', pos, tagPrefix(raw), delimiterMessage(raw, element, terminator));
        return result;
      }
      if (hasLineBreak(i, last)) {
        issues.error('delimiters', pos, tag, issueText.wrongSegmentTerminator(tag, terminator));
        return result;
      }
      result.segments.push(new LazySegment(pos, tag, text, tagEnd + 1, last, splitter));
    }
    i = skipBlank(text, stop + 1);
  }
  checkEnvelopes(result, dict, issues);
  return result;
}

/**
 * ISA11: the repetition separator from 00402 on, a letter (U, the standards identifier) before. Only a
 * character other than the other delimiters, a letter or a digit counts as one.
 */
function repetitionSeparator(isa11: string, ...others: string[]): string | undefined {
  if (isa11.length !== 1 || /[A-Za-z0-9 ]/.test(isa11) || others.includes(isa11)) return undefined;
  return isa11;
}

/** Splits a segment's elements into components, and repeated elements into their occurrences. */
function elementSplitter(element: string, component: string, repetition: string | undefined): ElementSplitter {
  const components = (v: string) => (v.includes(component) ? v.split(component) : [v]);
  return (text, from, to) => {
    if (from > to) return { elements: [] };
    const parts = text.slice(from, to).split(element);
    let repetitions: Record<number, string[][]> | undefined;
    const elements = parts.map((v, i) => {
      if (!repetition || !v.includes(repetition)) return components(v);
      const occurrences = v.split(repetition).map(components);
      (repetitions ??= {})[i] = occurrences;
      return occurrences[0] ?? [''];
    });
    return repetitions ? { elements, repetitions } : { elements };
  };
}

/** The letters and digits a segment starts with (at most 3): its tag, when delimiters are wrong. */
function tagPrefix(raw: string): string {
  let i = 0;
  while (i < raw.length && i < 3 && /[A-Z0-9]/.test(raw.charAt(i))) i += 1;
  return raw.slice(0, i);
}

function delimiterMessage(raw: string, element: string, terminator: string): string {
  // A tag followed by punctuation: the sender used another element separator than the ISA declares.
  const i = tagPrefix(raw).length;
  const next = raw.charAt(i);
  if (i >= 2 && next && !/[A-Za-z0-9]/.test(next))
    return issueText.wrongElementSeparator(raw.slice(0, i), element, next);
  if (raw.includes('\n')) return issueText.wrongSegmentTerminator(raw.slice(0, 3), terminator);
  return issueText.notATag(raw.slice(0, 12));
}

const openInterchange = (s: Segment, index: number): Interchange => ({
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
});
const names: EnvelopeNames = {
  interchange: {
    header: 'ISA',
    trailer: 'IEA',
    title: 'Interchange',
    countRef: 'IEA01',
    controlRef: 'IEA02',
    headerControlRef: 'ISA13',
  },
  group: {
    header: 'GS',
    trailer: 'GE',
    title: 'Functional group',
    countRef: 'GE01',
    controlRef: 'GE02',
    headerControlRef: 'GS06',
  },
  transaction: {
    header: 'ST',
    trailer: 'SE',
    title: 'Transaction set',
    countRef: 'SE01',
    controlRef: 'SE02',
    headerControlRef: 'ST02',
  },
  transactions: issueText.counted.transactions,
};

function checkEnvelopes(result: ParseResult, dict: X12Dictionary, issues: Collector) {
  const { segments, interchanges } = result;
  const env = new Envelopes(names, issues, interchanges);
  const t = issueText;

  segments.forEach((s, index) => {
    switch (s.tag) {
      case 'ISA':
        env.openInterchange(s, openInterchange(s, index));
        env.dropTransaction(index);
        return;
      case 'GS': {
        let ic = env.interchange;
        if (!ic) {
          issues.error('outside-envelope', s.pos, s.tag, t.outside('GS', t.containers.interchange));
          ic = env.addInterchange({ ...openInterchange(s, index), control: '', sender: '', receiver: '', version: '' });
        }
        env.reportOpenGroup(s);
        env.endTransaction(s, index);
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
          issues.error('outside-envelope', s.pos, s.tag, t.outside('ST', t.containers.group));
          const ic = env.interchange ?? env.addInterchange(openInterchange(s, index));
          group = env.openGroup(ic, implicitGroup());
        }
        const code = elementValue(s, 1);
        env.openTransaction(group, { code, control: elementValue(s, 2), first: index, last: segments.length - 1 });
        if (!dict.transactionSets[code]) issues.error('transaction-unknown', s.pos, 'ST', t.transactionUnknown(code));
        else {
          const expected = dict.functionalIds[code];
          if (group.explicit && expected && expected !== group.functionalId)
            issues.error('functional-id', s.pos, 'ST', t.functionalId(code, expected, group.functionalId));
        }
        return;
      }
      case 'SE':
        env.closeTransaction(s, index);
        return;
      case 'GE':
        env.closeGroup(s, index);
        return;
      case 'IEA':
        env.closeInterchange(s, index, false);
        return;
      default:
        if (!dict.segments[s.tag]) issues.warning('unknown-tag', s.pos, s.tag, t.unknownTag(s.tag, 'X12'));
        if (!env.transaction)
          issues.error('outside-envelope', s.pos, s.tag, t.outside(s.tag, t.containers.transaction));
    }
  });
  const last = segments[segments.length - 1];
  if (last) env.finish(last);
}
