import { describe, expect, it } from "vitest";
import { BatchStatus } from "@fieldstead/domain";
import { BATCH_TAB_OPTIONS, statusTabOf, withStatusTab } from "./batch-status-filter.ts";

describe("the batch list's status tabs", () => {
  it("reads All, then each state of a batch's life", () => {
    expect(BATCH_TAB_OPTIONS.map((o) => o.label)).toEqual([
      "All",
      "Draft",
      "Request for Review",
      "Approved",
      "Rejected",
      "Generated",
      "Locked",
    ]);
  });

  it.each([
    ["status=Approved", "Approved"],
    ["status=RequestForReview", "RequestForReview"],
    ["status=Nonsense", "All"],
    ["", "All"],
  ])("takes the tab from '%s' as %s", (search, tab) => {
    expect(statusTabOf(new URLSearchParams(search))).toBe(tab);
  });

  it("turns a tab into a filter on the status column, in place of one chosen in the grid", () => {
    const query = withStatusTab({
      StatusTab: "Locked",
      FilterModel: {
        StatusId: { filterType: "set", values: [1] },
        Period: { filterType: "text", type: "equals", filter: "2026-10" },
      },
    });
    expect(query).toEqual({
      FilterModel: {
        StatusId: { filterType: "set", values: [BatchStatus.Locked] },
        Period: { filterType: "text", type: "equals", filter: "2026-10" },
      },
    });
  });

  it("leaves the grid's filters alone on All", () => {
    const FilterModel = { StatusId: { filterType: "set" as const, values: [2] } };
    expect(withStatusTab({ StatusTab: "All", FilterModel })).toEqual({ FilterModel });
  });
});
