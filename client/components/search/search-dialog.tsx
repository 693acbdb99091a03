// The search dialog (issue 34): the WAI-ARIA combobox pattern (https://www.w3.org/WAI/ARIA/apg/patterns/combobox/),
// results as you type from the browser's index, then the server's (body text, code lists) a moment later.
import { css } from '@emotion/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { headerCopy } from '../../../content/navigation';
import { searchDialogCopy as copy } from '../../../content/search/search-copy';
import { hitDomId, resultSections } from '../../../shared/search/result-groups';
import type { SearchResults } from '../../../shared/search/search-types';
import { searchSite, type SiteIndex } from '../../../shared/search/site-search';
import { fetchSearch } from '../../shell/search-gateway';
import { theme } from '../../lib/theme';
import { Search, X } from '../icon';
import { visuallyHidden } from '../visually-hidden';
import { closeButtonStyle } from '../close-button';
import { browserIndex } from './browser-index';
import { rememberSearch, recentSearches } from './recent-searches';
import { resultsUrl, SearchOptions, type OptionSection } from './search-options';

/** Options the dialog lists at most; the search page has more. */
const LIMIT = 20;
/** The server's pass waits for a pause in typing. */
const SERVER_DELAY_MS = 180;

// A modal <dialog> (showModal): the page behind is inert and the browser keeps focus inside.
const panel = css({
  width: 'min(680px, calc(100% - 24px))',
  maxHeight: '80dvh',
  margin: '8vh auto auto',
  padding: 0,
  border: 0,
  color: theme.color.text,
  '&[open]': { display: 'flex' },
  flexDirection: 'column',
  '&::backdrop': { background: 'rgba(10,25,48,.55)' },
  background: '#fff',
  borderRadius: theme.radius.lg,
  boxShadow: theme.shadow.panel,
  overflow: 'hidden',
});
const bar = css({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  padding: '6px 8px 6px 16px',
  borderBottom: `1px solid ${theme.color.border}`,
});
const input = css({
  flex: 1,
  minWidth: 0,
  minHeight: 48,
  border: 0,
  fontSize: '1.05rem',
  outline: 'none',
  background: 'transparent',
});
const footer = css({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: 8,
  padding: '10px 16px',
  borderTop: `1px solid ${theme.color.border}`,
  fontSize: '.9rem',
  color: theme.color.muted,
});
const note = css({ margin: 0, padding: '16px', color: theme.color.muted });

export interface SearchDialogProps {
  onClose: () => void;
}

export function SearchDialog({ onClose }: SearchDialogProps) {
  const navigate = useNavigate();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [q, setQ] = useState('');
  const [index, setIndex] = useState<SiteIndex>();
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [results, setResults] = useState<SearchResults>();
  // The active option by id: when the server's answer replaces the browser's, the same result stays active.
  const [activeId, setActiveId] = useState<string>();
  const typed = useRef('');
  // Opened only after hydration (a click or a key), so the browser's storage can be read at once.
  const [recent] = useState(recentSearches);

  useEffect(() => {
    dialogRef.current?.showModal();
    inputRef.current?.focus();
    browserIndex().then(
      (loaded) => {
        setIndex(loaded);
        setStatus('ready');
        // Typed while the index was loading: answer it now.
        if (loaded && typed.current.trim()) setResults(searchSite(loaded, typed.current, LIMIT));
      },
      () => setStatus('ready'), // the server's pass still answers
    );
  }, []);

  // The server's pass: the whole site (body text, code lists), once typing pauses.
  useEffect(() => {
    const query = q.trim();
    if (!query) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      fetchSearch(query, LIMIT, abort.signal).then(
        (answer) => {
          setStatus('ready');
          setResults((current) => (current === undefined || current.query === answer.query ? answer : current));
        },
        () => {
          if (!abort.signal.aborted && !index) setStatus('failed');
        },
      );
    }, SERVER_DELAY_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [q, index]);

  const type = (value: string) => {
    typed.current = value;
    setQ(value);
    setActiveId(undefined);
    // The browser's index answers in the same frame as the keystroke.
    setResults(index && value.trim() ? searchSite(index, value, LIMIT) : undefined);
  };

  // Closed first, so the page is no longer inert when the trigger takes focus back.
  const close = () => {
    dialogRef.current?.close();
    onClose();
  };

  const query = q.trim();
  const sections: OptionSection[] = [];
  if (!query && recent.length > 0)
    sections.push({
      id: 'recent',
      label: copy.recent,
      options: recent.map((r, i) => ({ id: `search-recent-${i}`, recent: r })),
    });
  if (query && results)
    for (const { id, label, hits } of resultSections(results))
      sections.push({ id, label, options: hits.map((hit) => ({ id: hitDomId(hit.id), hit })) });
  const options = sections.flatMap((s) => s.options);
  const activeAt = Math.max(
    0,
    options.findIndex((o) => o.id === activeId),
  );
  const current = options[activeAt];

  const choose = (option = current) => {
    if (option?.recent !== undefined) {
      type(option.recent);
      return;
    }
    const href = option?.hit?.url ?? (query ? resultsUrl(query) : undefined);
    if (!href) return;
    rememberSearch(query);
    close();
    void navigate(href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = { ArrowDown: 1, ArrowUp: -1 };
    const step = moves[event.key];
    if (step !== undefined && options.length > 0) {
      event.preventDefault();
      setActiveId(options[(activeAt + step + options.length) % options.length]?.id);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  useEffect(() => {
    if (current) document.getElementById(current.id)?.scrollIntoView({ block: 'nearest' });
  }, [current]);

  return (
    // A click on the backdrop (the dialog element itself) closes, as Escape does.
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      css={panel}
      aria-label={headerCopy.searchLabel}
      onClick={(event) => event.target === event.currentTarget && close()}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <div css={bar}>
        <Search size={20} aria-hidden="true" css={{ flex: 'none', color: theme.color.muted }} />
        <input
          ref={inputRef}
          css={input}
          type="text"
          role="combobox"
          aria-label={headerCopy.searchLabel}
          aria-expanded={options.length > 0}
          aria-controls="search-listbox"
          aria-autocomplete="list"
          aria-activedescendant={current?.id}
          placeholder={copy.placeholder}
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          value={q}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="button" css={closeButtonStyle} aria-label={copy.close} onClick={close}>
          <X size={18} aria-hidden="true" />
        </button>
      </div>
      <SearchOptions
        sections={sections}
        activeId={current?.id}
        onChoose={choose}
        onHover={setActiveId}
        options={options}
      />
      {status === 'loading' && query && <p css={note}>{copy.loading}</p>}
      {status === 'failed' && (
        <p css={note}>
          {copy.failed} <a href={resultsUrl(query)}>{copy.all(query)}</a>
        </p>
      )}
      {status !== 'failed' && query && results && options.length === 0 && <p css={note}>{copy.none(query)}</p>}
      <p css={visuallyHidden} aria-live="polite">
        {query && results ? copy.count(results.hits.length) : ''}
      </p>
      <div css={footer}>
        <span aria-hidden="true">{copy.help}</span>
        {query && (
          <Link to={resultsUrl(query)} onClick={() => (rememberSearch(query), close())}>
            {copy.all(query)}
          </Link>
        )}
      </div>
    </dialog>
  );
}
