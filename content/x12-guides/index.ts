/**
 * Northwind's X12 implementation guides: 850, 855, 856, 810, 820 and 997 in 004010 and 005010, and the
 * 999 in 005010 (the release that introduced it). A set is checked against the guide its ST01 and its
 * group's GS08 (first six characters: 004010VICS is 004010) pick.
 */
import { buildGuides } from './build-guide';
import type { Guide, GuideRelease } from './guide-types';
import { purchaseOrder, purchaseOrderAck } from './orders';
import { functionalAck, implementationAck, remittance } from './payments-acks';
import { invoice, shipNotice } from './shipping-invoicing';

export type { Guide, GuideRelease } from './guide-types';

export const guides: readonly Guide[] = [
  purchaseOrder,
  purchaseOrderAck,
  shipNotice,
  invoice,
  remittance,
  functionalAck,
  implementationAck,
].flatMap(buildGuides);

/** Release → set code → guide: looked up per set of a batch, without building a key. */
const byRelease = new Map<string, Map<string, Guide>>();
for (const g of guides) {
  const sets = byRelease.get(g.release) ?? new Map<string, Guide>();
  sets.set(g.set, g);
  byRelease.set(g.release, sets);
}

/** The guide for a set code and a release (004010, 005010), if we publish one. */
export const guideOf = (set: string, release: string): Guide | undefined => byRelease.get(release)?.get(set);

/** The set codes with a guide, in the order above. */
export const guideSets: readonly string[] = [...new Set(guides.map((g) => g.set))];

/** The releases of a set's guides. */
export const releasesOf = (set: string): GuideRelease[] => guides.filter((g) => g.set === set).map((g) => g.release);
