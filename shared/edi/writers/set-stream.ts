/**
 * One set or message of our JSON written segment by segment as its entries are read (from-json-stream.ts), so
 * that a set of any length takes the memory of one entry: the bytes of InterchangeWriter.transaction (from-json.ts)
 * on the whole set. What that recount needs from the whole set is counted as segments pass: the segments (SE01 /
 * UNT 0074), each tag (our guide's count rules, CNT+2's LIN) and the PO102 / IT102 hash total (CTT02). A segment
 * the recount may change is held back: the last (it may be the trailer), and every segment from the first one
 * whose tag a total takes (CTT, CNT) to the end, which in a set as written is its summary only.
 */
import type { CountRule, GuideBook } from '../model/guide';
import { releaseOf } from '../load/x12-guides';
import { engineStandards } from '../syntax/engine-standards';
import type { StandardId } from '../../standards';
import { flat, HASHED, InterchangeWriter, setValue, valueOf } from './from-json';
import { JsonInputError, type InNode, type InSegment } from './json-input';
import { jsonInputCopy as say } from './json-input-copy';

/** CTT02 keeps the rightmost ten digits of the sum (from-json.ts's hashTotal). */
const HASH_LIMIT = 10_000_000_000n;

export class SetStream {
  private readonly envelope;
  private readonly version: string;
  private head: InSegment | undefined;
  private written = 0;
  /** Segments not yet written: the last one read, or all from the first one a total takes. */
  private tail: InSegment[] = [];
  private holding = false;
  private rules: readonly CountRule[] = [];
  /** The tags whose first segment starts the hold. */
  private readonly holds = new Set<string>();
  private readonly counts = new Map<string, number>();
  private readonly sums = new Map<string, bigint>();

  constructor(
    private readonly writer: InterchangeWriter,
    private readonly standard: StandardId,
    groupHeader: InSegment | undefined,
    private readonly guides: GuideBook,
    /** The set's path in the JSON, for messages. */
    private readonly at: string,
  ) {
    this.envelope = engineStandards[standard].envelope;
    const { groupVersion } = this.envelope;
    this.version = groupVersion === undefined ? '' : valueOf(groupHeader, groupVersion);
  }

  /** The text of the segments an entry of `segments` lets go. */
  push(node: InNode): string {
    let text = '';
    for (const s of flat([node])) text += this.add(s);
    return text;
  }

  /** The rest of the set, recounted as the whole conversion recounts it. */
  end(): string {
    const { head, tail } = this;
    const [open, close] = this.envelope.transaction;
    if (!head) throw new JsonInputError(`${this.at}: ${say.transactionStart(open)}`);
    let trailer = tail[tail.length - 1];
    if (trailer?.tag !== close) {
      trailer = { tag: close, elements: [] };
      tail.push(trailer);
      this.tally(trailer);
    }
    setValue(trailer, 0, String(this.written + tail.length));
    setValue(trailer, 1, valueOf(head, this.envelope.transactionControl));
    if (this.standard === 'x12') this.recountX12(tail);
    else this.recountEdifact(tail);
    this.writer.counted();
    this.tail = [];
    return tail.map((s) => this.write(s)).join('');
  }

  private add(s: InSegment): string {
    if (!this.head) this.begin(s);
    this.tally(s);
    let text = '';
    if (!this.holding) {
      for (const t of this.tail) text += this.write(t);
      this.tail = [];
    }
    this.tail.push(s);
    if (this.holds.has(s.tag)) this.holding = true;
    return text;
  }

  private begin(head: InSegment): void {
    const [open] = this.envelope.transaction;
    if (head.tag !== open) throw new JsonInputError(`${this.at}: ${say.transactionStart(open)}`);
    this.head = head;
    if (this.standard === 'x12') {
      this.rules = this.guides(valueOf(head, 0), releaseOf(this.version))?.counts ?? [];
      for (const rule of this.rules) this.holds.add(rule.tag);
    } else this.holds.add('CNT');
  }

  private tally(s: InSegment): void {
    this.counts.set(s.tag, (this.counts.get(s.tag) ?? 0) + 1);
    const digits = HASHED.has(s.tag) ? valueOf(s, 1).replace(/\D/g, '') : '';
    if (digits) this.sums.set(s.tag, (this.sums.get(s.tag) ?? 0n) + BigInt(digits));
  }

  private write(s: InSegment): string {
    const text = this.writer.line(s, `${this.at}.segments[${this.written}]`);
    this.written += 1;
    return text;
  }

  /** Our guide's count rules: the first segment of the total's tag (held) states the count, CTT02 the hash. */
  private recountX12(tail: InSegment[]): void {
    for (const rule of this.rules) {
      const total = tail.find((s) => s.tag === rule.tag);
      if (!total) continue;
      setValue(total, rule.element - 1, String(this.counts.get(rule.counts) ?? 0));
      if (rule.tag === 'CTT' && HASHED.has(rule.counts) && valueOf(total, 1) !== '')
        setValue(total, 1, String((this.sums.get(rule.counts) ?? 0n) % HASH_LIMIT));
    }
  }

  /** CNT+2: the number of line items (LIN segments). */
  private recountEdifact(tail: InSegment[]): void {
    const lines = String(this.counts.get('LIN') ?? 0);
    for (const s of tail)
      if (s.tag === 'CNT' && valueOf(s, 0) === '2' && s.elements[0]?.[0])
        s.elements[0] = [['2', lines, ...s.elements[0][0].slice(2)]];
  }
}
