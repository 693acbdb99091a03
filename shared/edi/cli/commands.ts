/**
 * The commands on one document: `inspect` (findings as file:line:col severity code message, or the API's
 * report with --json), `ack` (the 997, 999, TA1 or CONTRL answering it) and `convert` (JSON, CSV, XML, Excel,
 * or our JSON back to EDI). Each returns its exit code: 0 clean, 1 errors found, 2 unusable input.
 * `inspect` and `ack` read the document in pieces (stream/inspect-stream.ts), in memory that grows with its
 * largest set, not with the file; `ack` spools what its answer needs of each set to a temporary file as the
 * set closes and writes the answer from there (writers/ack-stream.ts); `convert --to json|xml` writes each
 * set's part as it closes (stream/convert-stream.ts), `--to csv` spools each set's rows until the columns are
 * known (stream/csv-stream.ts). `inspect --json` and `convert --to xlsx|edi` read the document whole.
 */
import { isAckType } from '../writers/acknowledge';
import { acknowledgmentChunks } from '../writers/ack-stream';
import type { Answer } from '../writers/ack-stream-writers';
import type { SkeletonRecord, Spool } from '../stream/ack-skeleton';
import { Spools } from './spool';
import type { SpilledSegment } from '../stream/set-spill';
import { batched, textChunks, workbook, type ConvertTarget } from '../writers/convert';
import { jsonToEdi, JsonInputError } from '../writers/from-json';
import { inspectLoading } from '../inspect';
import { InspectStream, type StreamResult } from '../stream/inspect-stream';
import { ConvertObserver, type StreamTarget } from '../stream/convert-stream';
import { CsvSpooler } from '../stream/csv-stream';
import { report } from '../writers/report';
import { parseGuide } from '../guide-format/read-guide';
import { userGuideOf } from '../guide-format/to-internal';
import type { InspectOptions, UserGuide } from '../model/types';
import type { DictionaryLoader } from '../model/dictionaries';
import { CLI_MAX_BYTES, readInput, readPieces, UnusableInput } from './input';
import { write, writeAll } from './output';

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

/** Reads and checks a document; a document the engine cannot read at all is an unusable input. */
async function read(path: string, o: DocumentOptions, load: DictionaryLoader) {
  const text = await readInput(path);
  const inspected = await inspectLoading(text, load, options(o, await userGuideFrom(o.guideFile)));
  const refusal = inspected.result.issues.find((f) => f.code === 'not-edi' || f.code === 'too-large');
  if (refusal && inspected.result.interchanges.length === 0)
    throw new UnusableInput(`${path === '-' ? 'standard input' : path}: ${refusal.message}`);
  return { text, ...inspected };
}

/** X12 sets longer than this are spilled to a temporary file and walked from there (stream/set-spill.ts). */
const SPILL_AFTER = 20_000;

/**
 * Reads and checks a document in pieces, long sets spilled to `spools` (`keep`: the spool of what an
 * acknowledgment needs of its envelopes).
 */
async function stream(
  path: string,
  o: DocumentOptions,
  load: DictionaryLoader,
  spools: Spools,
  keep?: Spool<SkeletonRecord>,
): Promise<StreamResult> {
  let spilled: Spool<SpilledSegment> | undefined;
  const spill = { spool: () => (spilled ??= spools.make<SpilledSegment>('set')), after: SPILL_AFTER };
  const inspection = new InspectStream(load, options(o, await userGuideFrom(o.guideFile)), keep, spill);
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
  const { result } = o.json
    ? await read(path, { ...o }, load)
    : { result: await spooling((spools) => stream(path, o, load, spools)) };
  const errors = result.issues.some((f) => f.severity === 'error');
  if (o.json) await write(`${JSON.stringify(report(result, options(o)))}\n`);
  else {
    const name = path === '-' ? '<stdin>' : path;
    await writeAll(result.issues.map((f) => `${name}:${f.line}:${f.column} ${f.severity} ${f.code} ${f.message}\n`));
  }
  return errors ? 1 : 0;
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
    const result = await stream(path, o, load, spools, skeleton);
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
  if (to === 'edi') {
    const text = await readInput(path);
    try {
      await write(jsonToEdi(JSON.parse(text), (await load([])).guides));
    } catch (error) {
      if (error instanceof SyntaxError || error instanceof JsonInputError)
        throw new UnusableInput(`${path}: ${error.message}`);
      throw error;
    }
    return 0;
  }
  if (to === 'json' || to === 'xml' || to === 'csv') {
    await spooling((spools) => convertInPieces(path, to, o, load, spools));
    return 0;
  }
  const { result, dictionaries } = await read(path, o, load);
  if (to === 'xlsx') await write(await workbook(result, dictionaries));
  else await writeAll(textChunks(result, dictionaries, to, { schema: '' }));
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
 * JSON or XML written set by set as the document is read in pieces (stream/convert-stream.ts): nothing is
 * written before its first segment is read, so an input that is no EDI is refused with nothing written.
 */
async function convertInPieces(
  path: string,
  to: StreamTarget,
  o: DocumentOptions,
  load: DictionaryLoader,
  spools: Spools,
) {
  const inspection = new InspectStream(load, options(o, await userGuideFrom(o.guideFile)));
  // CSV rows wait in temporary files until the columns are known (stream/csv-stream.ts).
  const csv = to === 'csv' ? new CsvSpooler(spools.make<string>('lines'), spools.make<string>('rows')) : undefined;
  const converter = new ConvertObserver(to, '', inspection.held, () => inspection.loaded, csv);
  inspection.observer = converter;
  for await (const piece of readPieces(path, CONVERT_PIECE)) {
    await inspection.write(piece);
    if (inspection.loaded) await writeAll(batched(converter.take()));
  }
  const result = await inspection.end();
  const [refusal] = result.issues;
  if (result.refused && refusal)
    throw new UnusableInput(`${path === '-' ? 'standard input' : path}: ${refusal.message}`);
  await writeAll(batched(converter.finish()));
}
