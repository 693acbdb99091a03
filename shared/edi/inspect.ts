/**
 * The engine's entry point, the one the browser's worker, the no-JavaScript page and the API share:
 * read the document into segments (ingest), then check each run of them against its standard.
 */
import { issueText } from '../../content/inspector/issues';
import type { EdifactDirectory, X12Dictionary } from '../../content/directories/directory-types';
import { checkEdifact } from './check-edifact';
import { checkX12 } from './check-x12';
import { Collector, DOCUMENT } from './findings';
import { ingest, isaAt, type Ingested } from './ingest';
import { skipBlank } from './scan';
import { MAX_DOCUMENT_CHARS, type Interchange, type ParseResult } from './types';
import type { StandardId } from '../standards';

/** The standard of a document by its first segment (after a byte-order mark and blank lines). */
export function detectStandard(text: string): { standard: StandardId; start: number } | undefined {
  let start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  start = skipBlank(text, start);
  if (isaAt(text, start)) return { standard: 'x12', start };
  if (text.startsWith('UNA', start) || text.startsWith('UNB', start)) return { standard: 'edifact', start };
  return undefined;
}

export interface Dictionaries {
  x12: X12Dictionary;
  /** Needed only for documents with EDIFACT in them; the browser loads it on demand. */
  edifact: EdifactDirectory | undefined;
}

/** The result for a document that is not read: too large, or not EDI. */
function refused(text: string): ParseResult | undefined {
  const issues = new Collector();
  if (text.length > MAX_DOCUMENT_CHARS) issues.add('too-large', DOCUMENT, issueText.tooLarge('5 MB'));
  else if (!detectStandard(text)) issues.add('not-edi', DOCUMENT, issueText.notEdi);
  else return undefined;
  const { issues: list, truncated } = issues.finish(text, []);
  return {
    standard: undefined,
    delimiters: undefined,
    segments: [],
    interchanges: [],
    issues: list,
    truncated,
    counts: issues.counts,
    length: text.length,
  };
}

/** Checks what ingest read: each run against its standard, then the findings finished. */
function check(text: string, { segments, runs }: Ingested, issues: Collector, d: Dictionaries): ParseResult {
  const interchanges: Interchange[] = [];
  for (const run of runs) {
    if (run.standard === 'x12') checkX12(segments, run, d.x12, issues, interchanges);
    else if (d.edifact) checkEdifact(segments, run, d.edifact, issues, interchanges);
    else throw new Error('inspect: the EDIFACT directory is not loaded');
  }
  const transactions = interchanges
    .flatMap((ic) => ic.groups.flatMap((g) => g.transactions))
    .sort((a, b) => a.first - b.first);
  const { issues: list, truncated } = issues.finish(text, transactions);
  return {
    standard: runs[0]?.standard,
    delimiters: runs[0]?.delimiters,
    segments,
    interchanges,
    issues: list,
    truncated,
    counts: issues.counts,
    length: text.length,
  };
}

/** Reads and checks one document. */
export function inspect(text: string, dictionaries: Dictionaries): ParseResult {
  const refusal = refused(text);
  if (refusal) return refusal;
  const issues = new Collector();
  const start = detectStandard(text)?.start ?? 0;
  return check(text, ingest(text, start, issues), issues, dictionaries);
}

/**
 * inspect() with the dictionaries loaded while the document is read: `load` is told whether the
 * document holds EDIFACT (the only directory worth fetching on demand).
 */
export async function inspectLoading(
  text: string,
  load: (edifact: boolean) => Promise<Dictionaries>,
): Promise<{ result: ParseResult; dictionaries: Dictionaries }> {
  const refusal = refused(text);
  if (refusal) return { result: refusal, dictionaries: await load(false) };
  const issues = new Collector();
  const ingested = ingest(text, detectStandard(text)?.start ?? 0, issues);
  const dictionaries = await load(ingested.runs.some((r) => r.standard === 'edifact'));
  return { result: check(text, ingested, issues, dictionaries), dictionaries };
}
