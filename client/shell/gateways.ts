/** The browser's ways to the server's data, one chunk loaded with the first service call (client/page-services.ts). */
export { browserBlogGateway } from './blog-gateway';
export { fetchEdifactPage } from './edifact-gateway';
export { browserLeadGateway } from './lead-gateway';
export { fetchGuide, fetchStructure } from './reference-gateway';
export { fetchSearch } from './search-gateway';
