import type { EnumValue } from "../shared/enum.ts";

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

/** NotificationListingActionId 0 lists everything. */
export const NOTIFICATION_LISTING_ALL = 0;

/** Listing filter by state (NotificationListingActionId): 0 everything, else Read 1, UnRead 2 or Favorite 5. */
export const NotificationListing = { All: 0, Read: 1, UnRead: 2, Favorite: 5 } as const;
export type NotificationListingId = EnumValue<typeof NotificationListing>;

/**
 * The groups the notification settings sort the kinds of notification into: access control, project personas
 * and project notifications (portal-platform §3.6); what each covers is said at NotificationKind.
 */
export const NotificationCategory = {
  AccessControl: "AccessControl",
  ProjectPersonas: "ProjectPersonas",
  ProjectNotifications: "ProjectNotifications",
} as const;
export type NotificationCategoryValue = EnumValue<typeof NotificationCategory>;
export const NOTIFICATION_CATEGORY_NAMES: Record<NotificationCategoryValue, string> = {
  AccessControl: "Access control",
  ProjectPersonas: "Project personas",
  ProjectNotifications: "Project notifications",
};

/**
 * What a notification is about (a "notification module" of the settings): the organisation turns each kind on
 * or off per role, each user for themself. ProjectPersonas are addressed to someone by their part in the work
 * (assignee, reviewer, approver); ProjectNotifications follow the things one takes part in; AccessControl is
 * about one's own access.
 */
export const NotificationKind = {
  WorkOrderAssigned: 1,
  WorkOrderStatusChanged: 2,
  ReviewRequested: 3,
  ReviewDecided: 4,
  WorkOrderShared: 5,
  TicketUpdated: 6,
  MoveRequestAwaitingApproval: 7,
  MoveRequestDecided: 8,
  MaterialRequestAwaitingApproval: 9,
  MaterialRequestDecided: 10,
  LeasePaymentDue: 11,
  RoleChanged: 12,
  LeasePaymentAwaitingApproval: 13,
  LeasePaymentDecided: 14,
} as const;
export type NotificationKindId = EnumValue<typeof NotificationKind>;

export type NotificationKindInfo = {
  id: NotificationKindId;
  name: string;
  description: string;
  category: NotificationCategoryValue;
};

export const NOTIFICATION_KINDS: readonly NotificationKindInfo[] = [
  {
    id: NotificationKind.WorkOrderAssigned,
    name: "Work order assigned",
    description: "A work order is assigned to me.",
    category: NotificationCategory.ProjectPersonas,
  },
  {
    id: NotificationKind.ReviewRequested,
    name: "Review requested",
    description: "A completed work order waits for my review.",
    category: NotificationCategory.ProjectPersonas,
  },
  {
    id: NotificationKind.WorkOrderShared,
    name: "Work order shared",
    description: "A colleague shares a work order with me.",
    category: NotificationCategory.ProjectPersonas,
  },
  {
    id: NotificationKind.MoveRequestAwaitingApproval,
    name: "Move request awaiting approval",
    description: "An asset move request waits for my approval.",
    category: NotificationCategory.ProjectPersonas,
  },
  {
    id: NotificationKind.MaterialRequestAwaitingApproval,
    name: "Material request awaiting approval",
    description: "A material request waits for my approval.",
    category: NotificationCategory.ProjectPersonas,
  },
  {
    id: NotificationKind.LeasePaymentAwaitingApproval,
    name: "Lease payment awaiting approval",
    description: "A lease payment someone submitted waits for my approval.",
    category: NotificationCategory.ProjectPersonas,
  },
  {
    id: NotificationKind.WorkOrderStatusChanged,
    name: "Work order status changed",
    description: "A work order assigned to me or created by me changes status.",
    category: NotificationCategory.ProjectNotifications,
  },
  {
    id: NotificationKind.ReviewDecided,
    name: "Review decided",
    description: "A review I asked for is approved or rejected, or my work order is reopened.",
    category: NotificationCategory.ProjectNotifications,
  },
  {
    id: NotificationKind.TicketUpdated,
    name: "Ticket updated",
    description: "A ticket I reported or handle is turned into a work order, closed or reopened.",
    category: NotificationCategory.ProjectNotifications,
  },
  {
    id: NotificationKind.MoveRequestDecided,
    name: "Move request decided",
    description: "My asset move request is approved, rejected, completed or cancelled.",
    category: NotificationCategory.ProjectNotifications,
  },
  {
    id: NotificationKind.MaterialRequestDecided,
    name: "Material request decided",
    description: "My material request is approved, rejected or fulfilled.",
    category: NotificationCategory.ProjectNotifications,
  },
  {
    id: NotificationKind.LeasePaymentDue,
    name: "Lease payment due",
    description: "A lease payment falls due within the next 7 days.",
    category: NotificationCategory.ProjectNotifications,
  },
  {
    id: NotificationKind.LeasePaymentDecided,
    name: "Lease payment decided",
    description: "A lease payment I submitted is approved, put on hold, initiated or paid.",
    category: NotificationCategory.ProjectNotifications,
  },
  {
    id: NotificationKind.RoleChanged,
    name: "Role changed",
    description: "An administrator changes my role.",
    category: NotificationCategory.AccessControl,
  },
];

export const notificationKindInfo = (id: NotificationKindId): NotificationKindInfo =>
  NOTIFICATION_KINDS.find((k) => k.id === id)!;

/** The real-time hub (portal-shell §7.7): Socket.IO at this path, default namespace. */
export const HUB_PATH = "/MessageHub";
export const HubEvent = { MessageReceived: "MessageReceived", ChangeDetected: "ChangeDetected" } as const;
export type HubEventName = EnumValue<typeof HubEvent>;
/** A client that hears nothing from the server for this long gives the connection up and reconnects. */
export const HUB_SERVER_TIMEOUT_MS = 600_000;
/** A failed start (or a lost connection) is tried again after this long. */
export const HUB_RETRY_MS = 10_000;
/** What a client sends to hear ChangeDetected for one record while it shows it (and to stop). */
export const HubClientMessage = { Watch: "Watch", Unwatch: "Unwatch" } as const;

/**
 * When the signed-in user's role is changed, this shows in a red snackbar with OK for 10 s, and the user is
 * logged out 15 s later (portal-shell §4.8, §8).
 */
export const ROLE_CHANGED_MESSAGE =
  "Your role has been changed! You will be logged out of the system within one minute.";
/** The same flow when an administrator disables the user instead. */
export const ACCOUNT_DISABLED_MESSAGE =
  "Your account has been disabled. You will be logged out of the system within one minute.";
export const ROLE_CHANGED_SNACKBAR_MS = 10_000;
export const ROLE_CHANGED_LOGOUT_MS = 15_000;
