/** Carousel paging: pages = ceil(count / logos a view), at least 1; moves wrap both ways. */
export const LOGOS_PER_PAGE = 5;
export const AUTO_ADVANCE_MS = 3000;

export const pageCount = (count: number, perPage = LOGOS_PER_PAGE) => Math.max(1, Math.ceil(count / perPage));

export const wrapPage = (page: number, pages: number) => ((page % pages) + pages) % pages;
