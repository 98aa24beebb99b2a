import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * false while rendering on the server and while hydrating, true after: state read from the URL
 * query (which the prerendered HTML cannot know) is applied only after hydration, so the
 * first client render matches the HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
