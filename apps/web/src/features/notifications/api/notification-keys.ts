import type { NotificationListingQuery } from "@fieldstead/domain";

/** Every read of notifications sits under this key, so a write can read them all again. */
export const NOTIFICATIONS_KEY = ["notifications"] as const;
/** The lists (the bell's panel and the Notifications page). */
export const NOTIFICATION_LISTINGS_KEY = [...NOTIFICATIONS_KEY, "listing"] as const;
/** The organisation's configuration and the caller's own preferences. */
export const NOTIFICATION_SETTINGS_KEY = [...NOTIFICATIONS_KEY, "settings"] as const;

export const unreadCountKey = (employeeId: number | undefined) =>
  [...NOTIFICATIONS_KEY, "unread-count", employeeId] as const;

/** The filters and page of a list, without the caller's identity (the session gives it). */
export type ListingFilters = Omit<
  NotificationListingQuery,
  "EmployeeId" | "EmpId" | "Email" | "LanguageId" | "TimeZoneOffset"
>;

export const listingKey = (employeeId: number | undefined, filters: ListingFilters) =>
  [...NOTIFICATION_LISTINGS_KEY, employeeId, filters] as const;

/** The bell's panel: the newest notifications, all states. */
export const PANEL_FILTERS: ListingFilters = { NotificationListingActionId: 0, PageNumber: 1, PageSize: 10 };
