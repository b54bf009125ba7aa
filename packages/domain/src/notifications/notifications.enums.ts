import { enumSchema, type EnumValue } from "../shared/enum.ts";

/** Notification action ids (spec README decisions). */
export const NotificationAction = {
  Read: 1,
  UnRead: 2,
  Subscribe: 3,
  UnSubscribe: 4,
  Favorite: 5,
  Delete: 6,
} as const;
export type NotificationActionId = EnumValue<typeof NotificationAction>;
export const NotificationActionIdSchema = enumSchema(NotificationAction);

/** NotificationListingActionId 0 lists everything. */
export const NOTIFICATION_LISTING_ALL = 0;
