import { LIST_MAX_SORT_COLUMNS, type ColumnFilter, type ListQuery, type ListSort } from "@fieldstead/domain";

/** What the grid asks for one block of rows (AG Grid's getRows parameters, reduced to the data). */
export type BlockRequest = {
  startRow: number;
  endRow: number;
  sortModel: readonly { colId: string; sort: "asc" | "desc" }[];
  filterModel: Readonly<Record<string, unknown>> | null | undefined;
};

const FILTER_TYPES = new Set(["text", "number", "date", "set"]);

const isColumnFilter = (value: unknown): value is ColumnFilter =>
  typeof value === "object" &&
  value !== null &&
  FILTER_TYPES.has(String((value as { filterType?: unknown }).filterType)) &&
  // Models joining two conditions (AND/OR) are not sent: every column filter takes one condition.
  !("conditions" in value);

/** The grid's filter model as the list call reads it: one condition per column, nothing else. */
export const toFilterModel = (
  model: Readonly<Record<string, unknown>> | null | undefined,
): Record<string, ColumnFilter> => {
  const filters: Record<string, ColumnFilter> = {};
  for (const [colId, filter] of Object.entries(model ?? {})) {
    if (!isColumnFilter(filter)) continue;
    if (filter.filterType === "set" && filter.values.length === 0) continue;
    filters[colId] = filter;
  }
  return filters;
};

/** The grid's sort model as the list call reads it (at most the columns the server sorts by). */
export const toSortModel = (model: BlockRequest["sortModel"]): ListSort[] =>
  model.slice(0, LIST_MAX_SORT_COLUMNS).map(({ colId, sort }) => ({ colId, sort }));

/** The rows a query selects, whatever page: two requests with the same key read the same ordered list. */
export const orderKey = (query: Pick<ListQuery, "SortModel" | "FilterModel" | "Search">): string =>
  JSON.stringify([query.SortModel, query.FilterModel, query.Search ?? ""]);

/**
 * Keyset cursors by the row they start at. A block's reply names the cursor of the row after it, so the
 * next block read in order continues from there (`After`) rather than counting its way down the list;
 * a block nobody has reached in order yet (a jump with the scroll bar) is read by its position.
 * A new sort, filter or search makes every cursor stale: they are forgotten.
 */
export type CursorBook = {
  /** The cursor a block starting at `startRow` may use for this order, or null. */
  cursorAt: (key: string, startRow: number) => string | null;
  /** Keeps the cursor of the row after a block (its reply's NextCursor). */
  remember: (key: string, nextStartRow: number, cursor: string | null) => void;
  /** The order of the latest request: replies for another order are stale. */
  currentKey: () => string | null;
};

export const createCursorBook = (): CursorBook => {
  let key: string | null = null;
  const cursors = new Map<number, string>();
  const switchTo = (next: string) => {
    if (next === key) return;
    key = next;
    cursors.clear();
  };
  return {
    cursorAt: (next, startRow) => {
      switchTo(next);
      return cursors.get(startRow) ?? null;
    },
    remember: (forKey, nextStartRow, cursor) => {
      if (forKey !== key || cursor === null) return;
      cursors.set(nextStartRow, cursor);
    },
    currentKey: () => key,
  };
};

/** The list query for one block: its position, its order and filters, and the cursor when one is known. */
export const blockQuery = (
  request: BlockRequest,
  search: string,
  book: CursorBook,
): { query: ListQuery; key: string } => {
  const base = {
    SortModel: toSortModel(request.sortModel),
    FilterModel: toFilterModel(request.filterModel),
    Search: search.trim() === "" ? null : search.trim(),
  };
  const key = orderKey(base);
  const after = book.cursorAt(key, request.startRow);
  return {
    key,
    query: {
      ...base,
      StartRow: request.startRow,
      PageSize: request.endRow - request.startRow,
      After: after,
    },
  };
};
