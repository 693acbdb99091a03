import type { Guide } from '../../content/x12-guides/guide-types';
import { x12GuideJsonPath } from '../../shared/standards';

type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

const guides = new Map<string, Tracked<Guide | undefined>>();

const fromData = (set: string, release: string): Promise<Guide | undefined> =>
  import('../../content/x12-guides').then((m) => m.guideOf(set, release));

async function fetchGuide(set: string, release: string): Promise<Guide | undefined> {
  try {
    const res = await fetch(x12GuideJsonPath(set, release), { headers: { accept: 'application/json' } });
    if (res.ok) {
      const guide: Guide = await res.json();
      return guide;
    }
  } catch {
    // Offline or refused: the guides' chunk has it too (larger, but the page must not go blank).
  }
  return fromData(set, release);
}

/**
 * A guide for `use()`, one promise per guide. The page's HTML carries the guide and the loader data leaves
 * it out (it would be inlined a second time), so the browser fetches the JSON download to hydrate; once
 * loaded, the promise says so (React's thenable fields), so a later render does not suspend.
 */
export function guideData(set: string, release: string): Promise<Guide | undefined> {
  const key = `${set}/${release}`;
  let promise = guides.get(key);
  if (!promise) {
    const loading: Tracked<Guide | undefined> = (
      typeof document === 'undefined' ? fromData(set, release) : fetchGuide(set, release)
    ).then((value) => {
      Object.assign(loading, { status: 'fulfilled', value });
      return value;
    });
    promise = loading;
    guides.set(key, promise);
  }
  return promise;
}
