// A reference guide's state: the filters (kept in the URL), the rows adopted from the server's table, the
// table body's click handling, the code whose quick preview is open and the preview's loading.
import { useNavigate } from 'react-router-dom';
import { useSearchParams } from '../../hooks/use-search-params';
import { useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useHydrated } from '../../hooks/use-hydrated';
import type { GuideData, GuideFilter, GuideRow } from './guide-data';
import type { FilterChange } from './guide-filters';
import { filterSearch } from './guide-link';
import { canonicalPage } from '../../../shared/code-pages';
import { isStandardId, standardAt } from '../../../shared/standards';
import { adoptRows, codeOf, upgradeRows, type Adopted } from './guide-rows';

// The quick preview is not part of the page's first load: it loads once the page is idle (or on first
// use, if that comes sooner), so a first click does not wait for it.
export const loadModal = () => import('./reference-modal');

/**
 * A row's link: the code's one page where it is not the guide's (an EDIFACT message's directory page, #47), else
 * the guide's per-code page with the active filters, so its "Back to the guide" returns to this view.
 */
function codeLink(path: string, search: string, code: string): string {
  const standard = standardAt(path)?.id;
  return (isStandardId(standard) ? canonicalPage(standard, code) : undefined) ?? `${path}/${code}${search}`;
}

const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.altKey && !e.ctrlKey && !e.shiftKey;

/**
 * Search and industry live in the URL (?q=&industry=), so a filtered view is linkable.
 *
 * When the hydration data has no entries (guide-data.ts), the table body is the server's: React adopts
 * it without rendering a row, and filtering moves the server's row elements in and out of it.
 */
export function useGuideState({ path, data, filter }: { path: string; data: GuideData; filter: GuideFilter }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [term, setTerm] = useState(params.get('q') ?? '');
  const [industry, setIndustry] = useState(params.get('industry') ?? 'all');
  const [selected, setSelected] = useState<GuideRow | null>(null);
  const hydrated = useHydrated();
  const body = useRef<HTMLTableSectionElement>(null);
  // Whether the table body is the server's, for the page's lifetime (read once, at hydration).
  const [serverRows] = useState(data.entries === null);
  const [adopted, setAdopted] = useState<Adopted | null>(null);
  const entries = data.entries ?? adopted?.entries ?? null;
  // Before the first filter change an adopted table shows every entry, as the server rendered it.
  const results = useMemo(() => (entries ? filter(entries, term, industry) : null), [entries, filter, term, industry]);
  const shown = results?.length ?? data.total;
  const search = filterSearch(term, industry);
  const pagePath = (code: string) => codeLink(path, search, code);

  /** The entries, reading them from the server's rows on first need. */
  const adopt = (): readonly GuideRow[] => {
    if (entries || !body.current) return entries ?? [];
    const read = adoptRows(body.current, data.industries ?? []);
    setAdopted(read);
    return read.entries;
  };

  // Adopted rows: the ones the filters keep, in order, with links that carry the filters. (The table
  // remounts after an empty result: its new, empty body gets them back the same way.)
  useLayoutEffect(() => {
    const el = body.current;
    if (!serverRows || !adopted || !el || !results) return;
    const rows = results.flatMap((r) => adopted.rows.get(r.code) ?? []);
    for (const tr of rows) tr.querySelector('a')?.setAttribute('href', codeLink(path, search, codeOf(tr)));
    // Rows already in place stay put (moving one would take the focus from its button).
    if (rows.length !== el.rows.length || rows.some((tr, i) => el.rows[i] !== tr)) el.replaceChildren(...rows);
  }, [serverRows, adopted, results, path, search]);

  const update = (next: FilterChange) => {
    adopt();
    const t = next.term ?? term;
    const i = next.industry ?? industry;
    setTerm(t);
    setIndustry(i);
    void navigate(filterSearch(t, i) || '?', { replace: true, preventScrollReset: true });
  };
  // "Clear filters" links to the guide's path; the fields follow.
  const clear = () => {
    setTerm('');
    setIndustry('all');
  };
  const open = (code: string) => setSelected(adopt().find((m) => m.code === code) ?? null);
  const close = () => setSelected(null);

  // One listener for every row's quick-view button and page link (rendered or adopted alike), on the
  // table body of the moment (the table is replaced by the empty state and back).
  const onRowClick = useEffectEvent((e: MouseEvent) => {
    if (!(e.target instanceof Element)) return;
    const row = e.target.closest('tr');
    const code = row && codeOf(row);
    if (!code) return;
    // A code not yet upgraded to its button (upgradeRows runs when the browser is idle) opens the preview too.
    if (e.target.closest('button, code')) open(code);
    else if (e.target.closest('a') && plainClick(e) && !e.defaultPrevented) {
      e.preventDefault();
      void navigate(pagePath(code));
    }
  });
  const tableShown = shown > 0;
  // The server's rows as Row renders them once hydrated, while the browser is idle. (When the table comes back
  // after an empty result, it gets the same row elements back: nothing to redo.)
  useEffect(() => (serverRows && body.current ? upgradeRows(body.current) : undefined), [serverRows]);
  useEffect(() => {
    const load = () => void loadModal();
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(load, { timeout: 5000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(load, 2000);
    return () => clearTimeout(id);
  }, []);
  useEffect(() => {
    const el = body.current;
    if (!tableShown || !el) return;
    const listener = (e: MouseEvent) => onRowClick(e);
    el.addEventListener('click', listener);
    return () => el.removeEventListener('click', listener);
  }, [tableShown]);

  return {
    term,
    industry,
    selected,
    hydrated,
    body,
    serverRows,
    results,
    shown,
    tableShown,
    pagePath,
    update,
    clear,
    open,
    close,
  };
}
