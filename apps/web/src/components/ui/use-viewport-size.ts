import { useSyncExternalStore } from "react";

export type ViewportSize = { width: number; height: number };

const subscribe = (listener: () => void) => {
  window.addEventListener("resize", listener);
  return () => window.removeEventListener("resize", listener);
};

let last: ViewportSize = { width: 0, height: 0 };
/** One object while the size stays the same, as useSyncExternalStore needs. */
const snapshot = (): ViewportSize => {
  if (last.width !== window.innerWidth || last.height !== window.innerHeight)
    last = { width: window.innerWidth, height: window.innerHeight };
  return last;
};

/** The window's inner size in CSS pixels, kept up to date as it is resized. */
export const useViewportSize = (): ViewportSize => useSyncExternalStore(subscribe, snapshot, snapshot);
