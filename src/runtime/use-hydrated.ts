import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False while React hydrates the pre-rendered HTML (and on the server), true from then on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
