/** The part of the server configuration the browser may see (embedded in every page). */
export interface PublicConfig {
  siteUrl: string;
  demoUrl: string;
  appUrl: string;
  /** Per-code reference pages; {code} is replaced. */
  referenceUrls: { x12: string; edifact: string };
}
