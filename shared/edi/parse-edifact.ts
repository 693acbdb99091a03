import { issueText } from '../../content/inspector/issues';
import type { EdifactDirectory } from '../../content/directories/directory-types';
import { checkStructure } from './check-message-structure';
import { Envelopes, implicitGroup, type EnvelopeNames } from './envelope';
import { Collector } from './scan';
import { readUna, scanSegments } from './scan-edifact';
import type { ParseResult, Segment } from './types';

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
  const { delimiters, una, next } = readUna(text, start);
  if (una) result.segments.push(una);
  result.delimiters = delimiters;
  return { result, issues, complete: scanSegments(text, next, delimiters, result, issues) };
}

/** The second half: envelopes, and each message against its D.96A structure. */
export function checkEdifact({ result, issues, complete }: EdifactScan, directory: EdifactDirectory): ParseResult {
  if (complete) checkEnvelopes(result, directory, issues);
  return result;
}

const names: EnvelopeNames = {
  interchange: {
    header: 'UNB',
    trailer: 'UNZ',
    title: 'Interchange',
    countRef: 'UNZ 0036',
    controlRef: 'UNZ 0020',
    headerControlRef: 'UNB 0020',
  },
  group: {
    header: 'UNG',
    trailer: 'UNE',
    title: 'Functional group',
    countRef: 'UNE 0060',
    controlRef: 'UNE 0048',
    headerControlRef: 'UNG 0048',
  },
  transaction: {
    header: 'UNH',
    trailer: 'UNT',
    title: 'Message',
    countRef: 'UNT 0074',
    controlRef: 'UNT 0062',
    headerControlRef: 'UNH 0062',
  },
  transactions: issueText.counted.messages,
};

function checkEnvelopes(result: ParseResult, directory: EdifactDirectory, issues: Collector) {
  const { segments, interchanges } = result;
  const t = issueText;
  const env = new Envelopes(names, issues, interchanges);
  // Set by UNG and cleared only by UNB: UNZ then counts groups instead of messages.
  let explicitGroups = false;

  const ensureInterchange = (s: Segment, index: number) => {
    if (env.interchange) return env.interchange;
    issues.error('outside-envelope', s.pos, s.tag, t.outside(s.tag, t.containers.interchange));
    return env.addInterchange({
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
  };

  segments.forEach((s, index) => {
    switch (s.tag) {
      case 'UNA':
        return;
      case 'UNB':
        env.openInterchange(s, {
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
        });
        explicitGroups = false;
        return;
      case 'UNG': {
        const owner = ensureInterchange(s, index);
        env.reportOpenGroup(s);
        explicitGroups = true;
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
        const code = value(s, 2);
        const version = `${value(s, 2, 2)}:${value(s, 2, 3)}`;
        env.openTransaction(group, { code, control: value(s, 1), version, first: index, last: segments.length - 1 });
        if (!directory.structures[code]) issues.error('message-unknown', s.pos, 'UNH', t.messageUnknown(code));
        else if (version !== 'D:96A' && code !== 'CONTRL')
          issues.warning('message-version', s.pos, 'UNH', t.messageVersion(code, version));
        return;
      }
      case 'UNT': {
        const msg = env.closeTransaction(s, index);
        if (msg) checkStructure(segments, msg, directory, issues);
        return;
      }
      case 'UNE':
        env.closeGroup(s, index);
        return;
      case 'UNZ':
        env.closeInterchange(s, index, !explicitGroups);
        return;
      default:
        if (!directory.segments[s.tag]) issues.error('unknown-tag', s.pos, s.tag, t.unknownTag(s.tag, 'EDIFACT D.96A'));
        if (!env.transaction) issues.error('outside-envelope', s.pos, s.tag, t.outside(s.tag, t.containers.message));
    }
  });
  const last = segments[segments.length - 1];
  if (last) env.finish(last);
}
