import { defineContract } from "../shared/contract.ts";
import { AccessRightType, ModuleId } from "../permissions/permissions.enums.ts";
import {
  NotificationConfigurationQuerySchema,
  NotificationListingQuerySchema,
  PersistNotificationConfigurationSchema,
  PersistUserNotificationPreferenceSchema,
  UnreadCountRequestSchema,
  UpdateNotificationStatusSchema,
  UpdateNotificationStatusV2Schema,
  UserNotificationPreferenceQuerySchema,
} from "./notifications.schemas.ts";

const TAG = "Notifications";
/** Everyone signed in has their own notifications and preferences. */
const OWN = { kind: "session" } as const;
/** The organisation's notification configuration: the Notification Settings operation (administrators). */
const CONFIGURE = {
  kind: "module",
  moduleId: ModuleId.NotificationSettings,
  parentId: ModuleId.Notifications,
  level: AccessRightType.ReadWrite,
} as const;

export const FetchUnreadNotificationCountContract = defineContract({
  method: "POST",
  path: "/NotificationEngine/FetchUnreadNotificationCount",
  summary: "The caller's unread notifications (UnreadNotifs).",
  tag: TAG,
  access: OWN,
  body: UnreadCountRequestSchema,
});

export const FetchNotificationListingDataContract = defineContract({
  method: "POST",
  path: "/NotificationEngine/FetchNotificationListingData",
  summary:
    "A page of the caller's notifications, newest first, filtered by state, label, days and text (NotificationGridData, UnReadCount).",
  tag: TAG,
  access: OWN,
  body: NotificationListingQuerySchema,
});

export const UpdateNotificationStatusContract = defineContract({
  method: "POST",
  path: "/NotificationEngine/UpdateNotificationStatus",
  summary:
    "Read, UnRead, Subscribe, UnSubscribe, Favorite or Delete one of the caller's notifications (StatusCode, UnreadNotifs).",
  tag: TAG,
  access: OWN,
  body: UpdateNotificationStatusSchema,
});

export const UpdateNotificationStatusV2Contract = defineContract({
  method: "POST",
  path: "/NotificationEngine/UpdateNotificationStatusv2",
  summary: "NotificationId 0 with ActionId 1 marks all the caller's notifications read; otherwise as v1.",
  tag: TAG,
  access: OWN,
  body: UpdateNotificationStatusV2Schema,
});

export const NotificationDropDownContract = defineContract({
  method: "GET",
  path: "/NotificationEngine/NotificationDropDown",
  summary: "The legacy panel: the caller's latest notifications as an HTML fragment (text/html).",
  tag: TAG,
  access: OWN,
});

export const GetNotificationConfigurationGridContract = defineContract({
  method: "POST",
  path: "/Notification/GetNotificationConfigurationGrid",
  summary: "The organisation's notification configuration: each kind, on or off, and the roles that get it.",
  tag: TAG,
  access: CONFIGURE,
  body: NotificationConfigurationQuerySchema,
});

export const GetNotificationModulesContract = defineContract({
  method: "POST",
  path: "/Notification/GetNotificationModules",
  summary: "The notification kinds by category (AccessControl, ProjectPersonas, ProjectNotifications).",
  tag: TAG,
  access: OWN,
});

export const PersistNotificationResponseContract = defineContract({
  method: "POST",
  path: "/Notification/PersistNotificationResponse",
  summary: "Saves the organisation's configuration of the given kinds (StatusCode, StatusMessage).",
  tag: TAG,
  access: CONFIGURE,
  body: PersistNotificationConfigurationSchema,
});

export const GetUserNotificationPreferenceContract = defineContract({
  method: "POST",
  path: "/Shared/GetUserNotificationPreference",
  summary: "The caller's own notification preferences, every kind with whether their role gets it.",
  tag: TAG,
  access: OWN,
  body: UserNotificationPreferenceQuerySchema,
});

export const PersistUserNotificationPreferenceContract = defineContract({
  method: "POST",
  path: "/Shared/PersistUserNotificationPreference",
  summary: "Saves the caller's own preferences; an EmployeeId other than the caller's is refused (403).",
  tag: TAG,
  access: OWN,
  body: PersistUserNotificationPreferenceSchema,
});
