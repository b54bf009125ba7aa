import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { DashboardParams } from "@fieldstead/domain";
import { filtersFromSearch, searchWithFilters } from "../dashboard-filters.ts";

export type DashboardFilters = {
  filters: DashboardParams;
  setFilters: (next: DashboardParams) => void;
};

/** A dashboard's filters, kept in the address's query string so a reload or a shared link keeps them. */
export const useDashboardFilters = (): DashboardFilters => {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  const filters = useMemo(() => filtersFromSearch(search), [key]);
  const setFilters = useCallback(
    (next: DashboardParams) => setSearch((current) => searchWithFilters(current, next), { replace: true }),
    [setSearch],
  );
  return { filters, setFilters };
};
