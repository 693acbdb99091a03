/**
 * The CLI's input: a file, or standard input for `-`, read as bytes and decoded as the API decodes a body
 * (UTF-8, else ISO 8859-1, which EDIFACT's UNOC and most X12 senders use). A file that cannot be read, or
 * that holds bytes no EDI document holds (NUL), is an unusable input (exit 2).
 */
import { readFile } from 'node:fs/promises';

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
