import { issueText } from '../../content/inspector/issues';
import type { EdifactDirectory, X12Dictionary } from './directory-types';
import { parseEdifact } from './parse-edifact';
import { parseX12 } from './parse-x12';
import { skipBlank } from './scan';
import { MAX_DOCUMENT_CHARS, type ParseResult, type Standard } from './types';

/** The standard of a document by its first segment (after a byte-order mark and blank lines). */
export function detectStandard(text: string): { standard: Standard; start: number } | undefined {
  let start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  start = skipBlank(text, start);
  if (text.startsWith('ISA', start)) return { standard: 'x12', start };
  if (text.startsWith('UNA', start) || text.startsWith('UNB', start)) return { standard: 'edifact', start };
  return undefined;
}

export interface Dictionaries {
  x12: X12Dictionary;
  /** Needed only for EDIFACT documents; the browser loads it on demand. */
  edifact: EdifactDirectory | undefined;
}

const empty = (text: string): ParseResult => ({ standard: undefined, delimiters: undefined, segments: [], interchanges: [], issues: [], length: text.length });

/** Parses and validates one document: the single entry point the browser and the server share. */
export function inspect(text: string, dictionaries: Dictionaries): ParseResult {
  if (text.length > MAX_DOCUMENT_CHARS) {
    return { ...empty(text), issues: [{ rule: 'too-large', severity: 'error', pos: 0, tag: '', message: issueText.tooLarge('5 MB') }] };
  }
  const detected = detectStandard(text);
  if (!detected) return { ...empty(text), issues: [{ rule: 'not-edi', severity: 'error', pos: 0, tag: '', message: issueText.notEdi }] };
  let result: ParseResult;
  if (detected.standard === 'x12') result = parseX12(text, detected.start, dictionaries.x12);
  else if (dictionaries.edifact) result = parseEdifact(text, detected.start, dictionaries.edifact);
  else throw new Error('inspect: the EDIFACT directory is not loaded');
  // In document order (stable: issues of one segment keep the order they were found in).
  result.issues.sort((a, b) => a.pos - b.pos);
  return result;
}
