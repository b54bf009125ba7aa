import { useEffect, useRef } from "react";
import { STORAGE_KEYS } from "../../../lib/storage.ts";
import { createInactivityClock, parseTimestamp } from "../inactivity-clock.ts";

/** What counts as user activity: pointer, keys, scrolling and touch. */
const ACTIVITY_EVENTS = ["pointerdown", "pointermove", "keydown", "wheel", "scroll", "touchstart"] as const;
const LISTEN = { capture: true, passive: true } as const;

const readSharedActivity = (): number | null =>
  parseTimestamp(localStorage.getItem(STORAGE_KEYS.lastActivityAt));

/** Records activity at `at` for every tab of the app (local storage), as a person's input would. */
export const shareActivity = (at: number): void => {
  try {
    localStorage.setItem(STORAGE_KEYS.lastActivityAt, String(at));
  } catch {
    // A full or blocked storage only costs the other tabs this tab's activity.
  }
};

export type UseInactivityTimeoutOptions = {
  isEnabled: boolean;
  onTimeout: () => void;
};

/**
 * Calls onTimeout once the user has been idle for the time-out in every tab of the app. The count starts
 * when it is enabled; activity in any tab resets it (shared through local storage).
 */
export const useInactivityTimeout = ({ isEnabled, onTimeout }: UseInactivityTimeoutOptions): void => {
  const onTimeoutRef = useRef(onTimeout);
  useEffect(() => {
    onTimeoutRef.current = onTimeout;
  }, [onTimeout]);

  useEffect(() => {
    if (!isEnabled) return;
    const clock = createInactivityClock({ startedAt: Date.now() });
    if (clock.recordActivity(clock.lastActivityAt())) shareActivity(clock.lastActivityAt());
    let timer: number | undefined;
    let isOver = false;

    /** Answers true when the time is up (and reports it once). */
    const check = (): boolean => {
      if (isOver) return true;
      window.clearTimeout(timer);
      const now = Date.now();
      clock.observeSharedActivity(readSharedActivity());
      if (clock.isExpired(now)) {
        isOver = true;
        onTimeoutRef.current();
        return true;
      }
      timer = window.setTimeout(check, clock.nextCheckDelay(now));
      return false;
    };

    const handleActivity = () => {
      const now = Date.now();
      // After a sleep the first touch must not revive a session whose time ran out meanwhile.
      if (clock.isExpired(now) && check()) return;
      if (clock.recordActivity(now)) shareActivity(now);
    };
    const handleVisibility = () => {
      if (document.visibilityState === "visible") check();
    };

    ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, handleActivity, LISTEN));
    document.addEventListener("visibilitychange", handleVisibility);
    window.addEventListener("focus", handleVisibility);
    check();
    return () => {
      isOver = true;
      window.clearTimeout(timer);
      ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, handleActivity, LISTEN));
      document.removeEventListener("visibilitychange", handleVisibility);
      window.removeEventListener("focus", handleVisibility);
    };
  }, [isEnabled]);
};
