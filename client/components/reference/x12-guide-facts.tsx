import { css } from '@emotion/react';
import { x12GuideCopy as copy } from '../../../content/pages/x12-guide';
import type { Guide } from '../../../content/x12-guides/guide-types';
import { mq, theme } from '../../lib/theme';
import { card, container } from '../ui';

const facts = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 2,
  margin: 0,
  dt: { fontWeight: 700 },
  dd: { margin: '0 0 10px', color: theme.color.muted, overflowWrap: 'anywhere', '&:last-of-type': { marginBottom: 0 } },
  [mq.sm]: { gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: '8px 20px', dd: { margin: 0 } },
});

/** What the guide is: set, release, functional group, what checks against it, and our note on its source. */
export function GuideFacts({ guide }: { guide: Guide }) {
  return (
    <section css={[container, { paddingTop: 40 }]} aria-labelledby="about-guide">
      {/* The note below the facts: the card's own `p` rule (margin 0) outranked a class on it, so the note ran
          on from "Checked by" as if it were part of that answer. */}
      <div
        css={[
          card,
          { maxWidth: 820, '& > p': { marginTop: 16, paddingTop: 12, borderTop: `1px solid ${theme.color.border}` } },
        ]}
      >
        <h2 id="about-guide" css={{ margin: '0 0 12px', fontSize: '1.3rem' }}>
          {copy.about}
        </h2>
        <dl css={facts}>
          <dt>{copy.facts.set}</dt>
          <dd>{`${guide.set} ${guide.title}`}</dd>
          <dt>{copy.facts.release}</dt>
          <dd>{copy.facts.releaseValue(guide.release)}</dd>
          <dt>{copy.facts.functionalId}</dt>
          <dd>{guide.functionalId}</dd>
          <dt>{copy.facts.checks}</dt>
          <dd>{copy.facts.checksValue}</dd>
        </dl>
        <p>{copy.note}</p>
      </div>
    </section>
  );
}
