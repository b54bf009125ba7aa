import type { QueryClient } from "@tanstack/react-query";
import type { SessionUser } from "../lib/storage.ts";
import { clientConfigQuery } from "../lib/client-config.ts";
import { allowedRoutesQuery } from "../features/auth/api/get-allowed-routes.ts";
import { landingModulesQuery } from "../features/permissions/api/get-landing-modules.ts";
import { dashboardSummaryQuery } from "../features/dashboard/api/get-dashboard-summary.ts";
import { prefetchTaskList } from "../features/tasks/api/task-list-opening.ts";
import { prefetchAssetList } from "../features/assets/api/asset-list-opening.ts";

/** What a page's prefetch knows: the cache, who is signed in, the address's query and what follows the page's path. */
export type PrefetchContext = {
  client: QueryClient;
  user: SessionUser;
  params: URLSearchParams;
  /** The address below the page's own path ('' on the page itself, 'details/42' on a record). */
  rest: string;
};

/**
 * The calls the frame waits for before it shows a page (configuration, allowed routes, menus), started with the
 * navigation instead of after the page's code has loaded and rendered. The unread count and the role's
 * permissions are asked for by the frame as it renders: a browser keeps six connections to a host, and those
 * are better spent on the page's code first.
 */
export const prefetchShell = (client: QueryClient, user: SessionUser): void => {
  void client.prefetchQuery(clientConfigQuery);
  void client.prefetchQuery(allowedRoutesQuery(user.EmployeeId));
  void client.prefetchQuery(landingModulesQuery(user.EmployeeId, user.RoleId));
};

/**
 * The pages whose first calls start with the navigation, in parallel with their code: each starts what the
 * page asks for first (its figures; a list's saved views and first rows), and the page takes those answers.
 */
export const PAGE_PREFETCH: Readonly<Record<string, (context: PrefetchContext) => void>> = {
  dashboard: ({ client, user }) => void client.prefetchQuery(dashboardSummaryQuery(user.EmployeeId)),
  TaskOperations: ({ client, params, rest }) => {
    if (rest === "") prefetchTaskList(client, params);
  },
  fixedAssetManagement: ({ client, params, rest }) => {
    if (rest === "") prefetchAssetList(client, params);
  },
};
