import { LeaseStatus, type ListQuery } from "@fieldstead/domain";

/** The register's quick filters, in the order the tabs show them. */
export const LEASE_STATUS_TABS = ["All", "Draft", "Active", "Inactive", "Terminated"] as const;
export type LeaseStatusTab = (typeof LEASE_STATUS_TABS)[number];

/** The tab rides in the register's address (?status=Active) so a reload or a shared link keeps it. */
export const STATUS_PARAM = "status";

/** The tab from the register's address; anything unknown is 'All'. */
export const statusTabOf = (params: URLSearchParams): LeaseStatusTab => {
  const value = params.get(STATUS_PARAM) ?? "";
  return (LEASE_STATUS_TABS as readonly string[]).includes(value) ? (value as LeaseStatusTab) : "All";
};

/** The page's condition beside the grid's own: the status tab picked. */
export type LeaseTabQuery = { StatusTab: LeaseStatusTab };

type WithFilters = { FilterModel?: ListQuery["FilterModel"] } & Partial<LeaseTabQuery>;

/**
 * The list call without the tab, which becomes a filter on the status column (the list call knows no tabs):
 * a tab other than All takes the place of any status filter chosen in the grid.
 */
export const withStatusTab = <Q extends WithFilters>({
  StatusTab = "All",
  ...query
}: Q): Omit<Q, "StatusTab"> => {
  if (StatusTab === "All") return query;
  return {
    ...query,
    FilterModel: {
      ...query.FilterModel,
      StatusId: { filterType: "set", values: [LeaseStatus[StatusTab]] },
    },
  };
};
