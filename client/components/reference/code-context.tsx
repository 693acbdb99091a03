import { css } from '@emotion/react';
import { Fragment } from 'react';
import { SiteLink as Link } from '../site-link';
import { relationLabels as copy } from '../../../content/reference-guides/relation-labels';
import { codePath } from '../../../shared/code-pages';
import type { CodeContext, CodeRef } from '../../lib/reference-relations';
import { mq, theme } from '../../lib/theme';
import { card, cardGrid } from '../ui';

/**
 * A code page's list of facts (dl; its message guide's too): label above value on phones, side by side from the small breakpoint, where long labels
 * would push the values (and the page) past 390 px. A link alone in its cell gets a full 24 px target.
 */
export const factList = css({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 2,
  margin: 0,
  maxWidth: 640,
  dt: { fontWeight: 700 },
  dd: { margin: '0 0 10px', color: theme.color.muted, overflowWrap: 'anywhere', '&:last-of-type': { marginBottom: 0 } },
  'dd a': { display: 'inline-block', minHeight: 24, lineHeight: '24px' },
  [mq.sm]: { gridTemplateColumns: 'max-content minmax(0, 1fr)', gap: '8px 20px', dd: { margin: 0 } },
});

const pathOf = (r: CodeRef) => codePath(r.standard, r.code);

const h2 = css({ margin: '40px 0 12px' });
const prose = css({ maxWidth: 760, color: theme.color.text, lineHeight: 1.6, margin: '0 0 12px' });
// Steps wrap onto several lines on phones; the arrow ends the step before the next, so a wrapped line ends
// with an arrow (more follows) and never starts with one (#47 screenshots, 850 at 390).
const steps = css({
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  padding: 0,
  margin: '0 0 8px',
  li: { display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 },
});
const chip = css({
  display: 'inline-block',
  fontFamily: theme.font.mono,
  fontWeight: 700,
  padding: '6px 10px',
  minHeight: 24,
  borderRadius: theme.radius.sm,
  border: `1px solid ${theme.color.border}`,
  background: '#fff',
  color: theme.color.brand,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
});
const currentChip = css([chip, { background: theme.color.brand, borderColor: theme.color.brand, color: '#fff' }]);

/** A code's place in practice: flows, the other standard's counterpart, related codes with reasons. */
export function CodeContextSections({ context }: { context: CodeContext }) {
  return (
    <>
      <CodeContextMain context={context} />
      <RelatedCodes context={context} />
    </>
  );
}

/** Its profile, the flows it is part of and its counterpart: reading text, a column of its own on wide screens. */
export function CodeContextMain({ context }: { context: CodeContext }) {
  return (
    <>
      <p css={[prose, { marginTop: 24 }]}>
        {context.profile} {context.usage}
      </p>

      <h2 css={h2}>{copy.flowTitle}</h2>
      {context.noFlow && <p css={prose}>{context.noFlow}</p>}
      {context.flows.map((f) => (
        <div key={f.id} css={{ marginBottom: 20 }}>
          <p css={prose}>
            <strong>{f.intro}</strong> {f.summary}
          </p>
          <ol css={steps} aria-label={f.intro}>
            {f.steps.map((s, i) => (
              <li key={i} aria-current={s.current ? 'step' : undefined}>
                {s.refs.map((r, j) => (
                  <Fragment key={r.code}>
                    {j > 0 && <span css={{ color: theme.color.muted }}>/</span>}
                    {s.current ? (
                      <span css={currentChip} title={r.name}>
                        {r.code}
                      </span>
                    ) : (
                      <Link to={pathOf(r)} css={chip} title={r.name}>
                        {r.code}
                      </Link>
                    )}
                  </Fragment>
                ))}
                {i < f.steps.length - 1 && (
                  <span aria-hidden="true" css={{ color: theme.color.muted }}>
                    →
                  </span>
                )}
              </li>
            ))}
          </ol>
        </div>
      ))}

      <h2 css={h2}>{context.equivalentTitle}</h2>
      {context.noEquivalent && <p css={prose}>{context.noEquivalent}</p>}
      {context.equivalents.map((e) => (
        <p key={e.code} css={prose}>
          {e.text} <Link to={pathOf(e)}>{copy.openEquivalent(e.code)}</Link>
        </p>
      ))}
    </>
  );
}

/** The related codes, with why each is related: cards across the page's width. */
export function RelatedCodes({ context }: { context: CodeContext }) {
  return (
    <>
      {context.related.length > 0 && (
        <>
          <h2 css={h2}>{copy.relatedTitle}</h2>
          <ul css={cardGrid(4)}>
            {context.related.map((r) => (
              <li key={`${r.standard}:${r.code}`}>
                <Link
                  to={pathOf(r)}
                  css={[card, { display: 'block', textDecoration: 'none', color: theme.color.text, height: '100%' }]}
                >
                  <strong css={{ fontFamily: theme.font.mono, color: theme.color.brand }}>{r.code}</strong>
                  <span css={{ display: 'block', marginTop: 4, overflowWrap: 'anywhere' }}>{r.name}</span>
                  <span css={{ display: 'block', marginTop: 6, fontSize: '.85rem', color: theme.color.muted }}>
                    {r.reason}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
