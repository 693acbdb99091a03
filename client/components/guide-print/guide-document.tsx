import { css } from '@emotion/react';
import { guidePrintCopy as copy } from '../../../content/pages/guide-print';
import { x12GuideCopy } from '../../../content/pages/x12-guide';
import { theme } from '../../lib/theme';
import { usePublicConfig } from '../../shell/config-context';
import { GuideSegments } from '../reference/x12-guide-segments';
import { GuideStructure } from '../reference/x12-guide-structure';
import { container } from '../ui';
import type { PrintGuide } from './use-print-guide';

const titleBlock = css({
  borderBottom: `3px solid ${theme.color.brand}`,
  paddingBottom: 12,
  marginBottom: 20,
  h2: { margin: '2px 0 10px', fontSize: '1.8rem' },
  dl: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(0, 1fr)',
    gap: '2px 16px',
    margin: 0,
  },
  dt: { fontWeight: 700 },
  dd: { margin: 0, overflowWrap: 'anywhere' },
});
const eyebrow = css({ color: theme.color.muted, fontSize: '.85rem', textTransform: 'uppercase', letterSpacing: 1 });
const part = css({ marginTop: 28, h2: { margin: '0 0 6px', fontSize: '1.4rem' } });

/** A user's guide as a document for a partner: a title block, then the structure and segments of our guide pages. */
export function GuideDocument({ shown, printed }: { shown: PrintGuide; printed: Date }) {
  const { source, guide } = shown;
  const { siteUrl } = usePublicConfig();
  const f = copy.facts;
  return (
    <article css={[container, { padding: '32px 16px 56px' }]} data-print-doc="" aria-labelledby="doc-title">
      <div css={titleBlock}>
        <span css={eyebrow}>{copy.eyebrowDoc(guide.release)}</span>
        <h2 id="doc-title">{source.title || guide.set}</h2>
        {source.summary && <p css={{ margin: '0 0 10px' }}>{source.summary}</p>}
        <dl>
          <dt>{f.set}</dt>
          <dd>{guide.set}</dd>
          <dt>{f.release}</dt>
          <dd>{`X12 ${guide.release}`}</dd>
          {guide.functionalId && (
            <>
              <dt>{f.functionalId}</dt>
              <dd>{guide.functionalId}</dd>
            </>
          )}
          {source.partner && (
            <>
              <dt>{f.partner}</dt>
              <dd>{source.partner}</dd>
            </>
          )}
          <dt>{f.date}</dt>
          <dd>
            <time dateTime={printed.toISOString().slice(0, 10)}>{copy.dateOf(printed)}</time>
          </dd>
          <dt>{f.made}</dt>
          <dd>
            <a href={`${siteUrl}/edi-guides/new`}>{copy.madeLink}</a>
          </dd>
        </dl>
      </div>
      <section css={part} aria-labelledby="doc-structure">
        <h2 id="doc-structure">{x12GuideCopy.structure}</h2>
        <p css={{ margin: '0 0 10px', color: theme.color.muted }}>{x12GuideCopy.structureIntro}</p>
        <GuideStructure guide={guide} />
      </section>
      <section css={part} aria-labelledby="doc-segments">
        <h2 id="doc-segments">{x12GuideCopy.segments}</h2>
        <GuideSegments guide={guide} conditionsOpen />
      </section>
    </article>
  );
}
