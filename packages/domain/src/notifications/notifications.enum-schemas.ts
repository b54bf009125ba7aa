import { enumSchema } from "../shared/enum-schema.ts";
import {
  NotificationAction,
  NotificationCategory,
  NotificationKind,
  NotificationListing,
} from "./notifications.enums.ts";

/**
 * The zod schemas of the notifications enumerations, for the calls that check values against them. They live apart
 * from the enumerations so a screen that only reads an enumeration does not load a validation library.
 */
export const NotificationActionIdSchema = enumSchema(NotificationAction);
export const NotificationListingIdSchema = enumSchema(NotificationListing);
export const NotificationCategorySchema = enumSchema(NotificationCategory);
export const NotificationKindIdSchema = enumSchema(NotificationKind);
