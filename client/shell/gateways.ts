/** The browser's ways to the server's data, one chunk loaded with the first service call (client/page-services.ts). */
export { browserBlogGateway } from './blog-gateway';
export { fetchEdifactPage } from './edifact-gateway';
export { browserLeadGateway } from './lead-gateway';
export { fetchGuide, fetchStructure } from './reference-gateway';
export { fetchSearch } from './search-gateway';

/**
 * /developers' finding codes after a client-side navigation, built in the browser from the rule registry: a chunk
 * of its own, as the registry with its checks is larger than the rows (the first render has them in its state).
 */
export const findingRows = () => import('../../shared/reference/finding-rows').then((m) => m.findingRows());
