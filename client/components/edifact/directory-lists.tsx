import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { edifactCopy as copy, kindWords } from '../../../content/pages/edifact-directory';
import {
  edifactPath,
  SERVICE_SYNTAX,
  syntaxPath,
  type DirectoryIndexPage,
  type DirectoryPage,
  type EntryKind,
  type NamedEntry,
} from '../../../shared/edifact-reference';
import { mq, theme } from '../../lib/theme';
import { ContentsList } from '../reference/contents-list';
import { Section } from '../ui';
import { structureTable } from '../reference/structure-table';

const n = (x: number) => x.toLocaleString('en-US');

/** Every directory with its year and counts. */
export function DirectoryIndex({ page }: { page: DirectoryIndexPage }) {
  const c = copy.index;
  return (
    <Section id="directories" title={c.heading}>
      <div css={{ overflowX: 'auto' }}>
        <table
          css={[
            structureTable,
            {
              'td:nth-of-type(n+3), th:nth-of-type(n+3)': { textAlign: 'right' },
              // On a phone: directory, year, messages and segments (the directory page has the rest).
              [mq.belowSm]: { 'td:nth-of-type(n+5), th:nth-of-type(n+5)': { display: 'none' } },
            },
          ]}
        >
          <thead>
            <tr>
              <th scope="col">{c.directory}</th>
              <th scope="col">{c.year}</th>
              <th scope="col">{c.messages}</th>
              <th scope="col">{c.segments}</th>
              <th scope="col">{c.composites}</th>
              <th scope="col">{c.elements}</th>
              <th scope="col">{c.codes}</th>
            </tr>
          </thead>
          <tbody>
            {page.directories.map((d) => (
              <tr key={d.id}>
                <td>
                  <Link to={edifactPath(d.id)} css={{ display: 'inline-block', minHeight: 24, lineHeight: '24px' }}>
                    {d.label}
                  </Link>
                </td>
                <td>{d.year}</td>
                <td>{n(d.counts.messages)}</td>
                <td>{n(d.counts.segments)}</td>
                <td>{n(d.counts.composites)}</td>
                <td>{n(d.counts.elements)}</td>
                <td>{n(d.counts.codes)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        <Link to={syntaxPath(SERVICE_SYNTAX)}>{c.service}</Link>
      </p>
    </Section>
  );
}

const entryList = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: '2px 24px',
  gridTemplateColumns: 'minmax(0, 1fr)',
  [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  li: { display: 'flex', gap: 8, alignItems: 'baseline', minHeight: 28 },
  a: {
    fontFamily: theme.font.mono,
    fontWeight: 700,
    minWidth: '4.5em',
    display: 'inline-block',
    minHeight: 24,
    lineHeight: '24px',
  },
  span: { color: theme.color.muted, fontSize: '.92rem', overflowWrap: 'anywhere' },
});

/** One kind's entries, each a link with its name. */
function Entries({
  dir,
  kind,
  entries,
}: {
  dir: string;
  kind: EntryKind;
  entries: readonly (NamedEntry & { codes?: number })[];
}) {
  return (
    <ul css={entryList}>
      {entries.map((e) => (
        <li key={e.id}>
          <Link to={edifactPath(dir, kind, e.id)}>{e.id}</Link>
          <span>
            {e.name}
            {e.codes ? ` · ${copy.directory.codes(e.codes)}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A directory: its messages, segments, composites and elements, each a link. */
export function DirectoryLists({ page }: { page: DirectoryPage }) {
  const dir = page.dir.id;
  const lists: [EntryKind, readonly (NamedEntry & { codes?: number })[]][] = [
    ['messages', page.messages],
    ['segments', page.segments],
    ['composites', page.composites],
    ['elements', page.elements],
  ];
  return (
    <>
      <ContentsList
        items={lists.map(([kind, entries]) => ({ id: kind, label: `${kindWords[kind].heading} (${entries.length})` }))}
      />
      {page.summary.derived && (
        <Section id="derived" title={copy.directory.derived}>
          <ul>
            {page.summary.derived.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        </Section>
      )}
      {lists.map(([kind, entries]) => (
        <Section key={kind} id={kind} title={kindWords[kind].heading} intro={copy.directory.filterHint(entries.length)}>
          <Entries dir={dir} kind={kind} entries={entries} />
        </Section>
      ))}
    </>
  );
}
