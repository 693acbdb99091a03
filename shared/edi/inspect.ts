import { issueText } from '../../content/inspector/issues';
import type { EdifactDirectory, X12Dictionary } from '../../content/directories/directory-types';
import { checkEdifact, parseEdifact, scanEdifact } from './parse-edifact';
import { parseX12 } from './parse-x12';
import { skipBlank } from './scan';
import { MAX_DOCUMENT_CHARS, type ParseResult } from './types';
import type { StandardId } from '../standards';

/** The standard of a document by its first segment (after a byte-order mark and blank lines). */
export function detectStandard(text: string): { standard: StandardId; start: number } | undefined {
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

const empty = (text: string): ParseResult => ({
  standard: undefined,
  delimiters: undefined,
  segments: [],
  interchanges: [],
  issues: [],
  length: text.length,
});

/** The result for a document that is not parsed (too large, or not EDI), or the standard it is in. */
function refuse(text: string): ParseResult | { standard: StandardId; start: number } {
  if (text.length > MAX_DOCUMENT_CHARS) {
    return {
      ...empty(text),
      issues: [{ rule: 'too-large', severity: 'error', pos: 0, tag: '', message: issueText.tooLarge('5 MB') }],
    };
  }
  return (
    detectStandard(text) ?? {
      ...empty(text),
      issues: [{ rule: 'not-edi', severity: 'error', pos: 0, tag: '', message: issueText.notEdi }],
    }
  );
}

// In document order (stable: issues of one segment keep the order they were found in).
const ordered = (result: ParseResult) => {
  result.issues.sort((a, b) => a.pos - b.pos);
  return result;
};

/** Parses and validates one document: the single entry point the browser and the server share. */
export function inspect(text: string, dictionaries: Dictionaries): ParseResult {
  const detected = refuse(text);
  if ('issues' in detected) return detected;
  if (detected.standard === 'x12') return ordered(parseX12(text, detected.start, dictionaries.x12));
  if (!dictionaries.edifact) throw new Error('inspect: the EDIFACT directory is not loaded');
  return ordered(parseEdifact(text, detected.start, dictionaries.edifact));
}

/** inspect() while the dictionaries load: an EDIFACT document is split into segments in the meantime. */
export async function inspectWhileLoading(text: string, dictionaries: Promise<Dictionaries>): Promise<ParseResult> {
  const detected = refuse(text);
  if ('issues' in detected) return detected;
  if (detected.standard === 'x12') return inspect(text, await dictionaries);
  const scanned = scanEdifact(text, detected.start);
  const { edifact } = await dictionaries;
  if (!edifact) throw new Error('inspect: the EDIFACT directory is not loaded');
  return ordered(checkEdifact(scanned, edifact));
}
