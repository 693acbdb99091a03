import { queryOptions } from '@tanstack/react-query';
import type { SearchResults } from '../../shared/search/search-types';
import type { PageServices } from '../page-services';
import { embedded } from './embed';

/** The site search's results for a query from an offset (the /search page). */
export const searchQuery = ({ search }: PageServices, q: string, offset: number) =>
  queryOptions({
    queryKey: ['search', q, offset],
    queryFn: (): Promise<SearchResults> => search(q, offset),
    meta: embedded,
  });
