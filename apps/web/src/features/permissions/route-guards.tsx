import { useMemo } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { compileRoutePatterns } from "@fieldstead/domain";
import { PageLoader } from "../../components/ui/page-loader.tsx";
import { useSession, allowedRoutesQuery, loginAddress } from "../auth/index.ts";
import { getModulePermission } from "./api/get-module-permission.ts";

const NO_RIGHTS = "/no-rights";

/** Sign-in required: otherwise to the login page, returning here afterwards. */
export const RequireSignIn = () => {
  const { user, isSigningOut, expiry } = useSession();
  const location = useLocation();
  // An expired session keeps the page's place behind the Session Expired dialog (a reload shows it again).
  if (!user && (isSigningOut || expiry.status === "expired")) return null;
  if (!user) return <Navigate to={loginAddress(location.pathname + location.search)} replace />;
  return <Outlet />;
};

/**
 * The route-access check: the address must match one of the role's allowed patterns (the domain matcher);
 * a failed lookup denies.
 */
export const RequireRouteAccess = () => {
  const { user, isSigningOut, expiry } = useSession();
  const location = useLocation();
  const routes = useQuery({ ...allowedRoutesQuery(user?.EmployeeId), enabled: user !== null });
  const matcher = useMemo(() => (routes.data ? compileRoutePatterns(routes.data) : null), [routes.data]);
  // An expired session keeps the page's place behind the Session Expired dialog (a reload shows it again).
  if (!user && (isSigningOut || expiry.status === "expired")) return null;
  if (!user) return <Navigate to={loginAddress(location.pathname + location.search)} replace />;
  if (routes.isPending) return <PageLoader />;
  if (!matcher || !matcher.isAllowed(location.pathname)) return <Navigate to={NO_RIGHTS} replace />;
  return <Outlet />;
};

export type RequireModuleProps = { moduleId: number };

/** A page outside the route guard that still belongs to a module: the role must hold the module. */
export const RequireModule = ({ moduleId }: RequireModuleProps) => {
  const { user, isSigningOut, expiry } = useSession();
  const location = useLocation();
  const permission = useQuery({
    queryKey: ["module-permission", user?.EmployeeId, moduleId],
    queryFn: () => getModulePermission(moduleId),
    enabled: user !== null,
    retry: false,
  });
  // An expired session keeps the page's place behind the Session Expired dialog (a reload shows it again).
  if (!user && (isSigningOut || expiry.status === "expired")) return null;
  if (!user) return <Navigate to={loginAddress(location.pathname + location.search)} replace />;
  if (permission.isPending) return <PageLoader />;
  if (!permission.data?.Enabled) return <Navigate to={NO_RIGHTS} replace />;
  return <Outlet />;
};
