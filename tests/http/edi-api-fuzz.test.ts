// Hostile bodies (#30): 10,000 of them (random bytes, cut and mutated valid interchanges) to the API with the
// rate limit lifted: never a 5xx, none over 1 s, and a 200 exactly for every body that is text. A body is slow
// when it is slow alone: the slowest few are timed again one by one (best of 3), so a pause of the machine
// (garbage collection, another test file on the same core) is not taken for a slow input.
import request from 'supertest';
import { inspectorSamples } from '../../content/inspector/samples';
import { decodeDocument } from '../../server/edi/decode-document';
import { testApp } from './helpers';

/** A seeded generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BODIES = 10_000;
const texts = inspectorSamples.map((s) => s.text);

function body(next: () => number, i: number): Buffer {
  const pick = (n: number) => Math.floor(next() * n);
  const sample = texts[pick(texts.length)] ?? '';
  switch (i % 3) {
    case 0:
      return Buffer.from(Array.from({ length: pick(2000) }, () => pick(256)));
    case 1:
      return Buffer.from(sample.slice(0, pick(sample.length + 1)));
    default: {
      const chars = [...sample];
      for (let k = pick(20); k >= 0; k -= 1) chars[pick(chars.length)] = String.fromCharCode(32 + pick(95));
      return Buffer.from(chars.join(''));
    }
  }
}

describe('POST /api/edi/inspect under fuzzing', () => {
  it(`answers ${BODIES.toLocaleString('en-US')} hostile bodies without a 5xx, each within 1 s`, async () => {
    const { app, inspections } = testApp({ EDI_API_RATE_LIMIT: '1000000' });
    const next = random(29_30);
    const statuses = new Map<number, number>();
    const timed: { sent: Buffer; ms: number }[] = [];
    let texts200 = 0;
    const post = async (sent: Buffer) => {
      const started = performance.now();
      const res = await request(app)
        .post('/api/edi/inspect')
        .set('Content-Type', 'application/octet-stream')
        .send(sent);
      return { status: res.status, ms: performance.now() - started };
    };
    let slowest = 0;
    try {
      for (let i = 0; i < BODIES; i += 1) {
        const sent = body(next, i);
        if (!('error' in decodeDocument(sent))) texts200 += 1;
        const { status, ms } = await post(sent);
        timed.push({ sent, ms });
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
      for (const { sent } of timed.sort((a, b) => b.ms - a.ms).slice(0, 5)) {
        const alone = Math.min(...[await post(sent), await post(sent), await post(sent)].map((r) => r.ms));
        slowest = Math.max(slowest, alone);
      }
    } finally {
      await inspections.close();
    }
    expect([...statuses.keys()].filter((s) => s >= 500)).toEqual([]);
    expect(statuses.get(200)).toBe(texts200);
    expect((statuses.get(200) ?? 0) + (statuses.get(422) ?? 0)).toBe(BODIES);
    expect(slowest).toBeLessThan(1000);
  }, 600_000);
});
