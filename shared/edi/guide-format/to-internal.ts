/**
 * A user's X12 guide in the engine's own shape (content/x12-guides/guide-types.ts), so the checks that run
 * our guides run it unchanged: must use → M, used → O, not used → N (a segment or loop not used is left out,
 * so the engine reports it as not used in the guide when it comes); a fixed value is a one-code list.
 */
import type { Guide, GuideElement, GuideNode, RelationalCondition, Usage } from '../model/guide';
import { issueText } from '../rules/messages';
import type { UserGuide } from '../model/types';
import { isLoopJson, type GuideNodeJson, type GuideSegmentJson, type PublicElement, type PublicGuide } from './schema';
import { x12 } from '../syntax/x12-standard';

const USAGE = { must: 'M', used: 'O', 'not-used': 'N' } as const satisfies Record<PublicElement['usage'], Usage>;
const X12_TYPE: Readonly<Record<PublicElement['type'], GuideElement['type']>> = {
  ID: 'ID',
  AN: 'AN',
  R: 'R',
  DT: 'DT',
  TM: 'TM',
  N0: 'N0',
  N1: 'N1',
  N2: 'N2',
  N3: 'N3',
  N4: 'N4',
  N5: 'N5',
  N6: 'N6',
  N7: 'N7',
  N8: 'N8',
  N9: 'N9',
  a: 'AN',
  n: 'R',
  an: 'AN',
};

const element = (e: PublicElement): GuideElement => ({
  ref: e.ref,
  id: e.id ?? '',
  name: e.name ?? e.ref,
  usage: USAGE[e.usage],
  type: X12_TYPE[e.type],
  min: e.min,
  max: e.max,
  ...(e.fixed !== undefined ? { codes: { [e.fixed]: e.note ?? e.fixed } } : e.codes && { codes: e.codes }),
  ...(e.open && e.fixed === undefined && { open: true }),
  ...(e.note && { note: e.note }),
});

const X12_CONDITIONS: ReadonlySet<string> = new Set(['P', 'R', 'E', 'C', 'L']);
const isX12Condition = (t: string): t is RelationalCondition['type'] => X12_CONDITIONS.has(t);

/** X12 conditions by position (N103 → 3, in the segment's own elements only), with their notation (P0304). */
function conditionsOf(n: GuideSegmentJson): RelationalCondition[] {
  const out: RelationalCondition[] = [];
  for (const c of n.conditions ?? []) {
    const positions = c.elements.map((ref) => (ref.startsWith(n.segment) ? Number(ref.slice(n.segment.length)) : 0));
    if (!isX12Condition(c.type) || positions.some((p) => !Number.isInteger(p) || p < 1 || p > 99)) continue;
    const note = `${c.type}${positions.map((p) => String(p).padStart(2, '0')).join('')}`;
    out.push({ type: c.type, positions, note });
  }
  return out;
}

/** The engine's 0 is no limit. */
const maxOf = (max: number | 'unbounded') => (max === 'unbounded' ? 0 : max);

function nodes(list: readonly GuideNodeJson[]): GuideNode[] {
  const out: GuideNode[] = [];
  for (const n of list) {
    if (n.usage === 'not-used') continue;
    const usage = n.usage === 'must' ? 'M' : 'O';
    if (isLoopJson(n))
      out.push({
        kind: 'loop',
        id: n.loop,
        usage,
        max: maxOf(n.max),
        children: nodes(n.children),
        ...(n.note && { note: n.note }),
      });
    else {
      const conditions = conditionsOf(n);
      out.push({
        kind: 'segment',
        tag: n.segment,
        name: n.name ?? n.segment,
        usage,
        max: maxOf(n.max),
        elements: n.elements.map(element),
        ...(conditions.length > 0 && { conditions }),
        ...(n.note && { note: n.note }),
      });
    }
  }
  return out;
}

/** The engine's Guide for an X12 guide in the public format (undefined for an EDIFACT one). */
export function internalGuideOf(guide: PublicGuide): Guide | undefined {
  if (!x12.owns(guide) || (guide.release !== '004010' && guide.release !== '005010')) return undefined;
  return {
    set: guide.set,
    release: guide.release,
    title: guide.title,
    functionalId: guide.functionalId ?? '',
    summary: guide.summary ?? '',
    structure: nodes(guide.structure),
    ...(guide.hierarchy && { hierarchy: guide.hierarchy }),
    counts: guide.counts ?? [],
  };
}

/** A public guide as the engine's user guide (InspectOptions.userGuide), named in findings by its title. */
export function userGuideOf(guide: PublicGuide): UserGuide | undefined {
  const internal = internalGuideOf(guide);
  return internal && { guide: internal, name: issueText.userGuideName(guide.title, guide.set) };
}
