/**
 * A spool in a temporary file (stream/ack-skeleton.ts's Spool): records as JSON lines, written in blocks of
 * 64 KB and read back in blocks, so that `northwind-edi ack` holds neither the document's sets nor its answer in
 * memory, nor `inspect` and `ack` the segments of a very long set (stream/set-spill.ts). Each record is encoded
 * into the block's bytes as it comes, not held as a string until its block is written (a string so held can
 * outlive the young generation and end as old garbage). Synchronous reads: the acknowledgment's writer reads its
 * records in a plain loop.
 */
import { closeSync, ftruncateSync, mkdtempSync, openSync, readSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import type { Spool } from '../stream/ack-skeleton';

const BLOCK = 1 << 16;

export class FileSpool<T> implements Spool<T> {
  private readonly fd: number;
  /** The block being filled, and how many of its bytes are. */
  private readonly block = Buffer.allocUnsafe(BLOCK);
  private used = 0;
  private written = 0;

  constructor(path: string) {
    this.fd = openSync(path, 'w+');
  }

  add(item: T): void {
    const line = `${JSON.stringify(item)}\n`;
    // A UTF-16 unit is at most 3 bytes in UTF-8 (a surrogate pair, 2 units, is 4).
    if (this.used + line.length * 3 > BLOCK) this.flush();
    if (line.length * 3 > BLOCK) this.written += writeSync(this.fd, line, this.written, 'utf8');
    else this.used += this.block.write(line, this.used, 'utf8');
  }

  *replay(): Generator<T> {
    this.flush();
    const block = Buffer.alloc(BLOCK);
    const decoder = new StringDecoder('utf8');
    let rest = '';
    for (let at = 0; at < this.written;) {
      const n = readSync(this.fd, block, 0, block.length, at);
      if (n === 0) break;
      at += n;
      // Line by line out of the block's text: an array of its lines would outlive the young generation.
      const text = rest + decoder.write(block.subarray(0, n));
      let start = 0;
      for (let nl = text.indexOf('\n'); nl >= 0; nl = text.indexOf('\n', start)) {
        const item: T = JSON.parse(text.slice(start, nl));
        start = nl + 1;
        yield item;
      }
      rest = text.slice(start);
    }
  }

  clear(): void {
    this.used = 0;
    this.written = 0;
    ftruncateSync(this.fd, 0);
  }

  close(): void {
    closeSync(this.fd);
  }

  private flush(): void {
    if (this.used === 0) return;
    this.written += writeSync(this.fd, this.block, 0, this.used, this.written);
    this.used = 0;
  }
}

/** The spools of one command, in a temporary directory made when the first is needed and removed by close(). */
export class Spools {
  private dir: string | undefined;
  private readonly made: { close(): void }[] = [];

  make<T>(name: string): FileSpool<T> {
    this.dir ??= mkdtempSync(join(tmpdir(), 'northwind-edi-'));
    const spool = new FileSpool<T>(join(this.dir, `${name}-${this.made.length}`));
    this.made.push(spool);
    return spool;
  }

  close(): void {
    for (const spool of this.made) spool.close();
    if (this.dir) rmSync(this.dir, { recursive: true, force: true });
  }
}
