/**
 * The commands on one document: `inspect` (findings as file:line:col severity code message, or the API's
 * report with --json), `ack` (the 997, 999, TA1 or CONTRL answering it) and `convert` (JSON, CSV, XML, Excel,
 * or our JSON back to EDI). Each returns its exit code: 0 clean, 1 errors found, 2 unusable input.
 * `inspect` and `ack` read the document in pieces (stream/inspect-stream.ts), in memory that grows with its
 * largest set, not with the file; `ack` spools what its answer needs of each set to a temporary file as the
 * set closes and writes the answer from there (writers/ack-stream.ts); `convert --to json|xml` writes each
 * set's part as it closes (stream/convert-stream.ts), `--to csv|xlsx` spools each set's rows until the columns
 * are known (stream/csv-stream.ts; Excel's zipped as they are read back, writers/xlsx-stream.ts), `--to edi`
 * reads our JSON in pieces (cli/json-to-edi.ts); a set longer than SPILL_AFTER is spilled and written from the
 * spill (stream/long-set.ts). `inspect --json` spools the envelopes' and sets' entries of its report as each
 * closes and writes the report from there (writers/report-stream.ts).
 */
import { isAckType } from '../writers/acknowledge';
import { acknowledgmentChunks } from '../writers/ack-stream';
import type { Answer } from '../writers/ack-stream-writers';
import type { SkeletonRecord, Spool } from '../stream/ack-skeleton';
import { Spools } from './spool';
import type { SpilledSegment } from '../stream/set-spill';
import { batched, type ConvertTarget } from '../writers/convert';
import { InspectStream, type StreamResult } from '../stream/inspect-stream';
import { ConvertObserver, type StreamTarget } from '../stream/convert-stream';
import { CsvSpooler, type SpooledTable } from '../stream/csv-stream';
import { XlsxRows, xlsxChunks } from '../writers/xlsx-stream';
import { ExcelLimitError, sheetName } from '../writers/to-xlsx';
import { reportChunks, ReportLevels, type ReportSet } from '../writers/report-stream';
import type { GroupRecord, InterchangeRecord } from '../stream/ack-skeleton';
import { parseGuide } from '../guide-format/read-guide';
import { userGuideOf } from '../guide-format/to-internal';
import type { InspectOptions, UserGuide } from '../model/types';
import type { DictionaryLoader } from '../model/dictionaries';
import { CLI_MAX_BYTES, readInput, readPieces, UnusableInput } from './input';
import { write, writeAll } from './output';
import { convertJsonToEdi } from './json-to-edi';

export interface DocumentOptions {
  json: boolean;
  directory?: string;
  guide?: string;
  /** A partner's guide in the public format (shared/edi/guide-format), read from this file. */
  guideFile?: string;
}

const options = (o: DocumentOptions, userGuide?: UserGuide): InspectOptions => ({
  maxChars: CLI_MAX_BYTES,
  ...(o.directory && { directory: o.directory.toLowerCase().replace(/\./g, '') }),
  ...(o.guide && { guide: o.guide }),
  ...(userGuide && { userGuide }),
});

/** The guide of --guide-file, or why it cannot be used (its first problem, with its path). */
async function userGuideFrom(path: string | undefined): Promise<UserGuide | undefined> {
  if (!path) return undefined;
  const parsed = parseGuide(await readInput(path));
  if ('problems' in parsed) {
    const [first] = parsed.problems;
    throw new UnusableInput(`${path}: not a guide: ${first?.path ?? ''}: ${first?.message ?? ''}`);
  }
  const guide = userGuideOf(parsed.guide);
  if (!guide) throw new UnusableInput(`${path}: only X12 guides of 004010 or 005010 check documents so far`);
  return guide;
}

/** What a document is checked with: the options, and the partner's guide of --guide-file read. */
const checksOf = async (o: DocumentOptions) => options(o, await userGuideFrom(o.guideFile));

/** X12 sets longer than this are spilled to a temporary file and walked from there (stream/set-spill.ts). */
const SPILL_AFTER = 20_000;

/**
 * Reads and checks a document in pieces, long sets spilled to `spools` (`keep`: the spool of what an
 * acknowledgment needs of its envelopes).
 */
async function stream(
  path: string,
  checks: InspectOptions,
  load: DictionaryLoader,
  spools: Spools,
  keep?: Spool<SkeletonRecord>,
): Promise<StreamResult> {
  let spilled: Spool<SpilledSegment> | undefined;
  const spill = { spool: () => (spilled ??= spools.make<SpilledSegment>('set')), after: SPILL_AFTER };
  const inspection = new InspectStream(load, checks, keep, spill);
  for await (const piece of readPieces(path)) await inspection.write(piece);
  const result = await inspection.end();
  const [refusal] = result.issues;
  if (result.refused && refusal)
    throw new UnusableInput(`${path === '-' ? 'standard input' : path}: ${refusal.message}`);
  return result;
}

/** Runs `command` with spools in a temporary directory, removed afterwards. */
async function spooling<T>(command: (spools: Spools) => Promise<T>): Promise<T> {
  const spools = new Spools();
  try {
    return await command(spools);
  } finally {
    spools.close();
  }
}

export async function inspectCommand(path: string, o: DocumentOptions, load: DictionaryLoader): Promise<number> {
  if (o.json) return spooling((spools) => inspectJson(path, o, load, spools));
  const result = await spooling(async (spools) => stream(path, await checksOf(o), load, spools));
  const name = path === '-' ? '<stdin>' : path;
  await writeAll(result.issues.map((f) => `${name}:${f.line}:${f.column} ${f.severity} ${f.code} ${f.message}\n`));
  return exitCode(result);
}

