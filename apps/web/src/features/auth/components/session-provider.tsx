import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import type { SessionUserRecord } from "@fieldstead/domain";
import { onUnauthorised } from "../../../lib/http.ts";
import { sessionStore } from "../../../lib/storage.ts";
import { logout } from "../api/logout.ts";
import { getAllowedRoutes } from "../api/get-allowed-routes.ts";
import { SessionContext, type SessionContextValue } from "../hooks/session-context.ts";
import { loginAddress } from "../login-address.ts";

export type SessionProviderProps = { children: ReactNode };

/** Holds the signed-in user for the app; lives inside the router so it can send the user to sign in. */
export const SessionProvider = ({ children }: SessionProviderProps) => {
  const navigate = useNavigate();
  const location = useLocation();
  const pathRef = useRef(location.pathname + location.search);
  pathRef.current = location.pathname + location.search;
  const [user, setUser] = useState<SessionUserRecord | null>(() => sessionStore.read());
  const queryClient = useQueryClient();

  const startSession = useCallback(
    async (next: SessionUserRecord) => {
      sessionStore.clear();
      sessionStore.write(next);
      queryClient.clear();
      setUser(next);
      try {
        await getAllowedRoutes();
      } catch {
        // A failed lookup denies access; the guard shows /no-rights and tries again on the next visit.
      }
    },
    [queryClient],
  );

  const [isSigningOut, setSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    const email = sessionStore.read()?.Email;
    await logout();
    sessionStore.clear();
    setSigningOut(true);
    setUser(null);
    queryClient.clear();
    await navigate(email ? `/user/login?email=${encodeURIComponent(email)}` : "/user/login", {
      replace: true,
    });
  }, [navigate, queryClient]);

  // The sign-out is over once the login page shows.
  const isOnLoginPage = location.pathname.startsWith("/user/login");
  useEffect(() => {
    if (isOnLoginPage) setSigningOut(false);
  }, [isOnLoginPage]);

  // A 401 for a signed-in user ends the session here too and asks for sign-in, keeping the address.
  useEffect(
    () =>
      onUnauthorised(() => {
        sessionStore.clear();
        queryClient.clear();
        setUser(null);
        navigate(loginAddress(pathRef.current), { replace: true });
      }),
    [navigate, queryClient],
  );

  const value = useMemo<SessionContextValue>(
    () => ({ user, isSigningOut, startSession, signOut }),
    [user, isSigningOut, startSession, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
};
