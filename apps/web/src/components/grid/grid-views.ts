import type { ColumnState, GridApi } from "ag-grid-community";
import type { ColumnFilter, ListSort } from "@fieldstead/domain";
import { toFilterModel } from "./grid-query.ts";

/** One column as a view keeps it: shown or hidden, and its width. */
export type ViewColumn = { colId: string; hide?: boolean; width?: number };

/** What a saved view holds: the filters, the order, and the columns (in their order). */
export type GridView = {
  FilterModel: Record<string, ColumnFilter>;
  SortModel: ListSort[];
  ColumnState: ViewColumn[];
};

/** The grid as the list opens it: no filter, the server's own order, the default columns. */
export const STANDARD_VIEW: GridView = { FilterModel: {}, SortModel: [], ColumnState: [] };

type ViewApi = Pick<GridApi, "getColumnState" | "getFilterModel" | "applyColumnState" | "setFilterModel">;

/** A column as the grid was first given it. */
export type ColumnDefault = { colId: string; hide: boolean; width?: number };

/** The grid's current filters, order and columns. */
export const captureView = (api: Pick<ViewApi, "getColumnState" | "getFilterModel">): GridView => {
  const columns = api.getColumnState();
  const SortModel = columns
    .filter((c): c is ColumnState & { sort: "asc" | "desc" } => c.sort === "asc" || c.sort === "desc")
    .sort((a, b) => (a.sortIndex ?? 0) - (b.sortIndex ?? 0))
    .map(({ colId, sort }) => ({ colId, sort }));
  return {
    FilterModel: toFilterModel(api.getFilterModel() as Record<string, unknown>),
    SortModel,
    ColumnState: columns.map(({ colId, hide, width }) => ({
      colId,
      hide: hide ?? false,
      ...(typeof width === "number" ? { width } : {}),
    })),
  };
};

/**
 * The column state that shows a view: every column the grid has, in the view's order (columns the view
 * does not know keep their place at the end with their defaults), sorted as the view says and no other way.
 */
export const viewColumnState = (view: GridView, defaults: readonly ColumnDefault[]): ColumnState[] => {
  const known = new Set(defaults.map((d) => d.colId));
  const saved = view.ColumnState.filter((c) => known.has(c.colId));
  const savedIds = new Set(saved.map((c) => c.colId));
  const ordered = [
    ...saved.map((c) => ({ ...defaults.find((d) => d.colId === c.colId)!, ...c })),
    ...defaults.filter((d) => !savedIds.has(d.colId)),
  ];
  return ordered.map(({ colId, hide, width }) => {
    const sortIndex = view.SortModel.findIndex((s) => s.colId === colId);
    return {
      colId,
      hide: hide ?? false,
      ...(width === undefined ? {} : { width }),
      sort: sortIndex === -1 ? null : view.SortModel[sortIndex]!.sort,
      sortIndex: sortIndex === -1 ? null : sortIndex,
    };
  });
};

/** Shows a view in the grid: its columns and order first, then its filters. */
export const applyView = (api: ViewApi, view: GridView, defaults: readonly ColumnDefault[]): void => {
  api.applyColumnState({ state: viewColumnState(view, defaults), applyOrder: true });
  const known = new Set(defaults.map((d) => d.colId));
  api.setFilterModel(
    Object.fromEntries(Object.entries(view.FilterModel).filter(([colId]) => known.has(colId))),
  );
};
