/** Words of the X12 implementation guide pages (/resources/x12-transaction-sets/{set}/guide/{release}). */
import type { HeadCopy } from '../head';
import { guideListing } from '../x12-guides/guide-list';
import { guideSummaries } from '../x12-guides/guide-summaries';

/** The set and release a guide page's path names, if it is one of our guides. */
export function guideAtPath(
  path: string,
): { set: string; title: string; summary: string; release: string; others: string[] } | undefined {
  const m = /^\/resources\/x12-transaction-sets\/(\d{3})\/guide\/(\d{6})$/.exec(path);
  const set = m?.[1] ?? '';
  const release = m?.[2] ?? '';
  const listing = guideListing(set);
  const words = guideSummaries[set];
  if (!listing || !words || !listing.releases.some((r) => r === release)) return undefined;
  return { set, release, ...words, others: listing.releases.filter((r) => r !== release) };
}

export function x12GuideHead(path: string): HeadCopy | undefined {
  const g = guideAtPath(path);
  if (!g) return undefined;
  return {
    title: `${g.set} ${g.title} Implementation Guide (X12 ${g.release}) | Northwind EDI`,
    description: `Our X12 ${g.set} ${g.title} guide (${g.release}): loops, segment and element usage, lengths and the codes we accept. As a page or JSON.`,
    keywords: [`${g.set} implementation guide`, `EDI ${g.set} ${g.release}`, `X12 ${g.set} specification`, g.title],
  };
}

/** `a, b and c`. */
const listOf = (refs: readonly string[], last: 'and' | 'or'): string =>
  refs.length < 2 ? (refs[0] ?? '') : `${refs.slice(0, -1).join(', ')} ${last} ${refs.at(-1) ?? ''}`;

/** A relational condition in our words, from the element references it ties (N103, N104). */
const conditionWords: Readonly<Record<'P' | 'R' | 'E' | 'C' | 'L', (refs: readonly string[]) => string>> = {
  P: (refs) => `${listOf(refs, 'and')}: all or none`,
  R: (refs) => `at least one of ${listOf(refs, 'and')}`,
  E: (refs) => `at most one of ${listOf(refs, 'and')}`,
  C: ([first = '', ...rest]) => `if ${first} is sent, ${listOf(rest, 'and')} too`,
  L: ([first = '', ...rest]) => `if ${first} is sent, at least one of ${listOf(rest, 'or')}`,
};

/** HL03 levels in words. */
const levelNames: Readonly<Record<string, string>> = { S: 'Shipment', O: 'Order', T: 'Tare', P: 'Pack', I: 'Item' };

export const x12GuideCopy = {
  eyebrow: (release: string) => `Implementation guide · X12 ${release}`,
  title: (set: string, title: string) => `${set} ${title}`,
  crumb: (release: string) => `Guide ${release}`,
  download: 'Download as JSON',
  check: 'Check a file against it',
  codePage: (set: string) => `${set} in the X12 reference`,
  otherRelease: (release: string) => `The ${release} guide`,
  about: 'About this guide',
  facts: {
    set: 'Transaction set',
    release: 'Release',
    releaseValue: (release: string) => `${release} (GS08 starting with ${release})`,
    functionalId: 'Functional group (GS01)',
    checks: 'Checked by',
    checksValue: 'The EDI inspector and the API: each finding links to its line here',
  },
  note: "This is Northwind's own guide, the kind every trading partner publishes for its partners: which segments and elements we use, how often, and the codes we accept. The X12 standard itself is published by ASC X12; this page shows only what a partner guide shows.",
  structure: 'Structure',
  structureIntro:
    'Segments and loops in the order they are sent. A loop repeats as a whole, starting with its first segment. Status: M must use, O used when the data calls for it.',
  loop: (id: string) => `Loop ${id}`,
  inLoop: (path: string) => `in loop ${path}`,
  tag: 'Tag',
  name: 'Name',
  nameAndId: 'Name (data element)',
  usage: 'Usage',
  maxUse: 'Max use',
  segments: 'Segments',
  element: 'Element',
  elementName: (name: string, id: string) => `${name} (${id})`,
  sameCodes: (ref: string) => `As ${ref}`,
  format: 'Format',
  /** Type and length as partner guides write them: AN 1/22, ID 2/2. */
  formatOf: (type: string, min: number, max: number) => `${type} ${min}/${max}`,
  elementsAt: (tag: string, anchor: string) => `Elements as in ${tag} (${anchor.replaceAll('.', ' › ')})`,
  codes: 'Codes we accept',
  openCodes: 'Other codes: a warning, agree them with us first.',
  usageWords: { M: 'Must use', O: 'Used', N: 'Not used' },
  /** The letters a partner guide prints where a phone has no room for the words. */
  usageLetters: { M: 'M', O: 'O', N: 'N' },
  unbounded: '>1',
  hierarchy: 'HL hierarchy',
  hierarchyIntro: (levels: string) =>
    `Each HL names its parent in HL02 (empty at the shipment level); levels nest in the order ${levels}.`,
  levelNames,
  requires: (tags: readonly string[]) => `carries ${tags.join(' and ')}`,
  conditionsSummary: (n: number) => (n === 1 ? '1 condition' : `${n} conditions`),
  conditionWords,
  totals: 'Totals',
  totalRule: (ref: string, counts: string) => `${ref} states how many ${counts} segments the set holds.`,
} as const;
