import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import type { SessionUser } from "../../../lib/storage.ts";
import { useSession, loginAddress } from "../../auth/index.ts";

export type SignedInOnlyProps = { children: (user: SessionUser) => ReactNode };

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
