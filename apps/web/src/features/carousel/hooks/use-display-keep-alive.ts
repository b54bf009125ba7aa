import { useEffect } from "react";
import { getAllowedRoutes, shareActivity } from "../../auth/index.ts";

/** How often a playing carousel tells the app and the server that the display is in use. */
export const DISPLAY_KEEP_ALIVE_MS = 5 * 60_000;

/**
 * A wall display has nobody at its keyboard: while the carousel is open it counts as in use, so neither the
 * 30-minute inactivity time-out nor the server's idle limit signs it out. Every few minutes it records activity
 * and makes one light call of the session (the allowed routes, refreshed as a side effect). The session's
 * longest life (1 day) still applies.
 */
export const useDisplayKeepAlive = (): void => {
  useEffect(() => {
    const timer = window.setInterval(() => {
      shareActivity(Date.now());
      void getAllowedRoutes().catch(() => undefined);
    }, DISPLAY_KEEP_ALIVE_MS);
    return () => window.clearInterval(timer);
  }, []);
};
