/**
 * Which of our guides checks an X12 set (by ST01 and its group's GS08), where the guide's page is, and
 * what a document's result says about it: per set code and release, guided or not.
 */
import type { GuideBook } from '../model/guide';
import { northwindIds } from './partner-ids';
import { noLinks, type Linker } from '../model/links';
import type { Group, GuideBasis, GuideUse, Interchange, UserGuide } from '../model/types';
import { x12 } from '../syntax/x12-standard';

/** The release a GS08 names (its first six characters: 004010VICS is 004010), or the empty string. */
export const releaseOf = (gs08: string): string => gs08.slice(0, 6);

/** The override that checks against no guide (syntax and envelopes only). */
export const NO_GUIDE = 'none';

const isNorthwind = (id: string) => northwindIds.includes(id.trim().toUpperCase());

/**
 * Why a group's sets are or are not checked against our guides: the `guide` option decides when given (a
 * release, or 'none'); else only a group addressed to Northwind (ISA08 or GS03) is, in the release GS08 names.
 */
export const guideBasis = (
  ic: Pick<Interchange, 'receiver'>,
  group: Pick<Group, 'receiver'>,
  override?: string,
): GuideBasis =>
  override !== undefined
    ? 'asked'
    : isNorthwind(ic.receiver) || isNorthwind(group.receiver)
      ? 'addressed'
      : 'not-addressed';

/** The release whose guide checks a group's sets, or undefined (syntax and envelopes only). */
export const guideRelease = (
  ic: Pick<Interchange, 'receiver'>,
  group: Pick<Group, 'receiver' | 'version'>,
  override?: string,
): string | undefined => {
  if (override === NO_GUIDE) return undefined;
  if (override !== undefined) return override;
  return guideBasis(ic, group) === 'addressed' ? releaseOf(group.version) : undefined;
};

/**
 * Per X12 set code, release and guide choice: how many sets, the guide that checked them and why, counted a
 * set at a time in document order (a document read in pieces counts its sets from a spool: writers/report-stream.ts).
 */
export class GuideTally {
  private readonly uses = new Map<string, GuideUse>();

  constructor(
    private readonly guides: GuideBook,
    private readonly override?: string,
    private readonly userGuide?: UserGuide,
    private readonly link: Linker = noLinks,
  ) {}

  /** The last group's release, guide release and basis (the same for each of its sets: worked out once). */
  private last: { group: object; release: string; guided: string | undefined; basis: GuideBasis } | undefined;

  /** Counts a set of `code` in `group` of `ic` (an EDIFACT interchange's messages count for nothing). */
  add(ic: Pick<Interchange, 'standard' | 'receiver'>, group: Pick<Group, 'receiver' | 'version'>, code: string): void {
    if (!x12.owns(ic)) return;
    if (this.last?.group !== group) {
      const guided = guideRelease(ic, group, this.override);
      this.last = { group, release: releaseOf(group.version), guided, basis: guideBasis(ic, group, this.override) };
    }
    const { release, guided } = this.last;
    const mine = this.userGuide?.guide.set === code ? this.userGuide : undefined;
    const guide = mine || guided === undefined ? undefined : this.guides(code, guided);
    const basis = mine ? 'user' : this.last.basis;
    const key = `${code}/${release}/${guide ? guide.release : ''}/${basis}`;
    const use = this.uses.get(key);
    if (use) use.count += 1;
    else {
      const page = guide && this.link({ kind: 'guide', guide });
      this.uses.set(key, {
        set: code,
        release,
        count: 1,
        basis,
        ...(page && { guide: page }),
        ...(mine && { userGuide: mine.name }),
      });
    }
  }

  list(): GuideUse[] {
    return [...this.uses.values()];
  }
}

/** Per X12 set code, release and guide choice in the document: how many sets, the guide that checked them and why. */
export function guideUses(
  interchanges: readonly Interchange[],
  guides: GuideBook,
  override?: string,
  userGuide?: UserGuide,
  link: Linker = noLinks,
): GuideUse[] {
  const tally = new GuideTally(guides, override, userGuide, link);
  for (const ic of interchanges)
    for (const group of ic.groups) for (const tx of group.transactions) tally.add(ic, group, tx.code);
  return tally.list();
}
