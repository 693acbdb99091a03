import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { unNotice } from '../../../content/directories/edifact/notice';
import { edifactCopy as copy } from '../../../content/pages/edifact-directory';
import {
  EDIFACT_BASE,
  edifactDataPath,
  edifactPath,
  syntaxPath,
  uneceUrl,
  type EdifactPage,
} from '../../../shared/edifact-reference';
import { theme } from '../../lib/theme';
import { ExternalLink } from '../external-link';
import { container } from '../ui';

const switcher = css({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4px 6px',
  a: {
    display: 'inline-block',
    minHeight: 24,
    padding: '2px 6px',
    borderRadius: theme.radius.sm,
    fontFamily: theme.font.mono,
    fontSize: '.88rem',
  },
  '[aria-current="page"]': { background: theme.color.brand, color: theme.color.onDark, textDecoration: 'none' },
});

const footer = css({
  display: 'grid',
  gap: 16,
  padding: '32px 16px 48px',
  h2: { fontSize: '1.1rem', margin: '0 0 8px' },
  p: { margin: 0, color: theme.color.muted, fontSize: '.92rem', maxWidth: 900 },
});

interface Chrome {
  /** This page's path (its JSON is at the matching /api/edifact path). */
  here: string;
  unece: string;
  /** The same entry in every directory that has it, this one marked. */
  switcher?: { current: string; links: { label: string; path: string; id: string }[] };
}

function chromeOf(page: EdifactPage): Chrome {
  switch (page.kind) {
    case 'index':
      return { here: EDIFACT_BASE, unece: unNotice.link.href };
    case 'syntax':
    case 'syntax-segment':
      return {
        here: syntaxPath(page.version, page.kind === 'syntax' ? undefined : page.entry.id),
        unece: unNotice.link.href,
      };
    case 'directory':
      return {
        here: edifactPath(page.dir.id),
        unece: uneceUrl(page.dir.id),
        switcher: { current: page.dir.id, links: page.others.map((d) => ({ ...d, path: edifactPath(d.id) })) },
      };
    default:
      return {
        here: edifactPath(page.dir.id, page.kind, page.entry.id),
        unece: uneceUrl(page.dir.id, page.kind, page.entry.id),
        switcher: {
          current: page.dir.id,
          links: page.others.map((d) => ({ ...d, path: edifactPath(d.id, page.kind, page.entry.id) })),
        },
      };
  }
}

/**
 * Below every directory page: the same entry in the other directories (a list of links, so it works without
 * JavaScript), UNECE's page for it, the JSON, and the UN's copyright notice.
 */
export function EntryFooter({ page }: { page: EdifactPage }) {
  const { here, unece, switcher: other } = chromeOf(page);
  return (
    <div css={[container, footer]}>
      {other && (
        <nav aria-labelledby="other-directories">
          <h2 id="other-directories">{copy.entry.others}</h2>
          {other.links.length <= 1 ? (
            <p>{copy.entry.othersNone}</p>
          ) : (
            <ul css={switcher}>
              {other.links.map((d) => (
                <li key={d.id}>
                  <Link to={d.path} {...(d.id === other.current && { 'aria-current': 'page' as const })}>
                    {d.label}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </nav>
      )}
      {/* Links on their own, so targets of 24 px at least (WCAG 2.5.8). */}
      <p
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: '4px 20px',
          '& > a': { display: 'inline-flex', minHeight: 24, alignItems: 'center' },
        }}
      >
        <ExternalLink href={unece}>{copy.entry.unece}</ExternalLink>
        <a href={edifactDataPath(here)}>{copy.entry.json}</a>
      </p>
      <p>
        {unNotice.text} <ExternalLink href={unNotice.link.href}>{unNotice.link.label}</ExternalLink>
      </p>
    </div>
  );
}
