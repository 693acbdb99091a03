import { guideSamples } from '../../../content/pages/reference-guide-samples';
import type { StandardId } from '../../../shared/standards';
import { wideOnly } from './parts';
import { SegmentAnatomy } from './segment-anatomy';

/** A reference guide's hero: one body segment of the standard, taken apart. */
export function GuideVisual({ standard }: { standard: StandardId }) {
  return (
    <div css={wideOnly} aria-hidden="true">
      <SegmentAnatomy standard={standard} sample={guideSamples[standard]} />
    </div>
  );
}
