import {
  Navigate,
  Outlet,
  createBrowserRouter,
  createHashRouter,
  useNavigation,
  type RouteObject,
} from "react-router";
import { Suspense, useEffect } from "react";
import { useQuery } from "@tanstack/react-query";
import { GlobalLoader } from "../components/ui/global-loader.tsx";
import { PageLoader } from "../components/ui/page-loader.tsx";
import { SnackbarHost } from "../components/ui/snackbar-host.tsx";
import { ConfirmHost } from "../components/ui/confirm-host.tsx";
import { LeaveGuardHost } from "../components/ui/leave-guard-host.tsx";
import { indexHistoryEntries } from "../lib/history-index.ts";
import { loader } from "../lib/loader.ts";
import { loadWhenOnline } from "../lib/load-when-online.ts";
import { clientLogger } from "../lib/client-logger-install.ts";
import { RoleChangeWatch } from "../features/auth/components/role-change-watch.tsx";
import { SessionProvider } from "../features/auth/components/session-provider.tsx";
import { TermsPrompt } from "../features/auth/components/terms-prompt.tsx";
import { useSession } from "../features/auth/hooks/session-context.ts";
import { RequireModule, RequireRouteAccess, RequireSignIn } from "../features/permissions/route-guards.tsx";
import { AppFrame } from "../features/shell/app-frame.tsx";
import { clientConfigQuery } from "../lib/client-config.ts";
import { CAROUSEL_PAGE, FEATURE_PAGES } from "./feature-pages.ts";
import { FEATURE_ROUTES, type FeatureRoute } from "./route-table.ts";

const comingSoon = (title: string) => async () => {
  const { ComingSoonPage } = await import("../features/coming-soon/coming-soon-page.tsx");
  return { element: <ComingSoonPage title={title} /> };
};

/** A feature route, lazily loaded; '/*' keeps its detail addresses (…/details/42) inside it. */
const featureRoute = (r: FeatureRoute): RouteObject => {
  const page: RouteObject = { path: `${r.path}/*`, lazy: FEATURE_PAGES[r.path] ?? comingSoon(r.title) };
  return r.moduleId === undefined
    ? page
    : { element: <RequireModule moduleId={r.moduleId} />, children: [page] };
};

/** Route navigation shows the global loader; its end (or cancel) hides it (portal-shell §4.7). */
const NavigationLoader = () => {
  const isNavigating = useNavigation().state !== "idle";
  useEffect(() => {
    if (isNavigating) loader.navigationStarted();
    else loader.navigationEnded();
  }, [isNavigating]);
  return null;
};

/** The terms prompt links the full policies that the client configuration names. */
const PolicyPrompt = () => {
  const { user } = useSession();
  const config = useQuery({ ...clientConfigQuery, enabled: user !== null });
  return <TermsPrompt policiesUrl={config.data?.PoliciesUrl} />;
};

/** The client log sends only when the client configuration says logging is on (portal-platform §7.4). */
const ClientLogConfig = () => {
  const { user } = useSession();
  const config = useQuery({ ...clientConfigQuery, enabled: user !== null });
  useEffect(() => {
    if (config.data)
      clientLogger.configure({
        isEnabled: config.data.LoggingEnabled,
        isInfoEnabled: config.data.InfoLogsEnabled,
        environment: config.data.Environment,
      });
  }, [config.data]);
  return null;
};

const Root = () => (
  <SessionProvider>
    <NavigationLoader />
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
    <PolicyPrompt />
    <ClientLogConfig />
    <GlobalLoader />
    <SnackbarHost />
    <ConfirmHost />
    <LeaveGuardHost />
  </SessionProvider>
);

/**
 * The portal's frame around signed-in pages, with the watch that ends the session when the signed-in person's
 * role or account changes (the carousel, outside the frame, has neither).
 */
export const PortalFrame = () => (
  <>
    <RoleChangeWatch />
    <AppFrame />
  </>
);

/** Pages without a guard get the frame when someone is signed in, and stand alone otherwise. */
const OptionalFrame = () => {
  const { user } = useSession();
  return user ? <PortalFrame /> : <Outlet />;
};

const byGuard = (guard: FeatureRoute["guard"]) =>
  FEATURE_ROUTES.filter((r) => r.guard === guard).map(featureRoute);

/** Every page that loads with its route waits for the connection when the browser is offline (loadWhenOnline). */
const loadingWhenOnline = (list: RouteObject[]): RouteObject[] =>
  list.map((route) => {
    const lazy = typeof route.lazy === "function" ? loadWhenOnline(route.lazy) : route.lazy;
    return {
      ...route,
      ...(lazy ? { lazy } : {}),
      ...(route.children ? { children: loadingWhenOnline(route.children) } : {}),
    } as RouteObject;
  });

export const routes: RouteObject[] = loadingWhenOnline([
  {
    element: <Root />,
    // Shown while the first page's lazy route loads (otherwise the router warns and renders nothing).
    hydrateFallbackElement: <PageLoader />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      { path: "Account/Login", element: <Navigate to="/user/login" replace /> },
      // The AI analytics menu link ({API base}/AdvancedAnalytics/{page}) lands on the product's analytics page.
      { path: "AdvancedAnalytics/*", element: <Navigate to="/advancedSearch" replace /> },
      {
        path: "user/login",
        lazy: async () => ({
          Component: (await import("../features/auth/components/login-page.tsx")).LoginPage,
        }),
      },
      ...["forgot-password", "reset-password"].map((path) => ({
        path,
        lazy: async () => {
          const { PasswordHelpPage } = await import("../features/auth/components/password-help-page.tsx");
          return {
            element: (
              <PasswordHelpPage title={path === "forgot-password" ? "Forgot password" : "Reset password"} />
            ),
          };
        },
      })),
      {
        path: "404",
        lazy: async () => ({
          Component: (await import("../features/errors/not-found-page.tsx")).NotFoundPage,
        }),
      },
      {
        element: <RequireSignIn />,
        children: [
          {
            element: <PortalFrame />,
            children: [
              {
                path: "no-rights",
                lazy: async () => ({
                  Component: (await import("../features/errors/no-rights-page.tsx")).NoRightsPage,
                }),
              },
              {
                element: <RequireRouteAccess />,
                children: [
                  {
                    path: "dashboard",
                    lazy: async () => ({
                      Component: (await import("../features/dashboard/components/dashboard-page.tsx"))
                        .DashboardPage,
                    }),
                  },
                  ...byGuard("permission"),
                  ...byGuard("login"),
                ],
              },
            ],
          },
          // The dashboard carousel fills the screen, without the portal's frame; exactly this address, so
          // the addresses under it (its settings) stay in the frame.
          {
            element: <RequireRouteAccess />,
            children: [{ path: "slideshow-dashboards", lazy: CAROUSEL_PAGE }],
          },
        ],
      },
      { element: <OptionalFrame />, children: byGuard("none") },
      { path: "*", element: <Navigate to="/404" replace /> },
    ],
  },
]);

export const createRouter = (isMobile: boolean) => {
  // Numbers the entries the router did not make before it listens, so the leave guard holds up Back from any.
  const history = indexHistoryEntries(window);
  const router = isMobile ? createBrowserRouter(routes) : createHashRouter(routes);
  router.subscribe(history.sync);
  return router;
};
