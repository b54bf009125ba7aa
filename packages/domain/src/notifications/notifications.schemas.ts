import { z } from "zod";
import { CallerEchoSchema } from "../shared/request.schemas.ts";
import { RecordIdSchema } from "../shared/id.schemas.ts";
import { NotificationListing } from "./notifications.enums.ts";
import {
  NotificationActionIdSchema,
  NotificationCategorySchema,
  NotificationKindIdSchema,
  NotificationListingIdSchema,
} from "./notifications.enum-schemas.ts";

/** One notification as lists and the hub carry it (portal-shell §3: NotificationGridData). */
export const NotificationGridItemSchema = z.object({
  NotificationGridId: z.number().int(),
  /** Read 1 or UnRead 2. */
  ActionId: NotificationActionIdSchema,
  /** Comma-separated labels, e.g. 'Work Order,Assigned'. */
  LabelText: z.string(),
  /** The address inside the portal of the thing itself (e.g. /TaskOperations/details/42), or null. */
  CompleteUrl: z.string().nullable(),
  /** HTML, sanitised on the server. */
  BodyText: z.string(),
  /** ISO 8601. */
  CreatedOn: z.string(),
  IsFavorite: z.boolean(),
  /** False after UnSubscribe: no further notifications about the same record until Subscribe. */
  IsSubscribed: z.boolean(),
});
export type NotificationGridItem = z.infer<typeof NotificationGridItemSchema>;

/** FetchUnreadNotificationCount (EmpId, Email, LangId): identity comes from the session. */
export const UnreadCountRequestSchema = CallerEchoSchema.extend({
  LangId: z.coerce.number<unknown>().int().nonnegative().optional(),
});
export const UnreadCountReplySchema = z.object({ UnreadNotifs: z.number().int() });
export type UnreadCountReply = z.infer<typeof UnreadCountReplySchema>;

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
export const NotificationListingReplySchema = z.object({
  NotificationGridData: z.array(NotificationGridItemSchema),
  /** The caller's unread notifications in all (not only the filtered ones). */
  UnReadCount: z.number().int(),
  /** How many match the filters. */
  TotalCount: z.number().int(),
  PageNumber: z.number().int(),
  PageSize: z.number().int(),
  /** The labels the caller's notifications carry, for the label filter. */
  Labels: z.array(z.string()),
});
export type NotificationListingReply = z.infer<typeof NotificationListingReplySchema>;

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
/** The result code, what was done, and the caller's unread notifications after it. */
export const UpdateNotificationStatusReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  UnreadNotifs: z.number().int(),
});
export type UpdateNotificationStatusReply = z.infer<typeof UpdateNotificationStatusReplySchema>;

/** Notification configuration (the organisation's, by role): one row per kind. */
export const NotificationConfigurationRowSchema = z.object({
  NotificationModuleId: NotificationKindIdSchema,
  Name: z.string(),
  Description: z.string(),
  Category: NotificationCategorySchema,
  /** Off: nobody in the organisation gets this kind. */
  IsEnabled: z.boolean(),
  /** The roles whose members get it (when it concerns them). */
  RoleIds: z.array(z.number().int()),
});
export type NotificationConfigurationRow = z.infer<typeof NotificationConfigurationRowSchema>;
export const NotificationConfigurationQuerySchema = z.object({
  Category: NotificationCategorySchema.optional(),
});
export const NotificationConfigurationReplySchema = z.object({
  Roles: z.array(z.object({ RoleId: z.number().int(), RoleName: z.string() })),
  Rows: z.array(NotificationConfigurationRowSchema),
});
export type NotificationConfigurationReply = z.infer<typeof NotificationConfigurationReplySchema>;
export const NotificationModulesReplySchema = z.object({
  Categories: z.array(
    z.object({
      Category: NotificationCategorySchema,
      Name: z.string(),
      Modules: z.array(
        z.object({
          NotificationModuleId: NotificationKindIdSchema,
          Name: z.string(),
          Description: z.string(),
        }),
      ),
    }),
  ),
});
export type NotificationModulesReply = z.infer<typeof NotificationModulesReplySchema>;
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
/** A saved configuration: the result code alone. */
export const PersistNotificationConfigurationReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
});
export type PersistNotificationConfigurationReply = z.infer<
  typeof PersistNotificationConfigurationReplySchema
>;

/** A user's own preferences: every kind, on unless they turned it off; IsOffered is false when their role does not get it. */
export const UserNotificationPreferenceSchema = z.object({
  NotificationModuleId: NotificationKindIdSchema,
  Name: z.string(),
  Description: z.string(),
  Category: NotificationCategorySchema,
  IsEnabled: z.boolean(),
  IsOffered: z.boolean(),
});
export type UserNotificationPreference = z.infer<typeof UserNotificationPreferenceSchema>;
export const UserNotificationPreferenceQuerySchema = CallerEchoSchema;
export const UserNotificationPreferenceReplySchema = z.object({
  Preferences: z.array(UserNotificationPreferenceSchema),
});
export type UserNotificationPreferenceReply = z.infer<typeof UserNotificationPreferenceReplySchema>;
export const PersistUserNotificationPreferenceSchema = CallerEchoSchema.extend({
  Preferences: z
    .array(z.object({ NotificationModuleId: NotificationKindIdSchema, IsEnabled: z.boolean() }))
    .min(1, "Preferences must hold at least one row.")
    .max(100),
});
export type PersistUserNotificationPreference = z.infer<typeof PersistUserNotificationPreferenceSchema>;
/** Saved preferences: the result code and every preference as now stored. */
export const PersistUserNotificationPreferenceReplySchema = UserNotificationPreferenceReplySchema.extend({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
});
export type PersistUserNotificationPreferenceReply = z.infer<
  typeof PersistUserNotificationPreferenceReplySchema
>;

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
