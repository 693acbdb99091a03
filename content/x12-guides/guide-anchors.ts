/**
 * Where each segment and element of a guide is on its page: the loop path and the tag (`PO1.N1.N1`), and
 * for an element the path and its reference (`PO1.N1.N103`). A segment used again with the same elements
 * (N1 in the heading and in PO1) lists them once: its elements' anchors are those of the first one (its
 * home). The page renders these ids and the engine's findings link to them, so both come from here.
 */
import { isLoop, type Guide, type GuideLoop, type GuideNode, type GuideSegment } from './guide-types';

interface Places {
  anchors: Map<GuideNode, string>;
  /** Per segment, the first segment of the guide with its tag and the same elements. */
  homes: Map<GuideSegment, GuideSegment>;
}

const places = new WeakMap<Guide, Places>();

function placesOf(guide: Guide): Places {
  let found = places.get(guide);
  if (found) return found;
  const anchors = new Map<GuideNode, string>();
  const homes = new Map<GuideSegment, GuideSegment>();
  const firsts = new Map<string, GuideSegment>();
  const walk = (nodes: readonly GuideNode[], prefix: string) => {
    for (const n of nodes) {
      if (isLoop(n)) {
        anchors.set(n, `loop-${prefix}${n.id}`);
        walk(n.children, `${prefix}${n.id}.`);
        continue;
      }
      anchors.set(n, `${prefix}${n.tag}`);
      // Same tag and same elements (usage, codes, notes): the JSON copy compares like the module's objects.
      const key = `${n.tag}${JSON.stringify(n.elements)}`;
      const first = firsts.get(key);
      if (first) homes.set(n, first);
      else firsts.set(key, n);
    }
  };
  walk(guide.structure, '');
  found = { anchors, homes };
  places.set(guide, found);
  return found;
}

/** The anchor of a segment of `guide`. */
export const segmentAnchor = (guide: Guide, segment: GuideSegment): string =>
  placesOf(guide).anchors.get(segment) ?? segment.tag;

/** The anchor of a loop of `guide`: `loop-` and its path of loop ids (`loop-PO1.N1`). */
export const loopAnchor = (guide: Guide, loop: GuideLoop): string =>
  placesOf(guide).anchors.get(loop) ?? `loop-${loop.id}`;

/** Where a segment's elements are listed: the segment itself, or an earlier one with the same elements. */
export const elementsHome = (guide: Guide, segment: GuideSegment): GuideSegment =>
  placesOf(guide).homes.get(segment) ?? segment;

/** The anchor of element `ref` (BEG01) of a segment of `guide` (at the segment's elements' home). */
export function elementAnchor(guide: Guide, segment: GuideSegment, ref: string): string {
  const home = elementsHome(guide, segment);
  return `${segmentAnchor(guide, home).slice(0, -home.tag.length)}${ref}`;
}
