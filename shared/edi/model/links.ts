/**
 * What a finding may link to, as the engine knows it: a place in one of the X12 guides it checked against,
 * or an entry of a UN/EDIFACT directory. The engine publishes no pages, so the site hands in a `Linker`
 * (`Dictionaries.link`) that turns a hit into its page's URL; without one, findings carry no links.
 */
import type { Guide, GuideLoop, GuideSegment } from './guide';

/** A place in a guide: a part of its page, a loop, a segment, or an element (`ref`, BEG01) of a segment. */
export interface GuideHit {
  kind: 'guide';
  guide: Guide;
  section?: 'structure' | 'totals' | 'hierarchy';
  loop?: GuideLoop;
  segment?: GuideSegment;
  element?: string;
}

/** An entry of a UN/EDIFACT directory (`directory`: its id, d96a), and a part of its page. */
export interface ReferenceHit {
  kind: 'reference';
  directory: string;
  entry: 'messages' | 'elements' | 'composites';
  id: string;
  section?: 'structure';
}

export type LinkHit = GuideHit | ReferenceHit;

/** The URL of a hit's page, or undefined when the site has none. */
export type Linker = (hit: LinkHit) => string | undefined;

/** No links: what the engine does when the site hands in none. */
export const noLinks: Linker = () => undefined;
