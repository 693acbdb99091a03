import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False in the server render and the hydrating render, true after: for controls that need JavaScript. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
