import { Navigate, useLocation } from "react-router";
import { DASHBOARD_ROUTE_IDS } from "@fieldstead/domain";
import { useSession, loginAddress } from "../../auth/index.ts";
import { DashboardView } from "./dashboard-view.tsx";

/**
 * The addresses that open one built-in dashboard directly (/workorder-dashboard, /dashboard-location-graph …):
 * the same interactive dashboard as /DynamicDashboard/{id}. Some sit outside the route guard; their data is
 * the signed-in person's, so without one they ask for sign-in and come back.
 */
export const DirectDashboardPage = () => {
  const { user, isSigningOut, expiry } = useSession();
  const { pathname, search } = useLocation();
  // An expired session keeps the page's place behind the Session Expired dialog.
  if (!user && (isSigningOut || expiry.status === "expired")) return null;
  if (!user) return <Navigate to={loginAddress(pathname + search)} replace />;
  const [route = "", ...rest] = pathname.split("/").filter(Boolean);
  const dashboardId = DASHBOARD_ROUTE_IDS[route];
  if (dashboardId === undefined || rest.length > 0) return <Navigate to="/404" replace />;
  return <DashboardView key={dashboardId} dashboardId={dashboardId} />;
};
