import { GetAllowedRoutesContract } from "@fieldstead/domain";
import { callContract } from "../../../lib/http.ts";
import { allowedRoutesCache } from "../../../lib/storage.ts";

/** The caller's allowed route patterns, fetched once per tab and cached in session storage. */
export const getAllowedRoutes = async (): Promise<string[]> => {
  const cached = allowedRoutesCache.read();
  if (cached) return cached;
  const routes = await callContract(GetAllowedRoutesContract);
  allowedRoutesCache.write(routes);
  return routes;
};

export const allowedRoutesQuery = (employeeId: number | undefined) => ({
  queryKey: ["allowed-routes", employeeId],
  queryFn: getAllowedRoutes,
  staleTime: Infinity,
  retry: false,
});
