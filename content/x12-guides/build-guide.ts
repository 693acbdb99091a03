/**
 * Builds a guide for one release from a draft: each segment's elements come from element-specs.ts (with
 * 004010's differences) and their names from the X12 segment dictionary; the draft says only what the
 * guide decides (usage, maximum use, the codes accepted, notes). Relational conditions come from
 * element-conditions.ts.
 */
import { x12Dictionary } from '../directories/x12-segments';
import { conditions4010, elementConditions } from './element-conditions';
import { elementSpecs, release4010 } from './element-specs';
import { guideListing } from './guide-list';
import { guideSummaries } from './guide-summaries';
import type {
  CountRule,
  Guide,
  GuideElement,
  GuideNode,
  GuideRelease,
  HierarchyRules,
  RelationalCondition,
  Usage,
  X12Type,
} from './guide-types';

/** How a guide uses an element: a usage, or a usage with its codes and note. */
export type ElementUse =
  Usage | { usage?: Usage; codes?: Readonly<Record<string, string>>; open?: boolean; note?: string };

interface SegmentDraft {
  kind: 'segment';
  tag: string;
  usage: 'M' | 'O';
  max: number;
  use: Readonly<Record<number, ElementUse>>;
  note?: string;
  only?: GuideRelease;
}
interface LoopDraft {
  kind: 'loop';
  id: string;
  usage: 'M' | 'O';
  max: number;
  children: readonly Draft[];
  note?: string;
}
export type Draft = SegmentDraft | LoopDraft;

/** Unbounded maximum use (X12 writes `>1`). */
export const ANY = 0;

export const seg = (
  tag: string,
  usage: 'M' | 'O',
  max: number,
  use: Readonly<Record<number, ElementUse>> = {},
  extra: { note?: string; only?: GuideRelease } = {},
): SegmentDraft => ({ kind: 'segment', tag, usage, max, use, ...extra });

export const loop = (
  id: string,
  usage: 'M' | 'O',
  max: number,
  children: readonly Draft[],
  note?: string,
): LoopDraft => ({
  kind: 'loop',
  id,
  usage,
  max,
  children,
  ...(note && { note }),
});

/** A guide's decisions; its title and releases come from guide-list.ts. */
export interface GuideDraft {
  set: string;
  functionalId: string;
  structure: readonly Draft[];
  hierarchy?: HierarchyRules;
  counts?: readonly CountRule[];
}

const TYPES: readonly string[] = ['ID', 'AN', 'R', 'DT', 'TM', 'C'];
const isType = (t: string): t is X12Type => TYPES.includes(t) || /^N\d$/.test(t);

function elementsOf(tag: string, release: GuideRelease, use: Readonly<Record<number, ElementUse>>): GuideElement[] {
  const spec = elementSpecs[tag];
  if (!spec) throw new Error(`No element spec for ${tag}`);
  const older = release === '004010' ? release4010[tag] : undefined;
  const names = x12Dictionary.segments[tag]?.elements ?? [];
  const parts = spec.split('|').slice(0, older?.elements);
  return parts.map((part, i) => {
    const [id = '', type = '', min = '', max = '', required = ''] = part.split(' ');
    if (!isType(type)) throw new Error(`${tag}: bad type ${type}`);
    const position = i + 1;
    const ref = `${tag}${String(position).padStart(2, '0')}`;
    const chosen = use[position];
    const how = typeof chosen === 'string' ? { usage: chosen } : (chosen ?? {});
    return {
      ref,
      id,
      name: names[i] ?? ref,
      usage: how.usage ?? (required === 'M' ? 'M' : 'O'),
      type,
      min: Number(min),
      max: older?.max?.[position] ?? Number(max),
      ...(how.codes && { codes: how.codes }),
      ...(how.open && { open: true }),
      ...(how.note && { note: how.note }),
    };
  });
}

const CONDITION = /^([PRECL])((?:\d\d){2,})$/;
const isConditionType = (t: string): t is RelationalCondition['type'] => 'PRECL'.includes(t);

/** A segment's conditions in a release, parsed from their notation; an unknown position is a data error. */
function conditionsOf(tag: string, release: GuideRelease, elements: number): RelationalCondition[] {
  const notes = (release === '004010' ? conditions4010[tag] : undefined) ?? elementConditions[tag];
  if (!notes) return [];
  return notes.split(' ').map((note) => {
    const [, type = '', digits = ''] = CONDITION.exec(note) ?? [];
    const positions = (digits.match(/\d\d/g) ?? []).map(Number);
    if (!isConditionType(type) || positions.some((p) => p < 1 || p > elements))
      throw new Error(`${tag} ${release}: bad condition ${note}`);
    return { type, positions, note };
  });
}

function nodesOf(drafts: readonly Draft[], release: GuideRelease): GuideNode[] {
  return drafts.flatMap((d): GuideNode[] => {
    if (d.kind === 'loop')
      return [
        {
          kind: 'loop',
          id: d.id,
          usage: d.usage,
          max: d.max,
          children: nodesOf(d.children, release),
          ...(d.note && { note: d.note }),
        },
      ];
    if (d.only && d.only !== release) return [];
    const name = x12Dictionary.segments[d.tag]?.name ?? d.tag;
    const elements = elementsOf(d.tag, release, d.use);
    const conditions = conditionsOf(d.tag, release, elements.length);
    return [
      {
        kind: 'segment',
        tag: d.tag,
        name,
        usage: d.usage,
        max: d.max,
        elements,
        ...(conditions.length > 0 && { conditions }),
        ...(d.note && { note: d.note }),
      },
    ];
  });
}

export function buildGuides(draft: GuideDraft): Guide[] {
  const listing = guideListing(draft.set);
  const words = guideSummaries[draft.set];
  if (!listing || !words) throw new Error(`${draft.set} is not in guide-list.ts and guide-summaries.ts`);
  return listing.releases.map((release) => ({
    set: draft.set,
    release,
    title: words.title,
    functionalId: draft.functionalId,
    summary: words.summary,
    structure: nodesOf(draft.structure, release),
    ...(draft.hierarchy && { hierarchy: draft.hierarchy }),
    counts: draft.counts ?? [],
  }));
}
