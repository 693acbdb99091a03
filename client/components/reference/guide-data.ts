/**
 * A reference guide's entries travel once. The page's chunk does not import them: its loader does (on the
 * server, and in the browser only when a client-side navigation arrives at the guide). When the server
 * renders the whole table (no filter leaves an entry out), the hydration data leaves the entries out as
 * well, all but their industries (which the table does not show): the browser adopts the table the HTML
 * holds and reads rows back from it when a filter first needs them. A filtered view (?q=, ?industry=) keeps
 * them, since its table lacks the rows the filter hides.
 */
import type { ShouldRevalidateFunction } from 'react-router-dom';

/** What the table shows and the filters read of an entry. */
export interface GuideRow {
  code: string;
  name: string;
  description: string;
  category: string;
  /** The industries the filter matches against (comma-separated for EDIFACT); not shown in the table. */
  industry: string;
  service?: boolean;
}

export type GuideFilter = (entries: readonly GuideRow[], term: string, industry: string) => GuideRow[];

export interface GuideData {
  /** Every entry; null in the browser's first render when the server's table already holds them all. */
  entries: readonly GuideRow[] | null;
  /** Without entries: each row's industry, in the server table's order (the one field it does not show). */
  industries?: readonly string[];
  total: number;
  /** The URL's filters keep every entry: the server renders the whole table. */
  wholeTable: boolean;
}

/** A guide's loader data for a request: the filters are the URL's (?q=, ?industry=), as on the page. */
export function guideData(entries: readonly GuideRow[], request: Request, filter: GuideFilter): GuideData {
  const params = new URL(request.url).searchParams;
  const shown = filter(entries, params.get('q') ?? '', params.get('industry') ?? 'all').length;
  return { entries, total: entries.length, wholeTable: shown === entries.length };
}

/** The hydration data of a guide: without the entries when the server's HTML holds every row. */
export const dehydrateGuide = (data: GuideData): GuideData =>
  data.wholeTable ? { ...data, entries: null, industries: data.entries?.map((e) => e.industry) ?? [] } : data;

/** The filters live in the URL but the data does not depend on them: changing them reloads nothing. */
export const guideShouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (currentUrl.pathname === nextUrl.pathname && formMethod === undefined ? false : defaultShouldRevalidate);
