import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { edifactCopy, syntaxCopy } from '../../../content/pages/edifact-directory';
import { syntaxPath, type SyntaxPage, type SyntaxSegmentPage } from '../../../shared/edifact-reference';
import { theme } from '../../lib/theme';
import { ScrollRegion } from '../scroll-region';
import { Section } from '../ui';
import { PartsHead } from './entry-views';
import { groupRow, structureTable } from '../reference/structure-table';

const copy = edifactCopy.entry;
const link = {
  fontFamily: theme.font.mono,
  fontWeight: 700,
  display: 'inline-block',
  minHeight: 24,
  lineHeight: '24px',
} as const;

/** A syntax version's service segments, each linked. */
export function SyntaxIndex({ page }: { page: SyntaxPage }) {
  return (
    <Section id="segments" title={syntaxCopy.segments}>
      <ul css={{ margin: 0, paddingLeft: 20, columns: '16rem' }}>
        {page.segments.map((s) => (
          <li key={s.id}>
            <Link to={syntaxPath(page.version, s.id)} css={link}>
              {s.id}
            </Link>{' '}
            <span css={{ color: theme.color.muted }}>{s.name}</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** A service segment: its elements, composites with their components beneath them. */
export function SyntaxSegment({ page }: { page: SyntaxSegmentPage }) {
  const status = (m: boolean) => (
    <abbr title={copy.statusNames[m ? 'M' : 'C']}>{m ? copy.mandatory : copy.conditional}</abbr>
  );
  return (
    <Section id="elements" title={copy.structure}>
      {/* Focusable: on a phone the table scrolls sideways, and it holds no link to reach it by keyboard. */}
      <ScrollRegion labelledBy="elements-heading" css={{ overflowX: 'auto' }}>
        <table css={structureTable}>
          <PartsHead />
          <tbody>
            {page.parts.map((p) => (
              <Fragment key={p.position}>
                <tr css={p.components ? groupRow : undefined}>
                  <td>{p.position}</td>
                  <td>
                    <code>{p.id}</code>
                  </td>
                  <td>{p.name}</td>
                  <td>{status(p.mandatory)}</td>
                  <td>{p.format ?? ''}</td>
                </tr>
                {p.components?.map((c) => (
                  <tr key={`${p.position}-${c.position}`}>
                    <td css={{ paddingLeft: 20 }}>{c.position}</td>
                    <td css={{ paddingLeft: 24 }}>
                      <code>{c.id}</code>
                    </td>
                    <td>{c.name}</td>
                    <td>{status(c.mandatory)}</td>
                    <td>{c.format ?? ''}</td>
                  </tr>
                ))}
              </Fragment>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </Section>
  );
}
