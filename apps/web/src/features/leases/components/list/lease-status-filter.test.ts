import { describe, expect, it } from "vitest";
import { LeaseStatus } from "@fieldstead/domain";
import { statusTabOf, withStatusTab } from "./lease-status-filter.ts";

const QUERY = {
  StartRow: 0,
  PageSize: 50,
  SortModel: [],
  FilterModel: { Lessee: { filterType: "text" as const, type: "contains" as const, filter: "Cafe" } },
  Search: null,
};

describe("the register's status tabs", () => {
  it.each([
    ["", "All"],
    ["Active", "Active"],
    ["Terminated", "Terminated"],
    ["active", "All"],
    ["Archived", "All"],
  ])("reads ?status=%s as the %s tab", (value, tab) => {
    expect(statusTabOf(new URLSearchParams(value ? { status: value } : {}))).toBe(tab);
  });

  it("sends All as the grid's own query, without the tab", () => {
    expect(withStatusTab({ ...QUERY, StatusTab: "All" })).toEqual(QUERY);
  });

  it.each([
    ["Draft", LeaseStatus.Draft],
    ["Active", LeaseStatus.Active],
    ["Inactive", LeaseStatus.Inactive],
    ["Terminated", LeaseStatus.Terminated],
  ] as const)("turns the %s tab into a filter on the status, beside the grid's filters", (tab, statusId) => {
    expect(withStatusTab({ ...QUERY, StatusTab: tab })).toEqual({
      ...QUERY,
      FilterModel: { ...QUERY.FilterModel, StatusId: { filterType: "set", values: [statusId] } },
    });
  });

  it("takes the place of a status chosen in the grid", () => {
    const chosen = { StatusId: { filterType: "set" as const, values: [LeaseStatus.Draft] } };
    expect(withStatusTab({ ...QUERY, FilterModel: chosen, StatusTab: "Active" }).FilterModel).toEqual({
      StatusId: { filterType: "set", values: [LeaseStatus.Active] },
    });
  });
});
