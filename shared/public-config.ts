/** The part of the server configuration the browser may see (embedded in every page). */
export interface PublicConfig {
  siteUrl: string;
  demoUrl: string;
  appUrl: string;
  /** Per-code reference pages; {code} is replaced. */
  referenceUrls: Readonly<Record<string, string>>;
  /** Hashed build files every page refers to, from the asset manifest. */
  assets: PageAssets;
}

export interface PageAssets {
  /** The icon sprite: icons are drawn as <use href="{icons}#name">. */
  icons: string;
  /** The site stylesheet (absent in watch builds, whose styles are all inline). */
  styles?: string | undefined;
}
