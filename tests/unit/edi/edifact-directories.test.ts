// Every UN/EDIFACT directory is in the data, and facts written out here by hand (not read from the
// source) hold in it.
import structuresD96a from '../../../content/directories/edifact-d96a-structures.json';
import { isComposite, type StructureNode } from '../../../content/directories/directory-types';
import { knownDirectories, loadDirectories } from '../../../shared/edi/load/edifact-pools';

const element = async (dir: string, tag: string, position: number) => {
  const d = (await loadDirectories([dir]))[dir];
  return d?.segments[tag]?.elements[position - 1];
};
const quantity = async (dir: string) => {
  const qty = await element(dir, 'QTY', 1);
  const c = qty && isComposite(qty) ? qty.components.find((x) => x.id === '6060') : undefined;
  return c && `${c.type}${c.minLength ? '' : '..'}${c.maxLength}`;
};

describe('the UN/EDIFACT directories', () => {
  it('are all there, D.93A to D.24A, each with messages, segments, composites, elements and code lists', async () => {
    const all = await knownDirectories();
    // D.02A to D.17B: an A and a B release every year.
    const yearly = Array.from({ length: 16 }, (_, k) => String(k + 2).padStart(2, '0')).flatMap((y) => [
      `${y}A`,
      `${y}B`,
    ]);
    const releases = ['93A', '94A', '94B', '95A', '95B', '96A', '96B', '97A', '97B', '98A', '98B', '99A', '99B']
      .concat(['00A', '00B', '01A', '01B', '01C'], yearly)
      .concat(['18A', '18B', '19A', '19B', '20A', '20B', '21A', '21B', '22A', '22B', '23A', '24A']);
    expect(all.map((d) => d.label)).toEqual(releases.map((r) => `D.${r}`));
    const loaded = await loadDirectories(all.map((d) => d.id));
    for (const { id } of all) {
      const d = loaded[id];
      const composites = Object.values(d?.segments ?? {}).flatMap((s) => s.elements.filter(isComposite));
      expect([id, Object.keys(d?.structures ?? {}).length > 40, Object.keys(d?.segments ?? {}).length > 80]).toEqual([
        id,
        true,
        true,
      ]);
      expect([id, composites.length > 0, Object.keys(d?.codes ?? {}).length > 150]).toEqual([id, true, true]);
    }
  });

  it('has 6060 Quantity as n..15 until D.99A and an..35 from D.99B on', async () => {
    expect(await quantity('d96a')).toBe('n..15');
    expect(await quantity('d99a')).toBe('n..15');
    expect(await quantity('d99b')).toBe('an..35');
    expect(await quantity('d24a')).toBe('an..35');
  });

  it("has BGM's second element as the simple 1004 in D.96A and the composite C106 in D.01B", async () => {
    expect(await element('d96a', 'BGM', 2)).toMatchObject({ id: '1004', name: 'Document/message number' });
    const c106 = await element('d01b', 'BGM', 2);
    expect(c106 && isComposite(c106) ? c106.components.map((c) => c.id) : []).toEqual(['1004', '1056', '1060']);
  });

  it('keeps official names with their punctuation, and fixed lengths apart from variable ones', async () => {
    const d96a = (await loadDirectories(['d96a']))['d96a'];
    const c002 = d96a?.segments['BGM']?.elements[0];
    expect(c002 && isComposite(c002) ? c002.components[0] : undefined).toMatchObject({
      id: '1001',
      name: 'Document/message name, coded',
      type: 'an',
      maxLength: 3,
    });
    expect(d96a?.codes['1001']?.['220']).toBe('Order');
    expect(d96a?.messageNames?.['ORDERS']).toBe('Purchase order message');
    const unb = d96a?.segments['UNB']?.elements[0];
    expect(unb && isComposite(unb) ? unb.components[0]?.id : '').toBe('0001');
  });

  it('gives D.96A the message structures the reference pages were built on', async () => {
    const d96a = (await loadDirectories(['d96a']))['d96a'];
    const shape = (nodes: readonly StructureNode[]): unknown[] =>
      nodes.map((n) =>
        'group' in n ? [n.group, n.required, n.maxRepeat, shape(n.children)] : [n.segment, n.required, n.maxRepeat],
      );
    const before: Record<string, StructureNode[]> = structuresD96a;
    for (const [code, nodes] of Object.entries(before))
      expect([code, shape(d96a?.structures[code] ?? [])]).toEqual([code, shape(nodes)]);
  });
});
