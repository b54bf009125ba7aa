import { createExternalStore } from "./external-store.ts";

/** What the global loader overlay says unless it is given another message (portal-shell §2.7). */
export const LOADER_MESSAGE = "Fetching data, Please wait...";

type LoaderState = { pending: number; isNavigating: boolean };

/**
 * The global loader (portal-shell §4.7): a counter of pending requests that never drops below zero,
 * plus route navigation; visible while either is active.
 */
export const loaderStore = createExternalStore<LoaderState>({ pending: 0, isNavigating: false });

export const loader = {
  requestStarted: () => loaderStore.set((s) => ({ ...s, pending: s.pending + 1 })),
  requestEnded: () => loaderStore.set((s) => ({ ...s, pending: Math.max(0, s.pending - 1) })),
  reset: () => loaderStore.set((s) => ({ ...s, pending: 0 })),
  navigationStarted: () => loaderStore.set((s) => ({ ...s, isNavigating: true })),
  navigationEnded: () => loaderStore.set((s) => ({ ...s, isNavigating: false })),
};

export const isLoaderVisible = ({ pending, isNavigating }: LoaderState): boolean =>
  pending > 0 || isNavigating;
