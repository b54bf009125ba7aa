import {
  Navigate,
  Outlet,
  createBrowserRouter,
  createHashRouter,
  useNavigation,
  type LoaderFunctionArgs,
  type RouteObject,
} from "react-router";
import { Suspense, lazy, useEffect } from "react";
import { useQuery, type QueryClient } from "@tanstack/react-query";
import { GlobalLoader } from "../components/ui/global-loader.tsx";
import { PageLoader } from "../components/ui/page-loader.tsx";
import { SnackbarHost } from "../components/ui/snackbar-host.tsx";
import { ConfirmHost } from "../components/ui/confirm-host.tsx";
import { LeaveGuardHost } from "../components/ui/leave-guard-host.tsx";
import { indexHistoryEntries } from "../lib/history-index.ts";
import { loader } from "../lib/loader.ts";
import { loadWhenOnline } from "../lib/load-when-online.ts";
import { clientLogger } from "../lib/client-logger-install.ts";
import { LoginPage } from "../features/auth/components/login-page.tsx";
import { SessionProvider } from "../features/auth/components/session-provider.tsx";
import { TermsPrompt } from "../features/auth/components/terms-prompt.tsx";
import { TermsAcceptanceWatch } from "../features/identity/terms/components/terms-acceptance-watch.tsx";
import { useSession } from "../features/auth/hooks/session-context.ts";
import { RequireModule, RequireRouteAccess, RequireSignIn } from "../features/permissions/route-guards.tsx";
import { clientConfigQuery } from "../lib/client-config.ts";
import { sessionStore } from "../lib/storage.ts";
import { CAROUSEL_PAGE, FEATURE_PAGES } from "./feature-pages.ts";
import { PAGE_PREFETCH, prefetchShell, type PrefetchContext } from "./page-prefetch.ts";
import { FEATURE_ROUTES, type FeatureRoute } from "./route-table.ts";

const comingSoon = (title: string) => async () => {
  const { ComingSoonPage } = await import("../features/coming-soon/coming-soon-page.tsx");
  return { element: <ComingSoonPage title={title} /> };
};

/** The query string of a router request's address, whether the app's addresses are paths or '#/…'. */
const searchParamsOf = (address: string): URLSearchParams => {
  const url = new URL(address);
  const hashQuery = url.hash.indexOf("?");
  return new URLSearchParams(url.search || (hashQuery < 0 ? "" : url.hash.slice(hashQuery)));
};

/**
 * A route loader that starts the page's first calls (PAGE_PREFETCH) as the navigation begins, in parallel with
 * the page's code; it answers at once, so nothing waits for it.
 */
const prefetchingLoader =
  (client: QueryClient, prefetch: ((context: PrefetchContext) => void) | undefined) =>
  ({ request, params }: LoaderFunctionArgs): null => {
    const user = sessionStore.read();
    // After the route's code has been asked for (the same turn): its scripts go first on the connections.
    if (user && prefetch)
      setTimeout(() =>
        prefetch({ client, user, params: searchParamsOf(request.url), rest: params["*"] ?? "" }),
      );
    return null;
  };

/** A feature route, lazily loaded; '/*' keeps its detail addresses (…/details/42) inside it. */
const featureRoute =
  (client: QueryClient) =>
  (r: FeatureRoute): RouteObject => {
    const prefetch = PAGE_PREFETCH[r.path];
    const page: RouteObject = {
      path: `${r.path}/*`,
      lazy: FEATURE_PAGES[r.path] ?? comingSoon(r.title),
      ...(prefetch ? { loader: prefetchingLoader(client, prefetch) } : {}),
    };
    return r.moduleId === undefined
      ? page
      : { element: <RequireModule moduleId={r.moduleId} />, children: [page] };
  };

/** The portal's own address: the dashboard when someone is signed in, otherwise the sign-in page. */
const HomeRedirect = () => {
  const { user } = useSession();
  return <Navigate to={user ? "/dashboard" : "/user/login"} replace />;
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
    <TermsAcceptanceWatch />
    <ClientLogConfig />
    <GlobalLoader />
    <SnackbarHost />
    <ConfirmHost />
    <LeaveGuardHost />
  </SessionProvider>
);

