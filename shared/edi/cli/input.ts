/**
 * The CLI's input: a file, or standard input for `-`, read as bytes and decoded as the API decodes a body
 * (UTF-8, else ISO 8859-1, which EDIFACT's UNOC and most X12 senders use). A file that cannot be read, or
 * that holds bytes no EDI document holds (NUL), is an unusable input (exit 2). `readInput` reads it whole;
 * `readPieces` in pieces of 64 KB, in constant memory (standard input is spooled to a temporary file first,
 * so that the choice of UTF-8 or ISO 8859-1, made on the whole input, comes before its first piece).
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';

export class UnusableInput extends Error {}

/** Largest document the command line reads (the inspector's file limit). */
export const CLI_MAX_BYTES = 100 * 1024 * 1024;

async function readStdin(): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of process.stdin) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += bytes.length;
    if (size > CLI_MAX_BYTES) throw new UnusableInput(`standard input is larger than ${CLI_MAX_BYTES / 1048576} MB`);
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
}

export async function readInput(path: string): Promise<string> {
  let bytes: Buffer;
  if (path === '-') bytes = await readStdin();
  else {
    try {
      bytes = await readFile(path);
    } catch (error) {
      const code = error instanceof Error && 'code' in error ? String(error.code) : '';
      throw new UnusableInput(
        code === 'ENOENT' ? `${path}: no such file` : `${path}: cannot be read (${code || 'error'})`,
      );
    }
    if (bytes.length > CLI_MAX_BYTES) throw new UnusableInput(`${path} is larger than ${CLI_MAX_BYTES / 1048576} MB`);
  }
  if (bytes.length === 0) throw new UnusableInput(`${path === '-' ? 'standard input' : path} is empty`);
  if (bytes.includes(0)) throw new UnusableInput(`${path === '-' ? 'standard input' : path} is not text`);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('latin1').decode(bytes);
  }
}

const PIECE = 64 * 1024;
const named = (path: string) => (path === '-' ? 'standard input' : path);

/** Standard input in a temporary file (at most CLI_MAX_BYTES), and the directory to remove afterwards. */
async function spoolStdin(): Promise<{ file: string; dir: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'northwind-edi-'));
  const file = join(dir, 'stdin');
  let size = 0;
  try {
    await pipeline(
      process.stdin,
      async function* (source: AsyncIterable<Buffer | string>) {
        for await (const chunk of source) {
          size += chunk.length;
          if (size > CLI_MAX_BYTES)
            throw new UnusableInput(`standard input is larger than ${CLI_MAX_BYTES / 1048576} MB`);
          yield chunk;
        }
      },
      createWriteStream(file),
    );
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return { file, dir };
}

/** Whether the file is UTF-8 (else it is read as ISO 8859-1); a NUL byte makes it no text at all. */
async function isUtf8(file: string, path: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let utf8 = true;
  for await (const bytes of createReadStream(file, { highWaterMark: PIECE })) {
    const chunk = Buffer.isBuffer(bytes) ? bytes : Buffer.from(String(bytes));
    if (chunk.includes(0)) throw new UnusableInput(`${named(path)} is not text`);
    if (!utf8) continue;
    try {
      decoder.decode(chunk, { stream: true });
    } catch {
      utf8 = false;
    }
  }
  if (utf8)
    try {
      decoder.decode();
    } catch {
      utf8 = false;
    }
  return utf8;
}

/** A read that failed (a directory, a file gone): the one-line reason readInput gives. */
function unreadable(path: string, error: unknown): unknown {
  if (error instanceof UnusableInput || !(error instanceof Error) || !('code' in error)) return error;
  const code = String(error.code);
  return new UnusableInput(code === 'ENOENT' ? `${path}: no such file` : `${path}: cannot be read (${code})`);
}

/** The input's text in pieces of `size` bytes, decoded as readInput decodes it whole (the same checks and reasons). */
export async function* readPieces(path: string, size = PIECE): AsyncGenerator<string> {
  try {
    yield* pieces(path, size);
  } catch (error) {
    throw unreadable(path, error);
  }
}

async function* pieces(path: string, piece: number): AsyncGenerator<string> {
  const spooled = path === '-' ? await spoolStdin() : undefined;
  const file = spooled?.file ?? path;
  try {
    const { size } = await stat(file);
    if (size > CLI_MAX_BYTES) throw new UnusableInput(`${path} is larger than ${CLI_MAX_BYTES / 1048576} MB`);
    if (size === 0) throw new UnusableInput(`${named(path)} is empty`);
    const decoder = new TextDecoder((await isUtf8(file, path)) ? 'utf-8' : 'latin1');
    for await (const bytes of createReadStream(file, { highWaterMark: piece })) {
      const text = decoder.decode(Buffer.isBuffer(bytes) ? bytes : Buffer.from(String(bytes)), { stream: true });
      if (text) yield text;
    }
    const rest = decoder.decode();
    if (rest) yield rest;
  } finally {
    if (spooled) await rm(spooled.dir, { recursive: true, force: true });
  }
}
