import type { MessageStructure } from '../../shared/edi/load/edifact-structures';
import { loadMessageStructure } from '../../shared/edi/load/load-message-structure';

/** The browser's copy of a message's structure (server/reference/structure-router.ts). */
export const structurePath = (code: string) => `/api/edifact-structures/${encodeURIComponent(code)}`;

type Tracked<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

const structures = new Map<string, Tracked<MessageStructure | undefined>>();

async function fetchStructure(code: string): Promise<MessageStructure | undefined> {
  try {
    const res = await fetch(structurePath(code), { headers: { accept: 'application/json' } });
    if (res.ok) {
      const structure: MessageStructure = await res.json();
      return structure;
    }
  } catch {
    // Offline or refused: the directory chunk has it too (larger, but the table must not go blank).
  }
  return loadMessageStructure(code);
}

/**
 * A D.96A message's structure for `use()`, one promise per code. The page's HTML carries its table and the
 * loader data leaves it out (it would be the page's largest part, inlined a second time), so the browser
 * fetches its own copy to hydrate the table; the rest of the page hydrates meanwhile. Once loaded, the
 * promise says so (React's thenable fields), so a render after the loader awaited it does not suspend.
 */
export function structureOf(code: string): Promise<MessageStructure | undefined> {
  let promise = structures.get(code);
  if (!promise) {
    const loading: Tracked<MessageStructure | undefined> = (
      typeof document === 'undefined' ? loadMessageStructure(code) : fetchStructure(code)
    ).then((value) => {
      Object.assign(loading, { status: 'fulfilled', value });
      return value;
    });
    promise = loading;
    structures.set(code, promise);
  }
  return promise;
}
