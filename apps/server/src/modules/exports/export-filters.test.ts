import { describe, expect, it } from "vitest";
import type { ListQuery } from "@fieldstead/domain";
import { describeFilters } from "./export-filters.ts";

const query = (extra: Record<string, unknown>): ListQuery =>
  ({ StartRow: 0, PageSize: 100, SortModel: [], FilterModel: {}, Search: null, ...extra }) as ListQuery;
const columns = [{ id: "StatusId", header: "Status", kind: "text" as const, width: 10 }];

describe("the filters line of a PDF or Word export", () => {
  it.each([
    [{}, "No filters"],
    [{ Scope: "All", DateRange: "all" }, "No filters"],
    [
      { Search: "pump", Scope: "Mine", DateRange: "future" },
      "Filters: Search: pump; Scope: Mine; DateRange: future",
    ],
    [{ FilterModel: { StatusId: { filterType: "set", values: [12] } } }, "Filters: Status: 12"],
  ])("reads %j as %s", (extra, line) => {
    expect(describeFilters(query(extra), columns)).toBe(line);
  });
});
