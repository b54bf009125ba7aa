import { z } from "zod";
import type { StatusReply } from "../shared/contract.ts";
import { CallerEchoSchema } from "../shared/request.schemas.ts";
import { RecordIdSchema } from "../shared/id.schemas.ts";
import {
  NotificationActionIdSchema,
  NotificationCategorySchema,
  NotificationKindIdSchema,
  NotificationListing,
  NotificationListingIdSchema,
  type NotificationActionId,
  type NotificationCategoryValue,
  type NotificationKindId,
} from "./notifications.enums.ts";

/** One notification as lists and the hub carry it (portal-shell §3: NotificationGridData). */
export type NotificationGridItem = {
  NotificationGridId: number;
  /** Read 1 or UnRead 2. */
  ActionId: NotificationActionId;
  /** Comma-separated labels, e.g. 'Work Order,Assigned'. */
  LabelText: string;
  /** The address inside the portal of the thing itself (e.g. /TaskOperations/details/42), or null. */
  CompleteUrl: string | null;
  /** HTML, sanitised on the server. */
  BodyText: string;
  /** ISO 8601. */
  CreatedOn: string;
  IsFavorite: boolean;
  /** False after UnSubscribe: no further notifications about the same record until Subscribe. */
  IsSubscribed: boolean;
};

/** FetchUnreadNotificationCount (EmpId, Email, LangId): identity comes from the session. */
export const UnreadCountRequestSchema = CallerEchoSchema.extend({
  LangId: z.coerce.number<unknown>().int().nonnegative().optional(),
});
export type UnreadCountReply = { UnreadNotifs: number };

const DaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Dates read YYYY-MM-DD.");
export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_MAX_PAGE_SIZE = 100;

/**
 * FetchNotificationListingData: the caller's own notifications, newest first, filtered by state
 * (NotificationListingActionId), label, a day range in Denver time (DateFrom/DateTo, inclusive) and text.
 */
export const NotificationListingQuerySchema = CallerEchoSchema.extend({
  NotificationListingActionId: NotificationListingIdSchema.default(NotificationListing.All),
  Label: z.string().trim().max(100).optional(),
  DateFrom: DaySchema.optional(),
  DateTo: DaySchema.optional(),
  Search: z.string().trim().max(200).optional(),
  PageNumber: z.coerce.number<unknown>().int().min(1).max(100_000).default(1),
  PageSize: z.coerce
    .number<unknown>()
    .int()
    .min(1)
    .max(NOTIFICATION_MAX_PAGE_SIZE)
    .default(NOTIFICATION_PAGE_SIZE),
}).refine((q) => !q.DateFrom || !q.DateTo || q.DateFrom <= q.DateTo, {
  message: "DateTo must not be before DateFrom.",
  path: ["DateTo"],
});
export type NotificationListingQuery = z.infer<typeof NotificationListingQuerySchema>;
export type NotificationListingReply = {
  NotificationGridData: NotificationGridItem[];
  /** The caller's unread notifications in all (not only the filtered ones). */
  UnReadCount: number;
  /** How many match the filters. */
  TotalCount: number;
  PageNumber: number;
  PageSize: number;
  /** The labels the caller's notifications carry, for the label filter. */
  Labels: string[];
};

/** UpdateNotificationStatus: NotificationId as text (the spec's shape), one action. */
export const UpdateNotificationStatusSchema = CallerEchoSchema.extend({
  NotificationId: z.union([z.string(), z.number()]).transform((v, c) => {
    const text = String(v).trim();
    if (!/^\d{1,10}$/.test(text) || Number(text) < 1 || Number(text) > 2_147_483_647) {
      c.addIssue({ code: "custom", message: "NotificationId must be a notification's id." });
      return z.NEVER;
    }
    return Number(text);
  }),
  ActionId: NotificationActionIdSchema,
});
/** UpdateNotificationStatusv2: NotificationId 0 with ActionId 1 marks every notification read. */
export const UpdateNotificationStatusV2Schema = z.object({
  NotificationId: z.coerce.number<unknown>().int().min(0).max(2_147_483_647),
  ActionId: NotificationActionIdSchema,
});
export type UpdateNotificationStatusReply = StatusReply & { UnreadNotifs: number };

/** Notification configuration (the organisation's, by role): one row per kind. */
export type NotificationConfigurationRow = {
  NotificationModuleId: NotificationKindId;
  Name: string;
  Description: string;
  Category: NotificationCategoryValue;
  /** Off: nobody in the organisation gets this kind. */
  IsEnabled: boolean;
  /** The roles whose members get it (when it concerns them). */
  RoleIds: number[];
};
export const NotificationConfigurationQuerySchema = z.object({
  Category: NotificationCategorySchema.optional(),
});
export type NotificationConfigurationReply = {
  Roles: { RoleId: number; RoleName: string }[];
  Rows: NotificationConfigurationRow[];
};
export type NotificationModulesReply = {
  Categories: {
    Category: NotificationCategoryValue;
    Name: string;
    Modules: { NotificationModuleId: NotificationKindId; Name: string; Description: string }[];
  }[];
};
export const PersistNotificationConfigurationSchema = z.object({
  Settings: z
    .array(
      z.object({
        NotificationModuleId: NotificationKindIdSchema,
        IsEnabled: z.boolean(),
        RoleIds: z.array(RecordIdSchema).max(500),
      }),
    )
    .min(1, "Settings must hold at least one row.")
    .max(100),
});
export type PersistNotificationConfiguration = z.infer<typeof PersistNotificationConfigurationSchema>;

/** A user's own preferences: every kind, on unless they turned it off; IsOffered is false when their role does not get it. */
export type UserNotificationPreference = {
  NotificationModuleId: NotificationKindId;
  Name: string;
  Description: string;
  Category: NotificationCategoryValue;
  IsEnabled: boolean;
  IsOffered: boolean;
};
export const UserNotificationPreferenceQuerySchema = CallerEchoSchema;
export type UserNotificationPreferenceReply = { Preferences: UserNotificationPreference[] };
export const PersistUserNotificationPreferenceSchema = CallerEchoSchema.extend({
  Preferences: z
    .array(z.object({ NotificationModuleId: NotificationKindIdSchema, IsEnabled: z.boolean() }))
    .min(1, "Preferences must hold at least one row.")
    .max(100),
});
export type PersistUserNotificationPreference = z.infer<typeof PersistUserNotificationPreferenceSchema>;

/** Hub payloads. MessageReceived: a new notification for the user, with their unread count after it. */
export type MessageReceivedPayload = { Notification: NotificationGridItem; UnreadNotifs: number };
/** ChangeDetected: a record the user is looking at changed (sent to those watching it). */
export type RecordChangedPayload = {
  Kind: "RecordChanged";
  SubjectType: string;
  SubjectId: number;
  EventType: string;
};
/**
 * ChangeDetected: a user's role was changed or the user disabled (clientId is the role the user held; Reason
 * tells which, a role change when absent).
 */
export type RoleChangedPayload = {
  Kind: "RoleChanged";
  clientId: number;
  employeeId: number;
  Reason?: "RoleChanged" | "Disabled";
};
export type ChangeDetectedPayload = RecordChangedPayload | RoleChangedPayload;
/** What a client sends with Watch / Unwatch. */
export const HubWatchSchema = z.object({
  SubjectType: z.string().min(1).max(40),
  SubjectId: RecordIdSchema,
});
export type HubWatch = z.infer<typeof HubWatchSchema>;
