import { css } from '@emotion/react';
import { x12GuideCopy as copy } from '../../../content/pages/x12-guide';
import { loopAnchor, segmentAnchor } from '../../../content/x12-guides/guide-anchors';
import type { Guide } from '../../../content/x12-guides/guide-types';
import { theme } from '../../lib/theme';
import { groupRow, structureTable } from './structure-table';
import { guideRows } from './x12-guide-rows';

export const guideTable = css(structureTable, {
  'td a': { display: 'inline-block', minHeight: 24, lineHeight: '24px' },
});
const tagLink = css({ fontFamily: theme.font.mono, fontWeight: 700 });

export const maxUse = (max: number): string => (max === 0 ? copy.unbounded : String(max));

/** The guide's segments and loops in order, nested loops indented, each segment linked to its details. */
export function GuideStructure({ guide }: { guide: Guide }) {
  return (
    <table css={guideTable}>
      <thead>
        <tr>
          <th scope="col">{copy.tag}</th>
          <th scope="col">{copy.name}</th>
          <th scope="col">{copy.usage}</th>
          <th scope="col">{copy.maxUse}</th>
        </tr>
      </thead>
      <tbody>
        {guideRows(guide).map((row) => {
          const indent = { paddingLeft: 8 + row.depth * 14 };
          if (row.kind === 'loop') {
            const id = loopAnchor(guide, row.node);
            return (
              <tr key={id} id={id} css={groupRow}>
                <td colSpan={2} css={indent}>
                  {copy.loop(row.node.id)}
                </td>
                <td>{copy.usageWords[row.node.usage]}</td>
                <td>{maxUse(row.node.max)}</td>
              </tr>
            );
          }
          const anchor = segmentAnchor(guide, row.node);
          return (
            <tr key={anchor}>
              <td css={indent}>
                <a href={`#${anchor}`} css={tagLink}>
                  {row.node.tag}
                </a>
              </td>
              <td>{row.node.name}</td>
              <td>{copy.usageWords[row.node.usage]}</td>
              <td>{maxUse(row.node.max)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
