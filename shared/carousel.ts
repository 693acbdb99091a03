/** Carousel paging of spec part 1 §9: pages = ceil(count / perPage), at least 1; moves wrap both ways. */
export const LOGOS_PER_PAGE = 5;
export const AUTO_ADVANCE_MS = 3000;

export const pageCount = (count: number, perPage = LOGOS_PER_PAGE) => Math.max(1, Math.ceil(count / perPage));

export const wrapPage = (page: number, pages: number) => ((page % pages) + pages) % pages;

export const pageItems = <T>(items: readonly T[], page: number, perPage = LOGOS_PER_PAGE): T[] =>
  items.slice(page * perPage, page * perPage + perPage);
