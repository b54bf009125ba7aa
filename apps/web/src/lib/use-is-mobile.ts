import { useSyncExternalStore } from "react";
import { MOBILE_BREAKPOINT_PX } from "./address-style.ts";

const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

const subscribe = (listener: () => void) => {
  const media = window.matchMedia(QUERY);
  media.addEventListener("change", listener);
  return () => media.removeEventListener("change", listener);
};
/** Whether the window is narrower than the mobile breakpoint now (outside React). */
export const isMobileWidth = (): boolean => window.matchMedia(QUERY).matches;
const snapshot = isMobileWidth;

/** True while the window is narrower than the mobile breakpoint (768 px, portal-platform §9). */
export const useIsMobile = (): boolean => useSyncExternalStore(subscribe, snapshot, () => false);
