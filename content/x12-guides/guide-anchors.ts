/**
 * Where each segment and element of a guide is on its page: the loop path and the tag (`PO1.N1.N1`), and
 * for an element the path and its reference (`PO1.N1.N103`). The page renders these ids and the engine's
 * findings link to them, so both come from here.
 */
import { isLoop, type Guide, type GuideLoop, type GuideNode, type GuideSegment } from './guide-types';

const anchors = new WeakMap<Guide, Map<GuideNode, string>>();

function walk(nodes: readonly GuideNode[], prefix: string, into: Map<GuideNode, string>): void {
  for (const n of nodes) {
    if (isLoop(n)) {
      into.set(n, `loop-${prefix}${n.id}`);
      walk(n.children, `${prefix}${n.id}.`, into);
    } else into.set(n, `${prefix}${n.tag}`);
  }
}

function anchorsOf(guide: Guide): Map<GuideNode, string> {
  let map = anchors.get(guide);
  if (!map) {
    map = new Map();
    walk(guide.structure, '', map);
    anchors.set(guide, map);
  }
  return map;
}

/** The anchor of a segment of `guide`. */
export const segmentAnchor = (guide: Guide, segment: GuideSegment): string =>
  anchorsOf(guide).get(segment) ?? segment.tag;

/** The anchor of a loop of `guide`: `loop-` and its path of loop ids (`loop-PO1.N1`). */
export const loopAnchor = (guide: Guide, loop: GuideLoop): string => anchorsOf(guide).get(loop) ?? `loop-${loop.id}`;

/** The anchor of element `ref` (BEG01) of a segment of `guide`. */
export const elementAnchor = (guide: Guide, segment: GuideSegment, ref: string): string =>
  `${segmentAnchor(guide, segment).slice(0, -segment.tag.length)}${ref}`;
