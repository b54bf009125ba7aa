import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { onUnauthorised } from "../../../lib/http.ts";
import { STORAGE_KEYS, sessionStore } from "../../../lib/storage.ts";
import { logout } from "../api/logout.ts";
import {
  encodeExpiredFlag,
  expiryFromStorage,
  isSessionExpirySuppressed,
  parseExpiredFlag,
  sessionExpiryReducer,
  type ExpiryReason,
  type SessionExpiryState,
} from "../session-expiry.ts";
import { useInactivityTimeout } from "./use-inactivity-timeout.ts";

export type UseSessionExpiryOptions = {
  isSignedIn: boolean;
  /** The in-app address now (path and query), read when the session ends. */
  currentUrlRef: RefObject<string>;
};

export type SessionExpiry = {
  expiry: SessionExpiryState;
  /** Back to an active session (after signing in, or on the way to the login page). */
  resetExpiry: () => void;
};

/**
 * Ends the session after inactivity, after a 401 for the signed-in user, or when another tab reports its
 * end: the shared flag is set, the current address is kept as the return address, and the stored user
 * data is removed. The page stays as it is behind the dialog until the user signs in again.
 */
export const useSessionExpiry = ({ isSignedIn, currentUrlRef }: UseSessionExpiryOptions): SessionExpiry => {
  const [expiry, setExpiry] = useState<SessionExpiryState>(() =>
    expiryFromStorage({
      flag: localStorage.getItem(STORAGE_KEYS.sessionExpired),
      returnUrl: localStorage.getItem(STORAGE_KEYS.returnUrl),
      hasStoredUser: sessionStore.peek() !== null,
    }),
  );
  const expiryRef = useRef(expiry);
  const isSignedInRef = useRef(isSignedIn);
  useEffect(() => {
    isSignedInRef.current = isSignedIn;
  }, [isSignedIn]);

  const apply = useCallback((next: SessionExpiryState) => {
    expiryRef.current = next;
    setExpiry(next);
  }, []);

  const expire = useCallback(
    (reason: ExpiryReason | null, isFromOtherTab: boolean) => {
      if (isSessionExpirySuppressed()) return;
      const next = sessionExpiryReducer(expiryRef.current, {
        type: "expire",
        reason,
        currentUrl: currentUrlRef.current,
        isSignedIn: isSignedInRef.current,
      });
      if (next === expiryRef.current || next.status !== "expired") return;
      if (!isFromOtherTab) localStorage.setItem(STORAGE_KEYS.sessionExpired, encodeExpiredFlag(reason));
      localStorage.setItem(STORAGE_KEYS.returnUrl, next.returnUrl);
      localStorage.removeItem(STORAGE_KEYS.userDataset);
      // The server keeps an idle session alive while the page polls: end it where the idleness was seen.
      if (reason === "inactivity" && !isFromOtherTab) void logout({ isSilent: true });
      apply(next);
    },
    [apply, currentUrlRef],
  );

  const resetExpiry = useCallback(
    () => apply(sessionExpiryReducer(expiryRef.current, { type: "reset" })),
    [apply],
  );

  useEffect(() => onUnauthorised(() => expire("unauthorised", false)), [expire]);

  useEffect(() => {
    const handleStorage = (event: StorageEvent) => {
      if (event.storageArea !== localStorage || event.key !== STORAGE_KEYS.sessionExpired) return;
      const flag = parseExpiredFlag(event.newValue);
      if (flag) expire(flag.reason, true);
    };
    window.addEventListener("storage", handleStorage);
    return () => window.removeEventListener("storage", handleStorage);
  }, [expire]);

  const handleTimeout = useCallback(() => expire("inactivity", false), [expire]);
  useInactivityTimeout({ isEnabled: isSignedIn && expiry.status === "active", onTimeout: handleTimeout });

  return { expiry, resetExpiry };
};
