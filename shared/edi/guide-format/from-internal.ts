/** Our X12 guides (content/x12-guides) in the public format: they are its first examples and its test. */
import type { Guide, GuideElement, GuideNode, Usage } from '../model/guide';
import { GUIDE_FORMAT, guideElement, type GuideNodeJson, type PublicElement, type PublicGuide } from './schema';

const USAGE: Readonly<Record<Usage, 'must' | 'used' | 'not-used'>> = { M: 'must', O: 'used', N: 'not-used' };

const TYPES: readonly PublicElement['type'][] = guideElement.shape.type.options;
/** A composite is checked as text by our engine (C → AN); N with more than 9 implied decimals does not occur. */
export const publicType = (t: GuideElement['type']): PublicElement['type'] => TYPES.find((x) => x === t) ?? 'AN';

const element = (e: GuideElement): PublicElement => ({
  ref: e.ref,
  id: e.id,
  name: e.name,
  usage: USAGE[e.usage],
  type: publicType(e.type),
  min: e.min,
  max: e.max,
  ...(e.codes && { codes: { ...e.codes } }),
  ...(e.open && { open: true }),
  ...(e.note && { note: e.note }),
});

/** Our guides write 0 for no limit. */
const maxOf = (max: number) => (max > 0 ? max : 'unbounded');

const node = (n: GuideNode): GuideNodeJson =>
  n.kind === 'loop'
    ? {
        loop: n.id,
        usage: USAGE[n.usage],
        max: maxOf(n.max),
        children: n.children.map(node),
        ...(n.note && { note: n.note }),
      }
    : {
        segment: n.tag,
        name: n.name,
        usage: USAGE[n.usage],
        max: maxOf(n.max),
        elements: n.elements.map(element),
        ...(n.conditions && {
          conditions: n.conditions.map((c) => ({
            type: c.type,
            elements: c.positions.map((p) => `${n.tag}${String(p).padStart(2, '0')}`),
          })),
        }),
        ...(n.note && { note: n.note }),
      };

export function publicGuideOf(guide: Guide, schemaUrl?: string): PublicGuide {
  return {
    ...(schemaUrl && { $schema: schemaUrl }),
    format: GUIDE_FORMAT,
    standard: 'x12',
    set: guide.set,
    release: guide.release,
    title: guide.title,
    partner: 'Northwind EDI',
    functionalId: guide.functionalId,
    summary: guide.summary,
    structure: guide.structure.map(node),
    ...(guide.hierarchy && {
      hierarchy: {
        levels: [...guide.hierarchy.levels],
        requires: Object.fromEntries(Object.entries(guide.hierarchy.requires).map(([k, v]) => [k, [...v]])),
      },
    }),
    counts: guide.counts.map((c) => ({ ...c })),
  };
}
