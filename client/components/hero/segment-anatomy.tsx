import { css } from '@emotion/react';
import { Fragment } from 'react';
import { referenceHeroCopy as copy, segmentSyntax, type SampleSegment } from '../../../content/pages/reference-heroes';
import type { StandardId } from '../../../shared/standards';
import { theme, whiteTint } from '../../lib/theme';
import type { FlowView } from '../../lib/reference-relations';
import { panel, panelLabel, wideOnly } from './parts';

const card = css({
  padding: '16px 18px',
  borderRadius: theme.radius.lg,
  background: theme.color.dark,
  border: `1px solid ${whiteTint(0.25)}`,
  color: '#fff',
});
// Each value sits over its position; a delimiter keeps the row's second line empty so all align.
const line = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'start',
  rowGap: 8,
  fontFamily: theme.font.mono,
  fontSize: '1.05rem',
  fontWeight: 700,
  lineHeight: 1.4,
  '& > span': { display: 'inline-grid', justifyItems: 'center', minWidth: '1ch' },
  small: { fontFamily: theme.font.body, fontSize: '.75rem', fontWeight: 600, color: theme.hero.intro },
});
const delimiter = css({ color: theme.color.focus, padding: '0 2px' });
const value = css({ padding: '0 2px', borderBottom: `2px solid ${whiteTint(0.35)}` });
const legend = css({
  margin: '14px 0 0',
  padding: '12px 0 0',
  borderTop: `1px solid ${whiteTint(0.2)}`,
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: '4px 10px',
  fontSize: '.8rem',
  lineHeight: 1.35,
  dt: { fontFamily: theme.font.mono, fontWeight: 700, textAlign: 'center' },
  dd: { margin: 0, color: theme.hero.intro },
});

/** An element's position as segment references write it: 01, 02 … */
const position = (i: number) => String(i + 1).padStart(2, '0');

/** The characters of a segment's text, grouped: its tag, then each element (split into components). */
function split(text: string, standard: StandardId) {
  const d = segmentSyntax[standard].delimiters;
  const body = text.endsWith(d.segment.char) ? text.slice(0, -d.segment.char.length) : text;
  const [tag = '', ...elements] = body.split(d.element.char);
  return { tag, elements: elements.map((e) => e.split(d.component.char)), d };
}

/** A segment taken apart: each element over its position, the delimiters marked and named below. */
export function SegmentAnatomy({ standard, sample }: { standard: StandardId; sample: SampleSegment }) {
  const { tag, elements, d } = split(sample.text, standard);
  const used = (['element', 'component', 'segment'] as const).filter(
    (role) => role !== 'component' || elements.some((e) => e.length > 1),
  );
  return (
    <div css={card}>
      <span css={panelLabel}>{sample.caption}</span>
      <div css={line}>
        <span>
          {tag}
          <small>{copy.tag}</small>
        </span>
        {elements.map((components, i) => (
          <Fragment key={position(i)}>
            <span css={delimiter}>{d.element.char}</span>
            <span>
              <span css={value}>
                {components.map((c, j) => (
                  <Fragment key={`${j}:${c}`}>
                    {j > 0 && <span css={{ color: theme.color.focus }}>{d.component.char}</span>}
                    {c}
                  </Fragment>
                ))}
                {components.join('') === '' && <span css={{ opacity: 0 }}>·</span>}
              </span>
              <small>{position(i)}</small>
            </span>
          </Fragment>
        ))}
        <span css={delimiter}>{d.segment.char}</span>
      </div>
      <dl css={legend}>
        {elements.map((components, i) => (
          <Fragment key={position(i)}>
            <dt>{position(i)}</dt>
            <dd>{components.join('') === '' ? `${sample.elements[i] ?? ''} (${copy.empty})` : sample.elements[i]}</dd>
          </Fragment>
        ))}
        {used.map((role) => (
          <Fragment key={role}>
            <dt css={{ color: theme.color.focus }}>{d[role].char}</dt>
            <dd>{d[role].name}</dd>
          </Fragment>
        ))}
      </dl>
    </div>
  );
}

const flowSteps = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 6,
  li: {
    display: 'flex',
    alignItems: 'center',
    gap: 6,
    fontFamily: theme.font.mono,
    fontSize: '.9rem',
    fontWeight: 700,
  },
  'li:not(:first-of-type)::before': { content: '"→"', fontFamily: theme.font.body, color: theme.hero.intro },
});
const step = css({
  padding: '3px 8px',
  borderRadius: theme.radius.sm,
  border: `1px solid ${whiteTint(0.3)}`,
  background: whiteTint(theme.hero.panelTint),
});
const current = css({ background: '#fff', color: theme.color.text, borderColor: '#fff' });

/** A code page's hero: the header that opens the code's documents, and the first flow the code is part of. */
export function CodeVisual({
  standard,
  code,
  flow,
  version,
}: {
  standard: StandardId;
  code: string;
  flow?: FlowView | undefined;
  /** The directory as the header names it (D:01B), for an EDIFACT directory's page. */
  version?: string;
}) {
  return (
    <div css={wideOnly} aria-hidden="true">
      <SegmentAnatomy standard={standard} sample={segmentSyntax[standard].header(code, version)} />
      {flow && (
        <div css={[panel, { marginTop: 14 }]}>
          <span css={panelLabel}>{copy.flow(flow.name)}</span>
          <ol css={flowSteps}>
            {flow.steps.map((s) => {
              const codes = s.refs.map((r) => r.code).join(' / ');
              return (
                <li key={codes}>
                  <span css={[step, s.current && current]}>{codes}</span>
                </li>
              );
            })}
          </ol>
        </div>
      )}
    </div>
  );
}