/** The route id of the portal's frame (a lazy route: its code loads with the first signed-in page). */
export const PORTAL_FRAME_ROUTE = "portal-frame";

const loadPortalFrame = () => import("./portal-frame.tsx");
const LazyPortalFrame = lazy(async () => ({ default: (await loadPortalFrame()).PortalFrame }));

/** Pages without a guard get the frame when someone is signed in, and stand alone otherwise. */
const OptionalFrame = () => {
  const { user } = useSession();
  return user ? <LazyPortalFrame /> : <Outlet />;
};

const byGuard = (client: QueryClient, guard: FeatureRoute["guard"]) =>
  FEATURE_ROUTES.filter((r) => r.guard === guard).map(featureRoute(client));

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

/** The portal's routes; their loaders start pages' first calls in `client`. */
export const routesFor = (client: QueryClient): RouteObject[] =>
  loadingWhenOnline([
    {
      element: <Root />,
      // Shown while the first page's lazy route loads (otherwise the router warns and renders nothing).
      hydrateFallbackElement: <PageLoader />,
      children: [
        // Signed out, '/' goes straight to the sign-in page (not through the dashboard, whose code it would load).
        { index: true, Component: HomeRedirect },
        { path: "Account/Login", element: <Navigate to="/user/login" replace /> },
        // The AI analytics menu link ({API base}/AdvancedAnalytics/{page}) lands on the product's analytics page.
        { path: "AdvancedAnalytics/*", element: <Navigate to="/advancedSearch" replace /> },
        // The sign-in page is part of the entry: the first screen of a signed-out visit needs no second round.
        { path: "user/login", Component: LoginPage },
        // Forgotten passwords: open signed out (portal-platform §2.2 exempts both from the login requirement).
        {
          path: "forgot-password",
          lazy: async () => ({
            Component: (
              await import("../features/identity/password-reset/components/forgot-password-page.tsx")
            ).ForgotPasswordPage,
          }),
        },
        {
          path: "reset-password",
          lazy: async () => ({
            Component: (
              await import("../features/identity/password-reset/components/reset-password-page.tsx")
            ).ResetPasswordPage,
          }),
        },
        // An invitation's link: open signed out (portal-platform §2.2 leaves activate-user unguarded).
        {
          path: "activate-user",
          lazy: async () => ({
            Component: (await import("../features/identity/invitations/components/activate-user-page.tsx"))
              .ActivateUserPage,
          }),
        },
        // The end of a single sign-on: the person is not signed in yet when the provider sends them back.
        {
          path: "Login-Callback",
          lazy: async () => ({
            Component: (
              await import("../features/identity/single-sign-on/components/login-callback-page.tsx")
            ).LoginCallbackPage,
          }),
        },
        {
          path: "404",
          lazy: async () => ({
            Component: (await import("../features/errors/not-found-page.tsx")).NotFoundPage,
          }),
        },
        {
          element: <RequireSignIn />,
          // The frame's own calls start with the navigation, before any page's code has loaded.
          loader: () => {
            const user = sessionStore.read();
            if (user) prefetchShell(client, user);
            return null;
          },
          children: [
            {
              id: PORTAL_FRAME_ROUTE,
              lazy: async () => ({ Component: (await loadPortalFrame()).PortalFrame }),
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
                      loader: prefetchingLoader(client, PAGE_PREFETCH.dashboard),
                      lazy: async () => ({
                        Component: (await import("../features/dashboard/components/dashboard-page.tsx"))
                          .DashboardPage,
                      }),
                    },
                    ...byGuard(client, "permission"),
                    ...byGuard(client, "login"),
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
        { element: <OptionalFrame />, children: byGuard(client, "none") },
        { path: "*", element: <Navigate to="/404" replace /> },
      ],
    },
  ]);

export const createRouter = (isMobile: boolean, client: QueryClient) => {
  // Numbers the entries the router did not make before it listens, so the leave guard holds up Back from any.
  const history = indexHistoryEntries(window);
  const routes = routesFor(client);
  const router = isMobile ? createBrowserRouter(routes) : createHashRouter(routes);
  router.subscribe(history.sync);
  return router;
};
