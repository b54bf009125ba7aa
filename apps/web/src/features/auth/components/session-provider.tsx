import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import type { SessionUserRecord } from "@fieldstead/domain";
import {
  STORAGE_KEYS,
  sessionStore,
  sessionKeyOf,
  toSessionUser,
  type SessionUser,
} from "../../../lib/storage.ts";
import { getAllowedRoutes } from "../api/get-allowed-routes.ts";
import { getDataFormats } from "../api/get-data-formats.ts";
import { forceLogout, setLogoutNavigator } from "../force-logout.ts";
import { SessionContext, type SessionContextValue } from "../hooks/session-context.ts";
import { useSessionExpiry } from "../hooks/use-session-expiry.ts";
import { isSignInPage, loginAddress } from "../login-address.ts";
import { SessionExpiredBoundary } from "./session-expired-boundary.tsx";
import { SessionExpiredDialog } from "./session-expired-dialog.tsx";

export type SessionProviderProps = { children: ReactNode };

/**
 * Holds the signed-in user for the app and its life cycle: sign-in, expiry (with its dialog) and logout.
 * Lives inside the router so it can send the user to sign in.
 */
export const SessionProvider = ({ children }: SessionProviderProps) => {
  const navigate = useNavigate();
  const location = useLocation();
  const currentUrlRef = useRef(location.pathname + location.search);
  useEffect(() => {
    currentUrlRef.current = location.pathname + location.search;
  }, [location.pathname, location.search]);
  const [user, setUser] = useState<SessionUser | null>(() => sessionStore.read());
  const [isSigningOut, setSigningOut] = useState(false);
  const queryClient = useQueryClient();
  const { expiry, resetExpiry } = useSessionExpiry({ isSignedIn: user !== null, currentUrlRef });

  /** Forgets the session held in memory (user, route memory, query cache) and goes to a login address. */
  const leaveSession = useCallback(
    async (address: string) => {
      setSigningOut(true);
      setUser(null);
      resetExpiry();
      queryClient.clear();
      await navigate(address, { replace: true });
    },
    [navigate, queryClient, resetExpiry],
  );
  useEffect(() => setLogoutNavigator(leaveSession), [leaveSession]);

  const startSession = useCallback(
    async (record: SessionUserRecord) => {
      // The reply's Token is not kept: the session goes in its HttpOnly cookie, only its expiry is stored.
      const next = toSessionUser(record);
      // Clearing the stored session also clears the session-expired flag: signing in resets it.
      sessionStore.clear();
      sessionStore.write(next);
      queryClient.clear();
      resetExpiry();
      setUser(next);
      // A failed route lookup denies access (the guard shows /no-rights and tries again on the next visit); failed
      // date formats leave the defaults in use and are asked for again at the next sign-in.
      await Promise.allSettled([getAllowedRoutes(), getDataFormats()]);
    },
    [queryClient, resetExpiry],
  );

  const updateUser = useCallback(
    (patch: Partial<SessionUser>) => {
      if (!user) return;
      setUser({ ...user, ...patch });
      // Only the same, still stored session is written back: an expired one must stay removed.
      const stored = sessionStore.read();
      if (stored && sessionKeyOf(stored) === sessionKeyOf(user)) sessionStore.write({ ...stored, ...patch });
    },
    [user],
  );

  const email = user?.Email ?? null;
  const signOut = useCallback(() => forceLogout({ email }), [email]);

  const signInAgain = useCallback(async () => {
    const returnUrl = expiry.status === "expired" ? expiry.returnUrl : "/";
    // The flag stays until the user has signed in again, so other tabs keep knowing the session is over.
    sessionStore.clear({ keep: [STORAGE_KEYS.sessionExpired] });
    await leaveSession(loginAddress(returnUrl));
  }, [expiry, leaveSession]);

  // The sign-out is over once the login page shows.
  const isOnLoginPage = location.pathname.startsWith("/user/login");
  useEffect(() => {
    if (isOnLoginPage) setSigningOut(false);
  }, [isOnLoginPage]);

  const value = useMemo<SessionContextValue>(
    () => ({ user, isSigningOut, expiry, startSession, updateUser, signOut, signInAgain }),
    [user, isSigningOut, expiry, startSession, updateUser, signOut, signInAgain],
  );
  const isDialogOpen = expiry.status === "expired" && !isSignInPage(location.pathname);
  return (
    <SessionContext.Provider value={value}>
      {children}
      {isDialogOpen && (
        <SessionExpiredBoundary onFailure={() => void forceLogout({ email })}>
          <SessionExpiredDialog reason={expiry.reason} onSignInAgain={() => void signInAgain()} />
        </SessionExpiredBoundary>
      )}
    </SessionContext.Provider>
  );
};
