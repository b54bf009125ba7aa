import type { GridApi } from "ag-grid-community";
import type { ListSort } from "@fieldstead/domain";
import { toFilterModel, toSortModel } from "./grid-query.ts";

/** A column as the grid shows it: its id and header. */
export type GridShownColumn = { colId: string; header: string };

/**
 * What an export of a list needs, read when asked: the list's request as the grid sends it (sort, filters,
 * search and the page's own conditions, without paging), the columns shown in their order, and the row count.
 */
export type GridExportState<Extra extends object = Record<never, never>> = {
  query: {
    SortModel: ListSort[];
    FilterModel: ReturnType<typeof toFilterModel>;
    Search: string | null;
  } & Extra;
  columns: GridShownColumn[];
  /** Rows matching the filters; null until the first reply. */
  total: number | null;
};

/** Reads the grid's present sort, filters and shown columns (the page adds its search and conditions). */
export const readGridExportState = <Row, Extra extends object>(
  api: GridApi<Row>,
  known: readonly GridShownColumn[],
  { search, extra, total }: { search: string; extra: Extra; total: number | null },
): GridExportState<Extra> => {
  const sorted = api
    .getColumnState()
    .filter((c) => c.sort === "asc" || c.sort === "desc")
    .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
    .map((c) => ({ colId: c.colId, sort: c.sort as "asc" | "desc" }));
  const headers = new Map(known.map((c) => [c.colId, c.header]));
  const columns = api
    .getAllDisplayedColumns()
    .map((c) => c.getColId())
    .filter((colId) => headers.has(colId))
    .map((colId) => ({ colId, header: headers.get(colId)! }));
  return {
    query: {
      ...extra,
      SortModel: toSortModel(sorted),
      FilterModel: toFilterModel(api.getFilterModel()),
      Search: search.trim() === "" ? null : search.trim(),
    },
    columns,
    total,
  };
};
