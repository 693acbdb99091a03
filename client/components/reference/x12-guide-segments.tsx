import { css } from '@emotion/react';
import { x12GuideCopy as copy } from '../../../content/pages/x12-guide';
import { elementAnchor, elementsHome, segmentAnchor } from '../../../content/x12-guides/guide-anchors';
import type { Guide, GuideElement, GuideSegment } from '../../../content/x12-guides/guide-types';
import { mq, theme } from '../../lib/theme';
import { guideRows } from './x12-guide-rows';
import { maxUse } from './x12-guide-nodes';
import { structureTable } from './structure-table';
import { segmentHeights } from './segment-height';

// On phones five columns do not fit 390 px: each element is one grid row (reference, name, usage letter,
// format), its codes flowing below the name; most elements take one line where labelled cards took four.
const elementTable = css(structureTable, {
  marginTop: 12,
  '[data-short]': { display: 'none' },
  [mq.belowMd]: {
    marginTop: 6,
    fontSize: '.875rem',
    lineHeight: 1.3,
    thead: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' },
    'tbody, td': { display: 'block' },
    tr: {
      display: 'grid',
      gridTemplateColumns: '3.3rem minmax(0, 1fr) auto auto',
      gap: '0 8px',
      alignItems: 'baseline',
      padding: '2px 0',
      borderBottom: `1px solid ${theme.color.border}`,
    },
    td: { border: 0, padding: 0, overflowWrap: 'anywhere' },
    'td:nth-of-type(3), td:nth-of-type(4)': { color: theme.color.muted, fontSize: '.85rem' },
    // The codes take the row's whole width, indented a little: long code lists wrap into fewer lines.
    'td:nth-of-type(5)': { gridColumn: '1 / -1', paddingLeft: 12, '&:empty': { display: 'none' } },
    '[data-long]': { display: 'none' },
    '[data-short]': { display: 'inline' },
    ul: { display: 'flex', flexWrap: 'wrap', gap: '0 12px', li: { margin: 0 } },
  },
});
const codeList = css({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  li: { margin: '0 0 2px' },
  code: { marginRight: 6 },
});
const segmentStyle = css({
  marginTop: 14,
  h3: { margin: '0 0 4px', fontSize: '1.1rem' },
  [mq.md]: { marginTop: 36, h3: { fontSize: '1.2rem' } },
});
// Laid out when near, held meanwhile at its estimated height (segment-height.ts); printed in full.
const laidOutNear = css({
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto var(--h-narrow)',
  [mq.md]: { containIntrinsicSize: 'auto var(--h-md)' },
  [mq.lg]: { containIntrinsicSize: 'auto var(--h-wide)' },
  '@media print': { contentVisibility: 'visible' },
});
const meta = css({ margin: 0, color: theme.color.muted });
// The segment's usage beside its name where it fits: one line less per segment on a phone.
// On a phone the conditions' summary follows the heading, where a short name leaves room, not the usage line.
const headLine = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: '0 10px',
  h3: { margin: 0 },
  [mq.belowMd]: { '& > p': { order: 2 }, '& > details': { order: 1 } },
});

function Codes({ element, sameAs }: { element: GuideElement; sameAs: string | undefined }) {
  if (!element.codes) return null;
  if (sameAs) return <>{copy.sameCodes(sameAs)}</>;
  return (
    <>
      <ul css={codeList}>
        {Object.entries(element.codes)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([code, meaning]) => (
            <li key={code}>
              <code>{code}</code>
              {meaning}
            </li>
          ))}
      </ul>
      {element.open && <p css={[meta, { fontSize: '.85rem' }]}>{copy.openCodes}</p>}
    </>
  );
}

