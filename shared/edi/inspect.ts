/**
 * The engine's entry point, the one the browser's worker, the no-JavaScript page and the API share:
 * read the document into segments (ingest), then check each run of them against its standard.
 */
import { issueText } from './rules/messages';
import { checkEdifact } from './rules/check-edifact';
import { checkX12 } from './rules/check-x12';
import { directoryId } from './model/directory-id';
import { Collector, DOCUMENT } from './rules/findings';
import { ingest, isaAt, type Ingested, type Run } from './syntax/ingest';
import { skipBlank } from './syntax/scan';
import { ElementReader } from './syntax/element-reader';
import { guideUses } from './load/x12-guides';
import type { Dictionaries, DictionaryLoader, DirectoryLoader, EngineData } from './model/dictionaries';
import {
  MAX_DOCUMENT_CHARS,
  type InspectOptions,
  type Interchange,
  type ParseResult,
  type Segment,
} from './model/types';
import type { PerStandard, StandardId } from '../standards';
import { noLinks, type Linker } from './model/links';

/** The standard of a document by its first segment (after a byte-order mark and blank lines). */
export function detectStandard(text: string): { standard: StandardId; start: number } | undefined {
  let start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  start = skipBlank(text, start);
  if (isaAt(text, start)) return { standard: 'x12', start };
  // UIB: an interactive interchange (reported as such, not as something that is no EDI).
  if (text.startsWith('UNA', start) || text.startsWith('UNB', start) || text.startsWith('UIB+', start))
    return { standard: 'edifact', start };
  return undefined;
}

/**
 * Where reading starts: at the document's first segment, or (a damaged first header, a mail's text before
 * the EDI) at the first interchange header that starts a line, so that what follows is not lost.
 */
export function firstInterchange(text: string): { start: number; skipped: boolean } | undefined {
  const detected = detectStandard(text);
  if (detected) return { start: detected.start, skipped: false };
  const header = /[\r\n][ \t]*(ISA[^A-Za-z0-9\s]|UNA|UNB\+)/.exec(text);
  return header ? { start: header.index + header[0].length - (header[1]?.length ?? 0), skipped: true } : undefined;
}

/** Ingests from the first interchange, reporting the text skipped before it. */
function ingestFrom(text: string, issues: Collector): Ingested {
  const first = firstInterchange(text);
  const start = first?.start ?? 0;
  if (first?.skipped) issues.add('segment-unreadable', DOCUMENT, issueText.skipped(lineOf(text, start)));
  return ingest(text, start, issues);
}

export const lineOf = (text: string, offset: number) => text.slice(0, offset).split('\n').length;

export type { Dictionaries, DictionaryLoader, DirectoryLoader, EngineData } from './model/dictionaries';

/** A dictionary loader over the caller's data and a directory loader (the server's pooled data, the browser's assets). */
export const dictionaryLoader =
  (data: EngineData, directories: DirectoryLoader, link?: Linker): DictionaryLoader =>
  async (ids) => ({ ...data, edifact: await directories(ids), ...(link && { link }) });

const megabytes = (chars: number) => `${Math.round(chars / 1048576)} MB`;

/** The result for a document that is not read: too large, or not EDI. */
function refused(text: string, max = MAX_DOCUMENT_CHARS): ParseResult | undefined {
  const issues = new Collector();
  if (text.length > max) issues.add('too-large', DOCUMENT, issueText.tooLarge(megabytes(max)));
  else if (!firstInterchange(text)) issues.add('not-edi', DOCUMENT, issueText.notEdi);
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
function check(
  text: string,
  { segments, runs }: Ingested,
  issues: Collector,
  d: Dictionaries,
  options: InspectOptions,
): ParseResult {
  const interchanges: Interchange[] = [];
  const interchangeControls = new Set<string>();
  const edifactControls = new Set<string>();
  issues.link = d.link ?? noLinks;
  const checks: PerStandard<(run: Run) => void> = {
    x12: (run) =>
      checkX12(
        segments,
        run,
        d.x12,
        d.guides,
        issues,
        interchanges,
        interchangeControls,
        options.guide,
        options.userGuide,
      ),
    edifact: (run) => checkEdifact(segments, run, d.edifact, issues, interchanges, options.directory, edifactControls),
  };
  for (const run of runs) checks[run.standard](run);
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
    guides: guideUses(interchanges, d.guides, options.guide, options.userGuide, issues.link),
  };
}

/** Reads and checks one document (`options`: the overrides and the findings cap). */
export function inspect(text: string, dictionaries: Dictionaries, options: InspectOptions = {}): ParseResult {
  const refusal = refused(text, options.maxChars);
  if (refusal) return refusal;
  const issues = new Collector(options.maxFindings);
  return check(text, ingestFrom(text, issues), issues, dictionaries, options);
}

/** Whether a standard's messages name the directory they follow (EDIFACT's UNH); X12 has one dictionary. */
const namesDirectories: PerStandard<boolean> = { x12: false, edifact: true };

/** The directory that lends CONTRL its structure (the same in all). */
const CONTRL_DIRECTORY = 'd96a';

/**
 * Adds the directory id the UNH `s` names (S009 0052 and 0054) to `ids`, read as checkEdifact reads it
 * (`reader`: an ElementReader over its run's delimiters), so that the directory it looks up is the one loaded.
 */
export function addDirectoryNamed(s: Segment, standard: StandardId, ids: Set<string>, reader: ElementReader): void {
  if (!namesDirectories[standard] || s.tag !== 'UNH' || s.unreadable) return;
  reader.read(s);
  ids.add(directoryId(reader.value(1, 1), reader.value(1, 2)));
  // CONTRL names its syntax version (D:3), not a directory: its structure comes with any directory.
  if (reader.value(1, 0) === 'CONTRL') ids.add(CONTRL_DIRECTORY);
}

/** Whether a run of `standard` holds messages that name their directories. */
export const namesDirectoriesIn = (standard: StandardId): boolean => namesDirectories[standard];

/**
 * The directory ids the EDIFACT messages of a read document name in their UNH (S009 0052 and 0054), or
 * only `override` when one checks them all.
 */
export function directoriesNamed({ segments, runs }: Ingested, override?: string): string[] {
  if (override) return runs.some((r) => namesDirectories[r.standard]) ? [override] : [];
  const ids = new Set<string>();
  for (const run of runs) {
    if (!namesDirectories[run.standard]) continue;
    const reader = new ElementReader(run.delimiters);
    for (let i = run.first; i <= run.last; i += 1) {
      const s = segments[i];
      if (s) addDirectoryNamed(s, run.standard, ids, reader);
    }
  }
  return [...ids];
}

/** inspect() with the dictionaries loaded after the document is read: `load` gets the directories it names. */
export async function inspectLoading(
  text: string,
  load: DictionaryLoader,
  options: InspectOptions = {},
): Promise<{ result: ParseResult; dictionaries: Dictionaries }> {
  const refusal = refused(text, options.maxChars);
  if (refusal) return { result: refusal, dictionaries: await load([]) };
  const issues = new Collector(options.maxFindings);
  const ingested = ingestFrom(text, issues);
  const dictionaries = await load(directoriesNamed(ingested, options.directory));
  return { result: check(text, ingested, issues, dictionaries, options), dictionaries };
}
