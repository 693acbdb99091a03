import { css } from '@emotion/react';
import { x12GuideCopy as copy } from '../../../content/pages/x12-guide';
import { elementAnchor, elementsHome, segmentAnchor } from '../../../content/x12-guides/guide-anchors';
import type { Guide, GuideElement, GuideSegment } from '../../../content/x12-guides/guide-types';
import { mq, theme } from '../../lib/theme';
import { guideRows } from './x12-guide-rows';
import { guideTable, maxUse } from './x12-guide-structure';

// On phones each element becomes a block, each value under its label: six columns would not fit 390 px.
const elementTable = css(guideTable, {
  marginTop: 12,
  [mq.belowMd]: {
    thead: { display: 'none' },
    'tr, td': { display: 'block' },
    tr: { borderBottom: `1px solid ${theme.color.border}`, padding: '6px 0' },
    td: { border: 0, padding: '2px 0', overflowWrap: 'anywhere' },
    'td[data-label]::before': { content: 'attr(data-label) ": "', fontWeight: 700 },
  },
});
const codeList = css({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  li: { margin: '0 0 2px' },
  code: { marginRight: 6 },
});
const segmentStyle = css({ marginTop: 36, h3: { margin: '0 0 4px', fontSize: '1.2rem' } });
const meta = css({ margin: 0, color: theme.color.muted });

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
            <td data-label={copy.name}>
              {copy.elementName(e.name, e.id)}
              {e.note && <span css={{ display: 'block', fontSize: '.9rem' }}>{e.note}</span>}
            </td>
            <td data-label={copy.usage}>{copy.usageWords[e.usage]}</td>
            <td data-label={copy.format}>{copy.formatOf(e.type, e.min, e.max)}</td>
            <td data-label={e.codes ? copy.codes : undefined}>
              <Codes element={e} sameAs={sameCodes.get(e)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Segment({ guide, node, path }: { guide: Guide; node: GuideSegment; path: string }) {
  const anchor = segmentAnchor(guide, node);
  const headingId = `${anchor}-heading`;
  const home = elementsHome(guide, node);
  const where = [
    copy.usageWords[node.usage],
    `${copy.maxUse} ${maxUse(node.max)}`,
    ...(path ? [copy.inLoop(path)] : []),
  ];
  return (
    <section id={anchor} aria-labelledby={headingId} css={segmentStyle}>
      <h3 id={headingId}>{`${node.tag} · ${node.name}`}</h3>
      <p css={meta}>{where.join(' · ')}</p>
      {node.note && <p css={{ margin: '6px 0 0' }}>{node.note}</p>}
      {home === node ? (
        <Elements guide={guide} node={node} />
      ) : (
        <p css={{ margin: '6px 0 0' }}>
          <a href={`#${segmentAnchor(guide, home)}`}>{copy.elementsAt(home.tag, segmentAnchor(guide, home))}</a>
        </p>
      )}
    </section>
  );
}

/** Every segment of the guide with its elements; each has the id the engine's findings link to. */
export function GuideSegments({ guide }: { guide: Guide }) {
  const rows = guideRows(guide);
  return (
    <>
      {rows.map((row) =>
        row.kind === 'segment' ? (
          <Segment key={segmentAnchor(guide, row.node)} guide={guide} node={row.node} path={row.path} />
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
