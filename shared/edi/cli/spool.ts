/**
 * A spool in a temporary file (stream/ack-skeleton.ts's Spool): records as JSON lines, written in blocks of
 * about 1 MB and read back in blocks, so that `northwind-edi ack` holds neither the document's sets nor its
 * answer in memory. Synchronous reads: the acknowledgment's writer reads its records in a plain loop.
 */
import { closeSync, ftruncateSync, openSync, readSync, writeSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import type { Spool } from '../stream/ack-skeleton';

const BLOCK = 1 << 16;

export class FileSpool<T> implements Spool<T> {
  private readonly fd: number;
  private pending: string[] = [];
  private size = 0;
  private written = 0;

  constructor(path: string) {
    this.fd = openSync(path, 'w+');
  }

  add(item: T): void {
    const line = `${JSON.stringify(item)}\n`;
    this.pending.push(line);
    this.size += line.length;
    if (this.size >= BLOCK) this.flush();
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
      const lines = (rest + decoder.write(block.subarray(0, n))).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) {
        const item: T = JSON.parse(line);
        yield item;
      }
    }
  }

  clear(): void {
    this.pending = [];
    this.size = 0;
    this.written = 0;
    ftruncateSync(this.fd, 0);
  }

  close(): void {
    closeSync(this.fd);
  }

  private flush(): void {
    if (this.pending.length === 0) return;
    const text = this.pending.join('');
    this.pending = [];
    this.size = 0;
    this.written += writeSync(this.fd, text, this.written, 'utf8');
  }
}
