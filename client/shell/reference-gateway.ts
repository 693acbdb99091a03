import type { Guide } from '../../content/x12-guides/guide-types';
import type { MessageStructure } from '../../shared/reference/edifact-structures';
import { x12GuideJsonPath } from '../../shared/standards';

/** The browser's copy of a message's structure (server/reference/structure-router.ts). */
export const structurePath = (code: string) => `/api/edifact-structures/${encodeURIComponent(code)}`;

async function getJson<T>(url: string): Promise<T | undefined> {
  const res = await fetch(url, { headers: { accept: 'application/json' } });
  if (res.status === 404) return undefined;
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  const body: T = await res.json();
  return body;
}

/** A guide after a client-side navigation: its JSON download (the page's first render has it in its state). */
export const fetchGuide = (set: string, release: string) => getJson<Guide>(x12GuideJsonPath(set, release));

/** A structure after a client-side navigation (the page's first render has it in its state). */
export const fetchStructure = (code: string) => getJson<MessageStructure>(structurePath(code));
