import { createContext } from 'react';

/**
 * Navigates the browser router to a site path: `replace` when a link points at the page already shown; with
 * `formData`, a form's post to the path's action (client/components/site-form.tsx).
 */
export type SiteNavigate = (
  to: string,
  options: { replace?: boolean; formMethod?: 'post'; formData?: FormData },
) => void;

/**
 * The browser router's navigate, provided by hydrate.tsx for the site's links and forms
 * (client/components/site-link.tsx, site-form.tsx); absent on the server and before hydration, where those
 * links are plain anchors and the forms post natively.
 */
export const SiteNavigation = createContext<SiteNavigate | undefined>(undefined);
