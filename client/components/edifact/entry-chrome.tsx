import { css } from '@emotion/react';
import { Link } from 'react-router-dom';
import { unNotice } from '../../../content/directories/edifact/notice';
import { edifactCopy as copy } from '../../../content/pages/edifact-directory';
import { edifactDataPath, edifactPath, uneceUrl, type EdifactPage } from '../../../shared/edifact-reference';
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

/**
 * Below every directory page: the same entry in the other directories (a list of links, so it works without
 * JavaScript), UNECE's page for it, the JSON, and the UN's copyright notice.
 */
export function EntryFooter({ page }: { page: EdifactPage }) {
  const path = (dir: string) =>
    page.kind === 'index' || page.kind === 'directory' ? edifactPath(dir) : edifactPath(dir, page.kind, page.entry.id);
  const own = page.kind === 'index' ? undefined : page.dir;
  const here = page.kind === 'index' ? '/resources/edifact' : path(page.dir.id);
  const unece =
    page.kind === 'index' || page.kind === 'directory'
      ? uneceUrl(page.kind === 'index' ? 'd24a' : page.dir.id)
      : uneceUrl(page.dir.id, page.kind, page.entry.id);
  return (
    <div css={[container, footer]}>
      {own && (
        <nav aria-labelledby="other-directories">
          <h2 id="other-directories">{copy.entry.others}</h2>
          {page.kind !== 'index' && page.others.length <= 1 ? (
            <p>{copy.entry.othersNone}</p>
          ) : (
            <ul css={switcher}>
              {(page.kind === 'index' ? [] : page.others).map((d) => (
                <li key={d.id}>
                  <Link to={path(d.id)} {...(d.id === own.id && { 'aria-current': 'page' as const })}>
                    {d.label}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </nav>
      )}
      <p css={{ display: 'flex', flexWrap: 'wrap', gap: '4px 20px' }}>
        <ExternalLink href={unece}>{copy.entry.unece}</ExternalLink>
        <a href={edifactDataPath(here)}>{copy.entry.json}</a>
      </p>
      <p>
        {unNotice.text} <ExternalLink href={unNotice.link.href}>{unNotice.link.label}</ExternalLink>
      </p>
    </div>
  );
}
