import type { ColumnFilter, ListQuery } from "@fieldstead/domain";
import type { ExportColumn } from "./export-columns.ts";

const SPLIT_WORDS = /([a-z])([A-Z])/g;
const words = (type: string): string => type.replace(SPLIT_WORDS, "$1 $2").toLowerCase();

const describeFilter = (filter: ColumnFilter): string => {
  switch (filter.filterType) {
    case "text":
    case "number": {
      const value = "filter" in filter && filter.filter !== undefined ? ` ${String(filter.filter)}` : "";
      const to = "filterTo" in filter && filter.filterTo != null ? ` – ${String(filter.filterTo)}` : "";
      return `${words(filter.type)}${value}${to}`;
    }
    case "date":
      return `${words(filter.type)} ${[filter.dateFrom, filter.dateTo].filter(Boolean).join(" – ")}`.trim();
    case "set":
      return filter.values.map(String).join(", ");
  }
};

const LIST_KEYS = new Set(["StartRow", "PageSize", "After", "SortModel", "FilterModel", "Search"]);

/**
 * The filters an export was made with, in words, for the top of a PDF or Word file:
 * 'Search: pump; Status: 1, 2; VerificationFilter: Verified', or 'No filters'.
 */
export const describeFilters = (query: ListQuery, columns: readonly ExportColumn[]): string => {
  const headerOf = (id: string) => columns.find((c) => c.id === id)?.header ?? id;
  const parts: string[] = [];
  if (query.Search) parts.push(`Search: ${query.Search}`);
  for (const [colId, filter] of Object.entries(query.FilterModel))
    parts.push(`${headerOf(colId)}: ${describeFilter(filter)}`);
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (LIST_KEYS.has(key) || value === null || value === undefined || /^all$/i.test(String(value))) continue;
    parts.push(`${key}: ${String(value)}`);
  }
  return parts.length === 0 ? "No filters" : `Filters: ${parts.join("; ")}`;
};