function Elements({ guide, node }: { guide: Guide; node: GuideSegment }) {
  // A list repeated in the segment (product id qualifiers in every pair) is printed once, then referred to;
  // compared by content, as the browser's copy of the guide is JSON (no shared objects).
  const sameCodes = new Map<GuideElement, string>();
  const firsts = new Map<string, string>();
  for (const e of node.elements) {
    if (!e.codes) continue;
    const key = JSON.stringify(e.codes);
    const first = firsts.get(key);
    if (first) sameCodes.set(e, first);
    else firsts.set(key, e.ref);
  }
  return (
    <table css={elementTable}>
      <thead>
        <tr>
          <th scope="col">{copy.element}</th>
          <th scope="col">{copy.nameAndId}</th>
          <th scope="col">{copy.usage}</th>
          <th scope="col">{copy.format}</th>
          <th scope="col">{copy.codes}</th>
        </tr>
      </thead>
      <tbody>
        {node.elements.map((e) => (
          <tr key={e.ref} id={elementAnchor(guide, node, e.ref)}>
            <td>
              <code>{e.ref}</code>
            </td>
            <td>
              {copy.elementName(e.name, e.id)}
              {e.note && <span css={{ display: 'block', fontSize: '.9rem' }}>{e.note}</span>}
            </td>
            <td>
              <span data-long="">{copy.usageWords[e.usage]}</span>
              <abbr data-short="" title={copy.usageWords[e.usage]}>
                {copy.usageLetters[e.usage]}
              </abbr>
            </td>
            <td>{copy.formatOf(e.type, e.min, e.max)}</td>
            <td>
              <Codes element={e} sameAs={sameCodes.get(e)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

// Closed, the conditions are one summary beside the segment's usage (no height on a phone); open, a list.
const conditionsStyle = css({
  fontSize: '.8rem',
  lineHeight: 1.2,
  summary: { cursor: 'pointer', color: theme.color.muted },
  '&[open]': { flexBasis: '100%' },
  ul: { margin: '4px 0 0', paddingLeft: 20 },
  code: { marginRight: 6 },
});

function Conditions({ node, open }: { node: GuideSegment; open: boolean | undefined }) {
  const { conditions } = node;
  if (!conditions) return null;
  const ref = (p: number) => `${node.tag}${String(p).padStart(2, '0')}`;
  return (
    <details css={conditionsStyle} open={open}>
      <summary>{copy.conditionsSummary(conditions.length)}</summary>
      <ul>
        {conditions.map((c) => (
          <li key={c.note}>
            <code>{c.note}</code>
            {copy.conditionWords[c.type](c.positions.map(ref))}
          </li>
        ))}
      </ul>
    </details>
  );
}

interface SegmentProps {
  guide: Guide;
  node: GuideSegment;
  path: string;
  conditionsOpen: boolean | undefined;
}

function Segment({ guide, node, path, conditionsOpen }: SegmentProps) {
  const anchor = segmentAnchor(guide, node);
  const headingId = `${anchor}-heading`;
  const home = elementsHome(guide, node);
  const where = [
    copy.usageWords[node.usage],
    `${copy.maxUse} ${maxUse(node.max)}`,
    ...(path ? [copy.inLoop(path)] : []),
  ];
  const elsewhere = copy.elementsAt(home.tag, segmentAnchor(guide, home));
  return (
    <section
      id={anchor}
      aria-labelledby={headingId}
      // Not in a printed guide (conditionsOpen), where every segment is laid out anyway.
      css={conditionsOpen ? segmentStyle : [segmentStyle, laidOutNear]}
      style={conditionsOpen ? undefined : segmentHeights(node, home === node ? undefined : elsewhere)}
    >
      <div css={headLine}>
        <h3 id={headingId}>{`${node.tag} · ${node.name}`}</h3>
        <p css={meta}>{where.join(' · ')}</p>
        {home === node && <Conditions node={node} open={conditionsOpen} />}
      </div>
      {node.note && <p css={{ margin: '6px 0 0' }}>{node.note}</p>}
      {home === node ? (
        <Elements guide={guide} node={node} />
      ) : (
        <p css={{ margin: '6px 0 0' }}>
          <a href={`#${segmentAnchor(guide, home)}`}>{elsewhere}</a>
        </p>
      )}
    </section>
  );
}

/**
 * Every segment of the guide with its elements; each has the id the engine's findings link to. `conditionsOpen`:
 * the relational conditions listed rather than folded (a printed guide, where nothing can be unfolded).
 */
export function GuideSegments({ guide, conditionsOpen }: { guide: Guide; conditionsOpen?: boolean }) {
  const rows = guideRows(guide);
  return (
    <>
      {rows.map((row) =>
        row.kind === 'segment' ? (
          <Segment
            key={segmentAnchor(guide, row.node)}
            guide={guide}
            node={row.node}
            path={row.path}
            conditionsOpen={conditionsOpen}
          />
        ) : null,
      )}
      {guide.hierarchy && (
        <section id="hierarchy" aria-labelledby="hierarchy-heading" css={segmentStyle}>
          <h3 id="hierarchy-heading">{copy.hierarchy}</h3>
          <p css={meta}>{copy.hierarchyIntro(guide.hierarchy.levels.join(', '))}</p>
          <ul>
            {guide.hierarchy.levels.map((level) => (
              <li key={level}>
                <code>{level}</code> {copy.levelNames[level] ?? level}
                {guide.hierarchy?.requires[level] && `: ${copy.requires(guide.hierarchy.requires[level] ?? [])}`}
              </li>
            ))}
          </ul>
        </section>
      )}
      {guide.counts.length > 0 && (
        <section id="totals" aria-labelledby="totals-heading" css={segmentStyle}>
          <h3 id="totals-heading">{copy.totals}</h3>
          {guide.counts.map((rule) => (
            <p key={rule.ref} css={meta}>
              {copy.totalRule(rule.ref, rule.counts)}
            </p>
          ))}
        </section>
      )}
    </>
  );
}
