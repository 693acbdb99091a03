import { edifactMessages } from '../../../content/reference-guides/edifact';
import { isGroup, type StructureNode } from '../../../content/directories/directory-types';
import { messageStructure, messageStructures, segmentDefinitions } from '../../../shared/reference/edifact-structures';

const tagsOf = (nodes: StructureNode[]): string[] =>
  nodes.flatMap((n) => (isGroup(n) ? tagsOf(n.children) : [n.segment]));

describe('EDIFACT D.96A message structures', () => {
  it('exist for every message of the guide: the 125 of D.96A and CONTRL', () => {
    expect(edifactMessages).toHaveLength(126);
    for (const m of edifactMessages) expect(messageStructures[m.code]?.length).toBeGreaterThan(2);
  });

  it.each(Object.keys(messageStructures))(
    '%s uses only segments the directory or ISO 9735 defines, framed by UNH and UNT',
    (code) => {
      const nodes = messageStructures[code] ?? [];
      const undefinedTags = tagsOf(nodes).filter((tag) => !segmentDefinitions[tag]);
      expect(undefinedTags).toEqual([]);
      expect(nodes[0]).toEqual({ segment: 'UNH', maxRepeat: 1, required: true });
      expect(nodes[nodes.length - 1]).toEqual({ segment: 'UNT', maxRepeat: 1, required: true });
    },
  );

  it('every segment group starts with a mandatory segment (its trigger)', () => {
    const triggers = (nodes: StructureNode[]): boolean =>
      nodes.every(
        (n) =>
          !isGroup(n) ||
          (n.children[0] !== undefined && !isGroup(n.children[0]) && n.children[0].required && triggers(n.children)),
      );
    for (const nodes of Object.values(messageStructures)) expect(triggers(nodes)).toBe(true);
  });

  it("delivers one message's structure with just the segments it uses", () => {
    const orders = messageStructure('ORDERS');
    expect(orders?.segments['NAD']?.name).toBe('Name and address');
    expect(orders?.segments['BGM']?.elements[0]?.name).toBe('Document/message name');
    expect(orders?.segments['UNH']?.name).toBe('Message header');
    expect(Object.keys(orders?.segments ?? {})).not.toContain('UCI');
    expect(messageStructure('NOSUCH')).toBeUndefined();
  });
});
