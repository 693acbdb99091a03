// The command line's spools (shared/edi/cli/spool.ts): records encoded into a block of bytes as they come and
// read back from the file in order, whatever their size or characters, as often as asked, and emptied by clear().
import { Spools } from '../../../shared/edi/cli/spool';

describe('FileSpool', () => {
  const spools = new Spools();
  afterAll(() => spools.close());

  it('reads back every record in order across many blocks, non-ASCII text and a record larger than a block', () => {
    const spool = spools.make<{ n: number; text: string }>('records');
    const records = Array.from({ length: 5000 }, (_, n) => ({
      n,
      text: n % 7 === 0 ? `Straße ${n} — 東京 😀` : `LIN+${n}++4012345111118:EN'`,
    }));
    records.splice(2500, 0, { n: -1, text: 'ü'.repeat(100_000) });
    records.forEach((r) => spool.add(r));
    expect([...spool.replay()]).toEqual(records);
    // Twice: a walk and an acknowledgment's two passes read the same spool again.
    expect([...spool.replay()]).toHaveLength(records.length);
  });

  it('holds only what was added after clear()', () => {
    const spool = spools.make<string>('cleared');
    for (let n = 0; n < 3000; n += 1) spool.add(`first ${n}`);
    spool.clear();
    spool.add('after');
    expect([...spool.replay()]).toEqual(['after']);
  });
});
