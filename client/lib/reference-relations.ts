/**
 * The context of one code on its own page: the flows it belongs to, its counterpart in the other
 * standard, and related codes with the reason each is related (flow neighbours first, then the
 * equivalent, then the rest of its flows, then codes of its category about the same things).
 */
import { edifactMessages } from '../../content/reference-guides/edifact';
import { relationCopy as copy } from '../../content/reference-guides/relation-copy';
import { documentFlows, equivalents } from '../../content/reference-guides/relations';
import { x12TransactionSets } from '../../content/reference-guides/x12';
import { isStandardId, standardOf, standards, type PerStandard, type StandardId } from '../../shared/standards';
import { words } from './reference-search';

export interface GuideEntryData {
  code: string;
  name: string;
  description: string;
  category: string;
  industry: string;
  usage: 'Low' | 'Medium' | 'High' | 'Very High';
}

export interface CodeRef {
  standard: StandardId;
  code: string;
  name: string;
}

export interface RelatedCode extends CodeRef {
  reason: string;
}

export interface FlowView {
  id: string;
  name: string;
  summary: string;
  intro: string;
  /** Each step is one code or alternatives ('997|999'); current marks the page's own step. */
  steps: { refs: CodeRef[]; current: boolean }[];
}

export interface EquivalentView extends CodeRef {
  exact: boolean;
  text: string;
}

export interface CodeContext {
  profile: string;
  usage: string;
  flows: FlowView[];
  noFlow: string | null;
  equivalentTitle: string;
  equivalents: EquivalentView[];
  noEquivalent: string | null;
  related: RelatedCode[];
}

const RELATED = 8;

const entries: PerStandard<readonly GuideEntryData[]> = { x12: x12TransactionSets, edifact: edifactMessages };
const byCode: PerStandard<Map<string, GuideEntryData>> = {
  x12: new Map(entries.x12.map((e) => [e.code, e])),
  edifact: new Map(entries.edifact.map((e) => [e.code, e])),
};
/** A guide's entry by its code, if the guide has it. */
export const guideEntry = (standard: StandardId, code: string): GuideEntryData | undefined =>
  byCode[standard].get(code);

/** The standards a code's counterparts come from: every one but its own. */
const othersOf = (s: StandardId): StandardId[] =>
  standards.map((d) => d.id).filter((id): id is StandardId => id !== s && isStandardId(id));

const ref = (standard: StandardId, code: string): CodeRef | null => {
  const e = byCode[standard].get(code);
  return e ? { standard, code, name: e.name } : null;
};
const refs = (standard: StandardId, step: string) => step.split('|').flatMap((c) => ref(standard, c) ?? []);

const generic = new Set<string>(copy.genericWords);
const stem = (w: string) => (w.length > 4 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w);
const topicCache = new WeakMap<GuideEntryData, Set<string>>();
const topics = (e: GuideEntryData) => {
  let t = topicCache.get(e);
  if (!t) {
    t = new Set(
      words(`${e.name} ${e.description}`)
        .filter((w) => w.length > 2 && !generic.has(w) && !/^\d+$/.test(w))
        .map(stem),
    );
    topicCache.set(e, t);
  }
  return t;
};
const industriesOf = (e: GuideEntryData) => e.industry.split(',').map((i) => i.trim());

/**
 * Other codes ranked by what they share with this one: same category first, then topic words in name
 * and description, then industries, then nearness in the code list (neighbouring codes are often siblings).
 */
