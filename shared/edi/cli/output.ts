/** Writing to standard output with back-pressure: a 50 MB conversion goes out chunk by chunk, never held whole. */
import { once } from 'node:events';

export async function write(chunk: string | Uint8Array): Promise<void> {
  if (!process.stdout.write(chunk)) await once(process.stdout, 'drain');
}

export async function writeAll(chunks: Iterable<string>): Promise<void> {
  for (const chunk of chunks) await write(chunk);
}
