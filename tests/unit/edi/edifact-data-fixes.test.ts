// The directory data as UNECE publishes it (#44): names holding "/" in the directories php-edifact is the
// source of (D.18B–D.24A), Windows-1252 characters of D.01B's files, and elements listed only in a code list.
import elements from '../../../shared/edi/data/edifact/elements.json';
import segments from '../../../shared/edi/data/edifact/segments.json';
import { loadDirectories } from '../../../shared/edi/load/edifact-pools';

const later = ['d18b', 'd19a', 'd19b', 'd20a', 'd20b', 'd21a', 'd21b', 'd22a', 'd22b', 'd23a', 'd24a'];
const idsOf = (pool: { pool: unknown[][]; directories: Record<string, number[]> }, dir: string) =>
  (pool.directories[dir] ?? []).map((i) => String(pool.pool[i]?.[0]));

describe('EDIFACT directory data', () => {
  it.each(later)('%s names TAX, DTM, LOC and DOC with their "/"', async (id) => {
    const d = (await loadDirectories([id]))[id];
    expect(['TAX', 'DTM', 'LOC', 'DOC'].map((tag) => d?.segments[tag]?.name)).toEqual([
      'Duty/tax/fee details',
      'Date/time/period',
      'Place/location identification',
      'Document/message details',
    ]);
  });

  it('no name anywhere holds a control character (D.01B wrote apostrophes as Windows-1252 0x92)', async () => {
    const d01b = (await loadDirectories(['d01b']))['d01b'];
    expect(d01b?.messageNames?.['ICSOLI']).toBe('Insurance claim solicitor’s instruction message');
    const names = segments.pool.map((s) => String(s[1])).concat(elements.pool.map((e) => String(e[1])));
    expect(names.filter((n) => /[\u0080-\u009f]/.test(n))).toEqual([]);
  });

  it.each(later)('%s keeps 9623 and the other elements only its code lists name', (id) => {
    const ids = idsOf(elements, id);
    expect(ids).toEqual(expect.arrayContaining(['9623', '9625', '9641', '2155']));
    expect(idsOf(elements, 'd18a')).toContain('9623');
  });
});
