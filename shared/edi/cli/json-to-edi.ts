/**
 * `northwind-edi convert --to edi`: our JSON read in pieces and written back to EDI set by set
 * (writers/from-json-stream.ts) into a temporary file, copied to standard output once the whole JSON is read
 * and written, so that a JSON found wrong at its end leaves nothing on standard output. A JSON the stream
 * leaves (not in our order, or wrong) is converted whole as before (jsonToEdi after JSON.parse): its EDI, or
 * JSON.parse's or the reader's exact message, in the memory the whole conversion takes.
 */
import type { DictionaryLoader } from '../model/dictionaries';
import { batched } from '../writers/convert';
import { jsonToEdi, JsonInputError } from '../writers/from-json';
import { JsonToEdiStream } from '../writers/from-json-stream';
import { readInput, readPieces, UnusableInput } from './input';
import { write, writeAll } from './output';
import type { Spools } from './spool';

export async function convertJsonToEdi(path: string, load: DictionaryLoader, spools: Spools): Promise<void> {
  const { guides } = await load([]);
  const edi = spools.make<string>('edi');
  // Standard input is kept to be read again whole if the stream leaves it.
  const input = path === '-' ? spools.make<string>('stdin') : undefined;
  const stream = new JsonToEdiStream(guides, (text) => edi.add(text));
  let streaming = true;
  for await (const piece of readPieces(path)) {
    input?.add(piece);
    if (streaming)
      try {
        stream.write(piece);
      } catch {
        streaming = false;
      }
  }
  if (streaming)
    try {
      stream.end();
    } catch {
      streaming = false;
    }
  if (streaming) return writeAll(batched(edi.replay()));
  edi.clear();
  const text = input ? [...input.replay()].join('') : await readInput(path);
  try {
    await write(jsonToEdi(JSON.parse(text), guides));
  } catch (error) {
    if (error instanceof SyntaxError || error instanceof JsonInputError)
      throw new UnusableInput(`${path}: ${error.message}`);
    throw error;
  }
}
