import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * The current URL's query parameters, read-only. The site only reads them (a change is a navigation), and
 * React Router's own hook lives beside its form and fetcher code, which esbuild then keeps in every page's
 * shell chunk (it splits by file, and React Router is one file): about 0.3 KB gzip of every first load.
 */
export function useSearchParams(): [URLSearchParams] {
  const { search } = useLocation();
  return [useMemo(() => new URLSearchParams(search), [search])];
}