const exitCode = (result: StreamResult) => (result.issues.some((f) => f.severity === 'error') ? 1 : 0);

/**
 * The API's report, the text JSON.stringify(report(…)) gives for the whole reading: its interchanges, groups
 * and sets spooled as each closes, then written after the summary that counts them (writers/report-stream.ts).
 */
async function inspectJson(path: string, o: DocumentOptions, load: DictionaryLoader, spools: Spools) {
  const levels = new ReportLevels(
    spools.make<InterchangeRecord>('interchanges'),
    spools.make<GroupRecord>('groups'),
    spools.make<ReportSet>('sets'),
  );
  const checks = await checksOf(o);
  const result = await stream(path, checks, load, spools, levels);
  // The guide book and page links the inspection checked with (the loader's part that names no directory).
  const { guides, link } = await load([]);
  const { userGuide } = checks;
  const chunks = reportChunks(result, levels, options(o), {
    book: guides,
    ...(link && { link }),
    ...(userGuide && { userGuide }),
  });
  await writeAll(batched(chunks));
  await write('\n');
  return exitCode(result);
}

export async function ackCommand(
  path: string,
  type: string,
  o: DocumentOptions,
  load: DictionaryLoader,
): Promise<number> {
  const upper = type.toUpperCase();
  if (!isAckType(upper)) throw new UnusableInput(`--type must be 997, 999, TA1 or CONTRL, not "${type}"`);
  await spooling(async (spools) => {
    const skeleton = spools.make<SkeletonRecord>('levels');
    const result = await stream(path, await checksOf(o), load, spools, skeleton);
    // Each set's answer is written as the spool is read back; an interchange's once its trailer is (ack-stream.ts).
    let answered = false;
    const answers = () => spools.make<Answer>('answer');
    for (const chunk of acknowledgmentChunks(result.issues, result.count, skeleton, upper, answers)) {
      answered = true;
      await write(chunk);
    }
    if (!answered) throw new UnusableInput(`${path}: no interchange that a ${upper} answers`);
  });
  return 0;
}

export async function convertCommand(
  path: string,
  to: ConvertTarget,
  o: DocumentOptions,
  load: DictionaryLoader,
): Promise<number> {
  if (to === 'edi') await spooling((spools) => convertJsonToEdi(path, load, spools));
  else await spooling((spools) => convertInPieces(path, to, o, load, spools));
  return 0;
}

/**
 * Pieces of 16 KB for a conversion: the sets a piece closes are held (their segments, elements and trees) until
 * the piece's output is written, and writing a 64 KB piece's JSON or XML allocates about a young generation, so
 * they outlived it and the peak grew with the file (many ORDERS to JSON: 160 MB at 5 MB, 312 MB at 50 MB; with
 * 16 KB pieces, 154 and 164 MB, and faster).
 */
const CONVERT_PIECE = 16 * 1024;
/**
 * Pieces of 4 KB for CSV and Excel: each set is spooled both ways (its line items and a row per segment, as the
 * way is known only at the end: stream/csv-stream.ts), about twice JSON's garbage a set, so a 16 KB piece's sets
 * again outlived the young generation (many ORDERS to CSV: 152 MiB at 5 MB, 295 MiB at 50 MB; 151 and 163 MiB).
 */
const CSV_PIECE = 4 * 1024;

/**
 * JSON or XML written set by set as the document is read in pieces (stream/convert-stream.ts): nothing is
 * written before its first segment is read, so an input that is no EDI is refused with nothing written.
 */
async function convertInPieces(
  path: string,
  to: StreamTarget | 'xlsx',
  o: DocumentOptions,
  load: DictionaryLoader,
  spools: Spools,
) {
  // Long sets are spilled twice: for their checks, and to be written from when they close (stream/long-set.ts).
  let spilled: Spool<SpilledSegment> | undefined;
  const spill = { spool: () => (spilled ??= spools.make<SpilledSegment>('set')), after: SPILL_AFTER };
  const long = { spool: () => spools.make<SpilledSegment>('long'), after: SPILL_AFTER };
  const inspection = new InspectStream(load, await checksOf(o), false, spill);
  // CSV rows (and Excel's, as sheet XML) wait in temporary files until the columns are known (stream/csv-stream.ts).
  const sheet = to === 'xlsx' ? new XlsxRows() : undefined;
  const csv =
    to === 'csv' || sheet
      ? new CsvSpooler(spools.make<string>('lines'), spools.make<string>('rows'), 'lines', sheet?.encode)
      : undefined;
  const target = to === 'xlsx' ? 'csv' : to;
  const converter = new ConvertObserver(target, '', inspection.held, () => inspection.loaded, csv, long);
  inspection.observer = converter;
  for await (const piece of readPieces(path, csv ? CSV_PIECE : CONVERT_PIECE)) {
    await inspection.write(piece);
    if (inspection.loaded) await writeAll(batched(converter.take()));
  }
  const result = await inspection.end();
  const [refusal] = result.issues;
  if (result.refused && refusal)
    throw new UnusableInput(`${path === '-' ? 'standard input' : path}: ${refusal.message}`);
  if (sheet && csv) return writeWorkbook(path, sheet, csv.table());
  await writeAll(batched(converter.finish()));
}

/** The workbook of spooled rows, once Excel's limits are known to hold: a refused one writes nothing. */
async function writeWorkbook(path: string, sheet: XlsxRows, table: SpooledTable) {
  try {
    sheet.check(table.columns.length, table.way);
  } catch (error) {
    if (error instanceof ExcelLimitError) throw new UnusableInput(`${path}: ${error.message}`);
    throw error;
  }
  for (const chunk of xlsxChunks(table.columns, table.rows, sheetName(table.layout))) await write(chunk);
}
