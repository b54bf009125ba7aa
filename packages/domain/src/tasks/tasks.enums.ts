import type { EnumValue } from "../shared/enum.ts";

/**
 * Where a task or work order stands, with the spec's status ids (the gaps in the numbering are the spec's).
 * Which moves between them a role may make is set per role in the status-transition rows (portal-platform §3.5,
 * §4).
 */
export const TaskStatus = {
  NotStarted: 0,
  InProgress: 1,
  Completed: 2,
  AssignedToTechnician: 12,
  TravelingToLocation: 13,
  ArrivedAtLocation: 14,
  Paused: 15,
  Rejected: 17,
  /** The technician accepted the job (before setting off): open work. A reviewer's approval never sets it. */
  Accepted: 18,
  AcceptedByCustomer: 21,
  RejectedByCustomer: 22,
  /** The review approved at level 2 (a third level keeps it). Level 1 leaves the work Completed. */
  AcceptedByReviewer2: 24,
  ResetDate: 100,
} as const;
export type TaskStatusId = EnumValue<typeof TaskStatus>;

/**
 * Where the review of a completed task stands as a whole: approval may be requested, then it awaits a reviewer
 * (PendingApproval) and is approved or rejected, or the task is reopened; the spec's ids (portal-platform §4).
 */
export const TaskReviewApproval = {
  RequestApproval: 0,
  PendingApproval: 1,
  Approved: 2,
  Rejected: 3,
  Reopened: 5,
} as const;
export type TaskReviewApprovalId = EnumValue<typeof TaskReviewApproval>;

export const ApprovalLabel = {
  AwaitingApproval: "Awaiting Approval",
  Approved: "Approved",
  Rejected: "Rejected",
} as const;

/** Work-order types (portal-platform §3.7); the spec gives names only, ids follow its order. */
export const WorkOrderType = {
  Master: 1,
  NonTelco: 2,
  Fueling: 3,
  CorrectiveMaintenance: 4,
  EmergencyFueling: 5,
  TankerFueling: 6,
  FixedAssets: 7,
  Rollout: 8,
  AddAssetToWarehouse: 9,
  SiteDeployment: 10,
  Lease: 11,
  WarehouseScan: 12,
  Fieldscan: 13,
  DriveTest: 14,
} as const;
export type WorkOrderTypeId = EnumValue<typeof WorkOrderType>;

export const TaskTimeUnit = {
  Day: "Day",
  Week: "Week",
  Month: "Month",
  Year: "Year",
  Minute: "Minute",
  Quarter: "Quarter",
} as const;
export type TaskTimeUnitValue = EnumValue<typeof TaskTimeUnit>;

export const DateRangeKind = { all: "all", future: "future", historic: "historic" } as const;
export type DateRangeKindValue = EnumValue<typeof DateRangeKind>;

/** Task priorities used by work orders (names only in the spec's task standard fields). */
export const TaskPriority = { Low: 1, Medium: 2, High: 3, Critical: 4 } as const;
export type TaskPriorityId = EnumValue<typeof TaskPriority>;

/**
 * What a role may do with one standard field of a task: only see it, change it, not see it at all, or see it
 * with one action beside it — accept, reject, reset (clear) or complete (fill in later) (portal-platform §4).
 */
export const FieldAccessMode = {
  ReadOnly: "ReadOnly",
  ReadWrite: "ReadWrite",
  Accept: "Accept",
  Reject: "Reject",
  Reset: "Reset",
  Complete: "Complete",
  NotVisible: "NotVisible",
} as const;
export type FieldAccessModeValue = EnumValue<typeof FieldAccessMode>;

/** Task standard field ids (portal-platform §3.6), the fields whose access modes a role can be given. */
export const TaskFieldId = {
  Project: "Project",
  Location: "Location",
  Priority: "Priority",
  PlannedDate: "PlannedDate",
  DueDate: "DueDate",
  Description: "Description",
  TaskSummary: "TaskSummary",
  WoType: "WoType",
  WorkFlow: "WorkFlow",
  Assignee: "Assignee",
  FollowOnDate: "FollowOnDate",
  StartDateTime: "StartDateTime",
  EndDateTime: "EndDateTime",
  Driver: "Driver",
  Employee: "Employee",
  Region: "Region",
  Vehicle: "Vehicle",
} as const;
export type TaskFieldIdValue = EnumValue<typeof TaskFieldId>;

/** Ticket statuses (not in the specification: docs/decisions/projects-and-tickets.md, Tickets). */
export const TicketStatus = { Open: 1, Converted: 2, Closed: 3 } as const;
export type TicketStatusId = EnumValue<typeof TicketStatus>;

/**
 * How far a project has got, as a band: each value is the share of done tasks (%) its band starts at (any
 * progress at all is at least VeryLow); NoProgress while none is done, UnableToCalculate without tasks
 * (portal-platform §3.7).
 */
export const ProgressBucket = {
  NoProgress: 0,
  UnableToCalculate: -1,
  VeryLow: 10,
  Low: 25,
  LowMedium: 40,
  Medium: 55,
  MediumHigh: 70,
  High: 85,
} as const;
export type ProgressBucketValue = EnumValue<typeof ProgressBucket>;
