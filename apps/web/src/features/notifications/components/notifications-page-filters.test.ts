import { describe, expect, it } from "vitest";
import { NotificationListing } from "@fieldstead/domain";
import { DATE_RANGE_ERROR, hasFilters, listingFiltersOf, NO_FILTERS } from "./notifications-page-filters.ts";

describe("the Notifications page's filters", () => {
  it("send only the state and the page when nothing else is set", () => {
    expect(listingFiltersOf(NO_FILTERS, 1)).toEqual({
      filters: { NotificationListingActionId: 0, PageNumber: 1, PageSize: 20 },
      dateError: null,
    });
    expect(hasFilters(NO_FILTERS)).toBe(false);
  });

  it("send every filter that is set, the search trimmed", () => {
    const state = {
      listing: NotificationListing.Favorite,
      label: "Lease",
      from: "2026-03-01",
      to: "2026-03-31",
      search: "  boiler ",
    };
    expect(listingFiltersOf(state, 3).filters).toEqual({
      NotificationListingActionId: 5,
      PageNumber: 3,
      PageSize: 20,
      Label: "Lease",
      DateFrom: "2026-03-01",
      DateTo: "2026-03-31",
      Search: "boiler",
    });
    expect(hasFilters(state)).toBe(true);
  });

  it("hold the days back and say why when 'To' is before 'From'", () => {
    const result = listingFiltersOf({ ...NO_FILTERS, from: "2026-03-10", to: "2026-03-09" }, 1);
    expect(result.dateError).toBe(DATE_RANGE_ERROR);
    expect(result.filters).not.toHaveProperty("DateFrom");
    expect(result.filters).not.toHaveProperty("DateTo");
  });

  it("accept a single day as the whole range", () => {
    const result = listingFiltersOf({ ...NO_FILTERS, from: "2026-03-10", to: "2026-03-10" }, 1);
    expect(result).toMatchObject({
      dateError: null,
      filters: { DateFrom: "2026-03-10", DateTo: "2026-03-10" },
    });
  });
});
