import { NOTIFICATION_PAGE_SIZE, NotificationListing, type NotificationListingId } from "@fieldstead/domain";
import type { ListingFilters } from "../api/notification-keys.ts";

/** What the Notifications page's filter bar holds. */
export type PageFilterState = {
  listing: NotificationListingId;
  /** '' for every label. */
  label: string;
  /** YYYY-MM-DD (Denver days) or ''. */
  from: string;
  to: string;
  search: string;
};

export const NO_FILTERS: PageFilterState = {
  listing: NotificationListing.All,
  label: "",
  from: "",
  to: "",
  search: "",
};

/** The state buttons, in the order shown. */
export const LISTING_CHOICES: readonly { value: NotificationListingId; label: string }[] = [
  { value: NotificationListing.All, label: "All" },
  { value: NotificationListing.UnRead, label: "Unread" },
  { value: NotificationListing.Read, label: "Read" },
  { value: NotificationListing.Favorite, label: "Favourites" },
];

export const DATE_RANGE_ERROR = "The 'To' day must not be before the 'From' day.";

export const hasFilters = (state: PageFilterState): boolean =>
  state.listing !== NotificationListing.All ||
  state.label !== "" ||
  state.from !== "" ||
  state.to !== "" ||
  state.search.trim() !== "";

/**
 * The listing call's filters for a page: blanks are left out; a 'To' day before the 'From' day is an error
 * on screen and the days are not sent until it is put right.
 */
export const listingFiltersOf = (
  state: PageFilterState,
  page: number,
  pageSize = NOTIFICATION_PAGE_SIZE,
): { filters: ListingFilters; dateError: string | null } => {
  const isRangeWrong = state.from !== "" && state.to !== "" && state.to < state.from;
  const search = state.search.trim();
  return {
    filters: {
      NotificationListingActionId: state.listing,
      PageNumber: page,
      PageSize: pageSize,
      ...(state.label ? { Label: state.label } : {}),
      ...(!isRangeWrong && state.from ? { DateFrom: state.from } : {}),
      ...(!isRangeWrong && state.to ? { DateTo: state.to } : {}),
      ...(search ? { Search: search } : {}),
    },
    dateError: isRangeWrong ? DATE_RANGE_ERROR : null,
  };
};
