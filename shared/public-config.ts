/** The part of the server configuration the browser may see (embedded in every page). */
export interface PublicConfig {
  siteUrl: string;
  demoUrl: string;
  appUrl: string;
}
