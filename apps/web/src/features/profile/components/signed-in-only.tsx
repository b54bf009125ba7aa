import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import type { SessionUserRecord } from "@fieldstead/domain";
import { useSession } from "../../auth/hooks/session-context.ts";
import { loginAddress } from "../../auth/login-address.ts";

export type SignedInOnlyProps = { children: (user: SessionUserRecord) => ReactNode };

/**
 * The profile pages sit outside the route guard (portal-platform §2.2) but are about the signed-in person:
 * without one they ask for sign-in and come back.
 */
export const SignedInOnly = ({ children }: SignedInOnlyProps) => {
  const { user, isSigningOut, expiry } = useSession();
  const location = useLocation();
  // An expired session keeps the page's place behind the Session Expired dialog (a reload shows it again).
  if (!user && (isSigningOut || expiry.status === "expired")) return null;
  if (!user) return <Navigate to={loginAddress(location.pathname + location.search)} replace />;
  return <>{children(user)}</>;
};
