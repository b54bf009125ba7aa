import { describe, expect, it } from "vitest";
import {
  filtersFromSearch,
  hasFilters,
  rangeError,
  RANGE_ERROR,
  searchWithFilters,
} from "./dashboard-filters.ts";

describe("a dashboard's filters in the address", () => {
  it("come back as they were put in, beside the address's other parameters", () => {
    const filters = { From: "2026-01-01", To: "2026-03-31", LocationId: 42 };
    const search = searchWithFilters(new URLSearchParams("tab=2"), filters);
    expect(search.toString()).toBe("tab=2&From=2026-01-01&To=2026-03-31&LocationId=42");
    expect(filtersFromSearch(new URLSearchParams(search.toString()))).toEqual(filters);
  });

  it("are taken out when cleared", () => {
    const search = searchWithFilters(new URLSearchParams("From=2026-01-01&LocationId=3&tab=2"), {});
    expect(search.toString()).toBe("tab=2");
  });

  it.each([
    ["From=yesterday", {}],
    ["From=2026-02-30", { From: "2026-02-30" }],
    ["From=2026-13-01", {}],
    ["LocationId=abc", {}],
    ["LocationId=0", {}],
    ["LocationId=-4", {}],
    ["To=2026-03-01&LocationId=7", { To: "2026-03-01", LocationId: 7 }],
  ])("read %s as %o (what is not a day or an id is left out)", (query, filters) => {
    expect(filtersFromSearch(new URLSearchParams(query))).toEqual(filters);
  });

  it("say whether any is set", () => {
    expect(hasFilters({})).toBe(false);
    expect(hasFilters({ LocationId: 1 })).toBe(true);
  });

  it("refuse a range that runs backwards", () => {
    expect(rangeError({ From: "2026-03-02", To: "2026-03-01" })).toBe(RANGE_ERROR);
    expect(rangeError({ From: "2026-03-01", To: "2026-03-01" })).toBeNull();
    expect(rangeError({ To: "2026-03-01" })).toBeNull();
  });
});
