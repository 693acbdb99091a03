import { createContext } from 'react';

/** Navigates the browser router to a site path; `replace` when the link points at the page already shown. */
export type SiteNavigate = (to: string, options: { replace: boolean }) => void;

/**
 * The browser router's navigate, provided by hydrate.tsx for the site's links (client/components/site-link.tsx);
 * absent on the server and before hydration, where those links are plain anchors.
 */
export const SiteNavigation = createContext<SiteNavigate | undefined>(undefined);
