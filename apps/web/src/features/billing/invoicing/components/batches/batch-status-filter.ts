import { BATCH_STATUS_NAMES, BatchStatus, type ListQuery } from "@fieldstead/domain";

/** The list's quick filters, in the order the tabs show them: All, then each state of a batch's life. */
export const BATCH_STATUS_TABS = [
  "All",
  ...(Object.keys(BatchStatus) as (keyof typeof BatchStatus)[]),
] as const;
export type BatchStatusTab = (typeof BATCH_STATUS_TABS)[number];

export const BATCH_TAB_OPTIONS = BATCH_STATUS_TABS.map((tab) => ({
  value: tab,
  label: tab === "All" ? "All" : BATCH_STATUS_NAMES[BatchStatus[tab]],
}));

/** The tab rides in the list's address (?status=Approved) so a reload or a shared link keeps it. */
export const STATUS_PARAM = "status";

/** The tab from the list's address; anything unknown is 'All'. */
export const statusTabOf = (params: URLSearchParams): BatchStatusTab => {
  const value = params.get(STATUS_PARAM) ?? "";
  return (BATCH_STATUS_TABS as readonly string[]).includes(value) ? (value as BatchStatusTab) : "All";
};

/** The page's condition beside the grid's own: the status tab picked. */
export type BatchTabQuery = { StatusTab: BatchStatusTab };

type WithFilters = { FilterModel?: ListQuery["FilterModel"] } & Partial<BatchTabQuery>;

/**
 * The list call without the tab, which becomes a filter on the status column (the list call knows no tabs): a
 * tab other than All takes the place of any status filter chosen in the grid.
 */
export const withStatusTab = <Q extends WithFilters>({
  StatusTab = "All",
  ...query
}: Q): Omit<Q, "StatusTab"> =>
  StatusTab === "All"
    ? query
    : {
        ...query,
        FilterModel: {
          ...query.FilterModel,
          StatusId: { filterType: "set", values: [BatchStatus[StatusTab]] },
        },
      };
