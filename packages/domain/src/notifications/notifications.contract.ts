import { defineContract, rawReply } from "../shared/contract.ts";
import { AccessRightType, ModuleId } from "../permissions/permissions.enums.ts";
import {
  NotificationConfigurationQuerySchema,
  NotificationConfigurationReplySchema,
  NotificationListingQuerySchema,
  NotificationListingReplySchema,
  NotificationModulesReplySchema,
  PersistNotificationConfigurationReplySchema,
  PersistNotificationConfigurationSchema,
  PersistUserNotificationPreferenceReplySchema,
  PersistUserNotificationPreferenceSchema,
  UnreadCountReplySchema,
  UnreadCountRequestSchema,
  UpdateNotificationStatusReplySchema,
  UpdateNotificationStatusSchema,
  UpdateNotificationStatusV2Schema,
  UserNotificationPreferenceQuerySchema,
  UserNotificationPreferenceReplySchema,
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
  reply: UnreadCountReplySchema,
});

export const FetchNotificationListingDataContract = defineContract({
  method: "POST",
  path: "/NotificationEngine/FetchNotificationListingData",
  summary:
    "A page of the caller's notifications, newest first, filtered by state, label, days and text (NotificationGridData, UnReadCount).",
  tag: TAG,
  access: OWN,
  body: NotificationListingQuerySchema,
  reply: NotificationListingReplySchema,
});

export const UpdateNotificationStatusContract = defineContract({
  method: "POST",
  path: "/NotificationEngine/UpdateNotificationStatus",
  summary:
    "Read, UnRead, Subscribe, UnSubscribe, Favorite or Delete one of the caller's notifications (StatusCode, UnreadNotifs).",
  tag: TAG,
  access: OWN,
  body: UpdateNotificationStatusSchema,
  reply: UpdateNotificationStatusReplySchema,
});

export const UpdateNotificationStatusV2Contract = defineContract({
  method: "POST",
  path: "/NotificationEngine/UpdateNotificationStatusv2",
  summary: "NotificationId 0 with ActionId 1 marks all the caller's notifications read; otherwise as v1.",
  tag: TAG,
  access: OWN,
  body: UpdateNotificationStatusV2Schema,
  reply: UpdateNotificationStatusReplySchema,
});

export const NotificationDropDownContract = defineContract({
  method: "GET",
  path: "/NotificationEngine/NotificationDropDown",
  summary: "The legacy panel: the caller's latest notifications as an HTML fragment (text/html).",
  tag: TAG,
  access: OWN,
  reply: rawReply(
    "text/html",
    "The latest notifications as an HTML list (or a paragraph when there are none).",
  ),
});

export const GetNotificationConfigurationGridContract = defineContract({
  method: "POST",
  path: "/Notification/GetNotificationConfigurationGrid",
  summary: "The organisation's notification configuration: each kind, on or off, and the roles that get it.",
  tag: TAG,
  access: CONFIGURE,
  body: NotificationConfigurationQuerySchema,
  reply: NotificationConfigurationReplySchema,
});

export const GetNotificationModulesContract = defineContract({
  method: "POST",
  path: "/Notification/GetNotificationModules",
  summary: "The notification kinds by category (AccessControl, ProjectPersonas, ProjectNotifications).",
  tag: TAG,
  access: OWN,
  reply: NotificationModulesReplySchema,
});

export const PersistNotificationResponseContract = defineContract({
  method: "POST",
  path: "/Notification/PersistNotificationResponse",
  summary: "Saves the organisation's configuration of the given kinds (StatusCode, StatusMessage).",
  tag: TAG,
  access: CONFIGURE,
  body: PersistNotificationConfigurationSchema,
  reply: PersistNotificationConfigurationReplySchema,
});

export const GetUserNotificationPreferenceContract = defineContract({
  method: "POST",
  path: "/Shared/GetUserNotificationPreference",
  summary: "The caller's own notification preferences, every kind with whether their role gets it.",
  tag: TAG,
  access: OWN,
  body: UserNotificationPreferenceQuerySchema,
  reply: UserNotificationPreferenceReplySchema,
});

export const PersistUserNotificationPreferenceContract = defineContract({
  method: "POST",
  path: "/Shared/PersistUserNotificationPreference",
  summary: "Saves the caller's own preferences; an EmployeeId other than the caller's is refused (403).",
  tag: TAG,
  access: OWN,
  body: PersistUserNotificationPreferenceSchema,
  reply: PersistUserNotificationPreferenceReplySchema,
});
