/**
 * The site's URLs for what a finding points at (shared/edi/model/links.ts): the page of our X12 guide at
 * the loop, segment or element (the ids the page renders, content/x12-guides/guide-anchors.ts), and the
 * UN/EDIFACT directory's entry page. The server, the inspector's worker, the no-JavaScript page and the
 * command line hand it to the engine with their dictionaries.
 */
import { elementAnchor, loopAnchor, segmentAnchor } from '../../content/x12-guides/guide-anchors';
import type { GuideHit, Linker } from '../edi/model/links';
import { edifactPath } from '../edifact-reference';
import { x12GuidePath } from '../standards';

/** The anchor of a place on a guide's page, if the hit names one. */
function guideAnchor({ guide, section, loop, segment, element }: GuideHit): string | undefined {
  if (section) return section;
  if (loop) return loopAnchor(guide, loop);
  if (segment) return element ? elementAnchor(guide, segment, element) : segmentAnchor(guide, segment);
  return undefined;
}

export const siteLinker: Linker = (hit) => {
  if (hit.kind === 'reference') {
    const page = edifactPath(hit.directory, hit.entry, hit.id);
    return hit.section ? `${page}#${hit.section}` : page;
  }
  const page = x12GuidePath(hit.guide.set, hit.guide.release);
  const anchor = guideAnchor(hit);
  return anchor ? `${page}#${anchor}` : page;
};
