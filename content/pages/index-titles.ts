/**
 * Titles of the index pages other pages sit under. Every page's breadcrumb trail names its parents by them, so
 * the shell carries them; the rest of those pages' head copy (content/pages/index-heads.ts) only their own
 * chunks load.
 */

/** Title of /blogs. */
export const blogsTitle = 'EDI & Integration Blog: Latest Insights | Northwind EDI';

/** Title of /integrations. */
export const integrationsIndexTitle = 'All EDI and API Integrations: 23 ERP and Business Systems | Northwind EDI';

/** Title of /resources/x12-transaction-sets. */
export const x12GuideTitle = 'X12 Transaction Sets Guide: All 318 Sets of Release 005010 | Northwind EDI';

/** Title of /resources/edifact-messages. */
export const edifactGuideTitle = 'EDIFACT D.96A Messages Guide: All 125 Message Types | Northwind EDI';

/**
 * The guides' index pages by name: their heroes' titles (reference-guides.ts) and the breadcrumb step above a
 * guide's own pages, which need not load the index pages' copy for it.
 */
export const guideIndexNames = { x12: 'X12 Transaction Sets', edifact: 'EDIFACT D.96A Messages' } as const;
