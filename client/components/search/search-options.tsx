// The dialog's listbox: options grouped under their headings, the active one marked (aria-activedescendant on
// the field moves it; the options themselves never take focus). A native <select> cannot hold a title, a
// code and a marked line per option, so the APG combobox pattern's roles go on lists:
// oxlint-disable jsx-a11y/no-noninteractive-element-to-interactive-role, jsx-a11y/prefer-tag-over-role
import { css } from '@emotion/react';
import type { SearchHit } from '../../../shared/search/search-types';
import { searchCopy } from '../../../content/search/search-copy';
import { theme } from '../../lib/theme';
import { Marked, markStyle } from './marked';
import { shownCode } from '../../../shared/search/result-groups';

/** The search page's address for a query (the dialog's "all results", a recent search's link). */
export const resultsUrl = (q: string) => `/search?q=${encodeURIComponent(q)}`;

export interface SearchOption {
  id: string;
  hit?: SearchHit;
  /** A recent search: choosing it searches it again. */
  recent?: string;
}

export interface OptionSection {
  id: string;
  label: string;
  options: SearchOption[];
}

const list = css({ listStyle: 'none', margin: 0, padding: '4px 8px 8px', overflowY: 'auto', flex: 1 });
const heading = css({
  padding: '10px 8px 4px',
  fontSize: '.78rem',
  fontWeight: 700,
  textTransform: 'uppercase',
  letterSpacing: '.04em',
  color: theme.color.muted,
});
const group = css({ listStyle: 'none', margin: 0, padding: 0 });
const option = css({
  display: 'block',
  textDecoration: 'none',
  color: 'inherit',
  padding: '8px 10px',
  borderRadius: theme.radius.sm,
  cursor: 'pointer',
  minHeight: 24,
  '&[aria-selected="true"]': { background: theme.color.surfaceAlt, boxShadow: `inset 3px 0 0 ${theme.color.brand}` },
});
const title = css({ fontWeight: 700, color: theme.color.text });
const code = css({ fontFamily: theme.font.mono, fontSize: '.78rem', marginLeft: 8, color: theme.color.muted });
const detail = css({
  display: 'block',
  fontSize: '.88rem',
  color: theme.color.muted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export function SearchOptions({
  sections,
  options,
  activeId,
  onChoose,
  onHover,
}: {
  sections: OptionSection[];
  options: SearchOption[];
  activeId: string | undefined;
  onChoose: (option: SearchOption) => void;
  onHover: (id: string) => void;
}) {
  return (
    <ul id="search-listbox" role="listbox" aria-label={searchCopy.label} css={list} hidden={options.length === 0}>
      {sections.map((section) => (
        <li key={section.id} role="presentation">
          <div id={`search-group-${section.id}`} role="presentation" css={heading}>
            {section.label}
          </div>
          <ul role="group" aria-labelledby={`search-group-${section.id}`} css={group}>
            {section.options.map((o) => (
              <li key={o.id} role="presentation">
                {/* A real link (a[href] may take the option role): Ctrl/⌘-click, a middle click and "open in new
                    tab" work; a plain click is the dialog's choice. The field keeps focus (combobox pattern). */}
                <a
                  id={o.id}
                  role="option"
                  href={o.hit?.url ?? resultsUrl(o.recent ?? '')}
                  tabIndex={-1}
                  aria-selected={o.id === activeId}
                  css={[markStyle, option]}
                  onMouseDown={(event) => event.button === 0 && event.preventDefault()}
                  onClick={(event) => {
                    if (event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
                    event.preventDefault();
                    onChoose(o);
                  }}
                  onMouseMove={() => o.id !== activeId && onHover(o.id)}
                >
                  {o.hit ? (
                    <>
                      <span css={title}>
                        <Marked text={o.hit.title} terms={o.hit.terms} />
                      </span>
                      {shownCode(o.hit) && <span css={code}>{shownCode(o.hit)}</span>}
                      {o.hit.detail && (
                        <span css={detail}>
                          <Marked text={o.hit.detail} terms={o.hit.terms} />
                        </span>
                      )}
                    </>
                  ) : (
                    <span css={title}>{o.recent}</span>
                  )}
                </a>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
