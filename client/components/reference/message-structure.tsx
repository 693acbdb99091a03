import { css } from '@emotion/react';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { edifactPath } from '../../../shared/edifact-reference';
import { structureCopy } from '../../../content/inspector/links';
import {
  isComposite,
  isGroup,
  type ElementDef,
  type StructureNode,
} from '../../../content/directories/directory-types';
import type { MessageStructure } from '../../../shared/edi/edifact-structures';
import { mq, theme } from '../../lib/theme';
import { groupRow, structureTable } from './structure-table';

const copy = structureCopy;
// A 24 px target: the site's minimum for links standing alone (tests/e2e/reference-layout.spec.ts).
const segmentLink = css({
  fontFamily: theme.font.mono,
  fontWeight: 700,
  display: 'inline-block',
  minHeight: 24,
  lineHeight: '24px',
});

interface Row {
  pos: string;
  depth: number;
  node: StructureNode;
}

/** Rows in directory order, numbered 0010, 0020, … like the UN/EDIFACT tables. */
function flatten(nodes: StructureNode[]): Row[] {
  const rows: Row[] = [];
  const walk = (list: StructureNode[], depth: number) => {
    for (const node of list) {
      rows.push({ pos: String((rows.length + 1) * 10).padStart(4, '0'), depth, node });
      if (isGroup(node)) walk(node.children, depth + 1);
    }
  };
  walk(nodes, 0);
  return rows;
}

const table = css(structureTable, {
  'td:first-of-type, th:first-of-type': { display: 'none', [mq.sm]: { display: 'table-cell' } },
  // A full 28 px row: the disclosure is a target of its own (at least 24 px).
  summary: { cursor: 'pointer', minHeight: 28, lineHeight: '28px' },
  ul: { margin: '6px 0 4px', paddingLeft: 18, color: theme.color.muted, fontSize: '.9rem' },
  'details > a': { display: 'inline-block', minHeight: 24, lineHeight: '24px', margin: '2px 0 4px', fontSize: '.9rem' },
});

function Elements({ elements, id }: { elements: ElementDef[]; id?: string }) {
  return (
    <ul id={id}>
      {elements.map((e, i) => (
        <li key={`${e.id}-${i}`}>
          {`${e.id} ${e.name} (${copy.elementStatus(e.required)}${isComposite(e) ? '' : `, ${copy.format(e.type, e.maxLength)}`})`}
          {isComposite(e) && <Elements elements={e.components} />}
        </li>
      ))}
    </ul>
  );
}

/** Where a segment's elements are listed: a fragment whose navigation opens the disclosure around them. */
const elementsId = (tag: string) => `elements-${tag}`;

/**
 * The D.96A segment table of one message: nested groups indented, each segment's elements on demand. A segment
 * lists its elements where it first occurs; its later occurrences (DTM 26 times in ORDERS) link there, so
 * the page carries each list once.
 */
export function MessageStructureTable({ structure }: { structure: MessageStructure }) {
  const rows = flatten(structure.nodes);
  const firstAt = new Map<string, string>();
  for (const { pos, node } of rows) if (!isGroup(node) && !firstAt.has(node.segment)) firstAt.set(node.segment, pos);
  const headingId = `structure-${structure.code}`;
  return (
    <section aria-labelledby={headingId} css={{ marginTop: 40 }}>
      <h2 id={headingId} css={{ margin: '0 0 8px' }}>
        {copy.heading(structure.code)}
      </h2>
      <p css={{ margin: '0 0 16px', color: theme.color.muted, maxWidth: 760 }}>
        {copy.intro}{' '}
        <Link to={edifactPath('d96a', 'messages', structure.code)}>{copy.directoryLink(structure.code)}</Link>
      </p>
      <table css={table}>
        <thead>
          <tr>
            <th scope="col">{copy.position}</th>
            <th scope="col">{copy.tag}</th>
            <th scope="col">{copy.name}</th>
            <th scope="col">{copy.status}</th>
            <th scope="col">{copy.repeat}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ pos, depth, node }) => {
            const indent = { paddingLeft: 8 + depth * 14 };
            const status = node.required ? copy.mandatory : copy.conditional;
            if (isGroup(node)) {
              return (
                <tr key={pos} css={groupRow}>
                  <td>{pos}</td>
                  <td colSpan={2} css={indent}>
                    {copy.group(node.group)}
                  </td>
                  <td>{status}</td>
                  <td>{node.maxRepeat}</td>
                </tr>
              );
            }
            const def = structure.segments[node.segment];
            const first = firstAt.get(node.segment) ?? pos;
            return (
              <Fragment key={pos}>
                <tr>
                  <td>{pos}</td>
                  <td css={indent}>
                    {first === pos ? (
                      // Its first occurrence links to the segment's directory page (once: the page stays light).
                      <Link to={edifactPath('d96a', 'segments', node.segment)} css={segmentLink}>
                        {node.segment}
                      </Link>
                    ) : (
                      <code>{node.segment}</code>
                    )}
                  </td>
                  <td>
                    {def && def.elements.length > 0 ? (
                      <details>
                        <summary>{def.name}</summary>
                        {first === pos ? (
                          <Elements elements={def.elements} id={elementsId(node.segment)} />
                        ) : (
                          <a href={`#${elementsId(node.segment)}`}>{copy.elementsAt(node.segment, first)}</a>
                        )}
                      </details>
                    ) : (
                      (def?.name ?? node.segment)
                    )}
                  </td>
                  <td>{status}</td>
                  <td>{node.maxRepeat}</td>
                </tr>
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