function similar(standard: StandardId, entry: GuideEntryData): RelatedCode[] {
  const list = entries[standard];
  const own = topics(entry);
  const ownIndustries = new Set(industriesOf(entry));
  const at = list.indexOf(entry);
  return list
    .map((e, i) => {
      const shared = [...topics(e)].filter((w) => own.has(w));
      const industries = industriesOf(e).filter((x) => ownIndustries.has(x));
      const sameCategory = e.category === entry.category;
      return {
        e,
        shared,
        industries,
        sameCategory,
        score: (sameCategory ? 1000 : 0) + shared.length * 10 + industries.length,
        distance: Math.abs(i - at),
      };
    })
    .filter((c) => c.e.code !== entry.code && (c.sameCategory || c.shared.length > 0 || c.industries.length > 0))
    .sort((a, b) => b.score - a.score || a.distance - b.distance)
    .map(({ e, shared, industries, sameCategory }) => ({
      standard,
      code: e.code,
      name: e.name,
      reason: sameCategory
        ? shared.length > 0
          ? copy.reason.sameTopic(entry.category, shared.slice(0, 2))
          : copy.reason.sameCategory(entry.category)
        : shared.length > 0
          ? copy.reason.topic(shared.slice(0, 2))
          : copy.reason.industry(industries[0] ?? ''),
    }));
}

export function codeContext(standard: StandardId, code: string): CodeContext | null {
  const entry = byCode[standard].get(code);
  if (!entry) return null;
  const others = othersOf(standard);
  const otherLabel = others.map((o) => standardOf(o).label).join(' / ');

  const flows: FlowView[] = [];
  const neighbours: RelatedCode[] = [];
  const flowMembers: RelatedCode[] = [];
  for (const flow of documentFlows) {
    const steps = flow[standard];
    const at = steps.findIndex((s) => s.split('|').includes(code));
    if (at < 0) continue;
    flows.push({
      id: flow.id,
      name: flow.name,
      summary: flow.summary,
      intro: copy.flowIntro(flow.name, at + 1, steps.length),
      steps: steps.map((s, i) => ({ refs: refs(standard, s), current: i === at })),
    });
    for (const r of refs(standard, steps[at] ?? ''))
      neighbours.push({ ...r, reason: copy.reason.alternative(flow.name) });
    for (const r of refs(standard, steps[at + 1] ?? '')) neighbours.push({ ...r, reason: copy.reason.next(flow.name) });
    for (const r of refs(standard, steps[at - 1] ?? ''))
      neighbours.push({ ...r, reason: copy.reason.previous(flow.name) });
    steps.forEach((s, i) => {
      if (Math.abs(i - at) > 1)
        for (const r of refs(standard, s)) flowMembers.push({ ...r, reason: copy.reason.sameFlow(flow.name) });
    });
  }

  const eq: EquivalentView[] = equivalents
    .filter((e) => e[standard] === code)
    .flatMap((e) =>
      others.flatMap((other) => {
        const r = ref(other, e[other]);
        const label = standardOf(other).label;
        return r ? [{ ...r, exact: e.exact, text: copy.equivalentText(r.code, r.name, label, e.exact) }] : [];
      }),
    )
    .sort((a, b) => Number(b.exact) - Number(a.exact));
  const eqRelated = eq.map((e) => ({
    standard: e.standard,
    code: e.code,
    name: e.name,
    reason: e.exact ? copy.reason.equivalent(otherLabel) : copy.reason.counterpart(otherLabel),
  }));

  // Flow neighbours, then the other standard's equivalent, then the rest: one entry per code.
  const seen = new Set<string>([`${standard}:${code}`]);
  const related: RelatedCode[] = [];
  for (const r of [
    ...neighbours.slice(0, 4),
    ...eqRelated.slice(0, 2),
    ...neighbours.slice(4),
    ...eqRelated.slice(2),
    ...flowMembers,
    ...similar(standard, entry),
  ]) {
    const key = `${r.standard}:${r.code}`;
    if (seen.has(key) || related.length >= RELATED) continue;
    seen.add(key);
    related.push(r);
  }

  const industries = industriesOf(entry);
  const cross = industries.some((i) => (copy.crossIndustryValues as readonly string[]).includes(i));
  return {
    profile: copy.profile(standardOf(standard).entryNoun, entry.category, cross ? null : industries.join(', ')),
    usage: copy.usage[entry.usage],
    flows,
    noFlow: flows.length === 0 ? copy.noFlow : null,
    equivalentTitle: copy.equivalentTitle(otherLabel),
    equivalents: eq,
    noEquivalent: eq.length === 0 ? copy.noEquivalent(otherLabel, entry.category) : null,
    related,
  };
}
