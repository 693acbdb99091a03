import { Link } from 'react-router-dom';
import { edifactCopy } from '../../../content/pages/edifact-directory';
import {
  codeAnchor,
  edifactPath,
  type CompositePage,
  type ElementPage,
  type EntryPart,
  type NamedEntry,
  type SegmentPage,
} from '../../../shared/edifact-reference';
import { theme } from '../../lib/theme';
import { Section } from '../ui';
import { structureTable } from '../reference/structure-table';

const copy = edifactCopy.entry;
const scroll = { overflowX: 'auto' } as const;
// A bare <code> takes the browser's monospace size (13 px beside 16 px text): the format read as small print.
const formatValue = { fontFamily: theme.font.mono, fontSize: '.95em' } as const;
// Links standing alone in a cell or list get a 24 px target.
const mono = {
  fontFamily: theme.font.mono,
  fontWeight: 700,
  display: 'inline-block',
  minHeight: 24,
  lineHeight: '24px',
} as const;
const status = (mandatory: boolean) => (mandatory ? copy.mandatory : copy.conditional);
const statusTitle = (mandatory: boolean) => copy.statusNames[mandatory ? 'M' : 'C'];

/** The head of a parts table: position, id, name, status, format (directory and syntax pages alike). */
export function PartsHead() {
  return (
    <thead>
      <tr>
        <th scope="col">{copy.position}</th>
        <th scope="col">{copy.id}</th>
        <th scope="col">{copy.name}</th>
        <th scope="col">{copy.status}</th>
        <th scope="col">{copy.format}</th>
      </tr>
    </thead>
  );
}

/** A segment's elements or a composite's components, each linked. */
function PartsTable({ dir, parts }: { dir: string; parts: readonly EntryPart[] }) {
  return (
    <div css={scroll}>
      <table css={structureTable}>
        <PartsHead />
        <tbody>
          {parts.map((p) => (
            <tr key={p.position}>
              <td>{p.position}</td>
              <td>
                <Link to={edifactPath(dir, p.kind, p.id)} css={mono}>
                  {p.id}
                </Link>
              </td>
              <td>{p.name}</td>
              <td>
                <abbr title={statusTitle(p.mandatory)}>{status(p.mandatory)}</abbr>
                {p.repeat ? ` ×${p.repeat}` : ''}
              </td>
              <td>{p.format ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Where an entry is used: links to other entries of the same directory. */
function UsedIn({
  dir,
  kind,
  entries,
}: {
  dir: string;
  kind: 'messages' | 'segments' | 'composites';
  entries: readonly NamedEntry[];
}) {
  return (
    <ul css={{ margin: 0, paddingLeft: 20, columns: '16rem', li: { breakInside: 'avoid', minHeight: 26 } }}>
      {entries.map((e) => (
        <li key={e.id}>
          <Link to={edifactPath(dir, kind, e.id)} css={mono}>
            {e.id}
          </Link>{' '}
          <span css={{ color: theme.color.muted }}>{e.name}</span>
        </li>
      ))}
    </ul>
  );
}

export function SegmentView({ page }: { page: SegmentPage }) {
  return (
    <>
      <Section id="elements" title={copy.structure}>
        <PartsTable dir={page.dir.id} parts={page.parts} />
      </Section>
      <Section id="used-in" title={copy.usedIn} intro={copy.usedInMessages(page.usedIn.length)}>
        {page.usedIn.length > 0 ? (
          <UsedIn dir={page.dir.id} kind="messages" entries={page.usedIn} />
        ) : (
          <p>{copy.notUsed}</p>
        )}
      </Section>
    </>
  );
}

export function CompositeView({ page }: { page: CompositePage }) {
  return (
    <>
      <Section id="components" title={copy.structure}>
        <PartsTable dir={page.dir.id} parts={page.parts} />
      </Section>
      <Section id="used-in" title={copy.usedIn}>
        <UsedIn dir={page.dir.id} kind="segments" entries={page.usedIn} />
      </Section>
    </>
  );
}

export function ElementView({ page }: { page: ElementPage }) {
  const dir = page.dir.id;
  return (
    <>
      <Section
        id="codes"
        title={copy.codes}
        intro={page.codes.length > 0 ? copy.codesCount(page.codes.length) : copy.noCodes}
      >
        <p>
          <strong>{copy.format}:</strong> <code css={formatValue}>{page.format}</code>
        </p>
        {page.codes.length > 0 && (
          <div css={scroll}>
            <table css={structureTable}>
              <thead>
                <tr>
                  <th scope="col">{copy.code}</th>
                  <th scope="col">{copy.name}</th>
                </tr>
              </thead>
              <tbody>
                {page.codes.map((c) => (
                  <tr key={c.code} id={codeAnchor(c.code)}>
                    <td>
                      <a href={`#${codeAnchor(c.code)}`} css={mono}>
                        {c.code}
                      </a>
                    </td>
                    <td>{c.name}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>
      <Section id="used-in" title={copy.usedIn}>
        {page.usedIn.segments.length > 0 && (
          <>
            <h3>{copy.usedInSegments}</h3>
            <UsedIn dir={dir} kind="segments" entries={page.usedIn.segments} />
          </>
        )}
        {page.usedIn.composites.length > 0 && (
          <>
            <h3>{copy.usedInComposites}</h3>
            <UsedIn dir={dir} kind="composites" entries={page.usedIn.composites} />
          </>
        )}
      </Section>
    </>
  );
}
