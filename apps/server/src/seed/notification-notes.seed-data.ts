// What the demo's notifications are made from: the records they mention and the shape of a notification row.
import type {
  NotificationActionId,
  NotificationKindId,
  TaskReviewApprovalId,
  TaskStatusId,
} from "@fieldstead/domain";
import { LeasePaymentStatus, LeaseStatus } from "@fieldstead/domain";
import { parseIsoDate } from "./demo-dates.ts";
import type { Random } from "./demo-random.ts";
import type { LeaseSeed } from "./leases.seed-data.ts";

export type NoteTask = {
  id: number;
  workOrderNumber: string;
  summary: string;
  statusId: TaskStatusId;
  reviewApprovalId: TaskReviewApprovalId | null;
  assigneeId: number | null;
  dueDate: Date;
};
export type NoteLease = {
  id: number;
  leaseNumber: string;
  counterparty: string;
  endDate: Date;
  isActive: boolean;
  isDraft: boolean;
  due: { amount: string; dueDate: Date } | null;
  awaitingFrom: Date | null;
  lastPayment: { transactionId: string; amount: string } | null;
};
/** What the notices need to know about a lease: its next bill, its approvals and its last payment. */
export const noteLeaseFrom = (lease: LeaseSeed, id: number, orgName: string): NoteLease => {
  const due = lease.periods.find((p) => p.statusId === LeasePaymentStatus.Due);
  const awaiting = lease.periods.find((p) => p.statusId === LeasePaymentStatus.AwaitingApproval);
  const lastPaid = lease.periods.filter((p) => p.payment).at(-1)?.payment;
  return {
    id,
    leaseNumber: lease.leaseNumber,
    counterparty: lease.lessor === orgName ? lease.lessee : lease.lessor,
    endDate: parseIsoDate(lease.endDate),
    isActive: lease.statusId === LeaseStatus.Active,
    isDraft: lease.statusId === LeaseStatus.Draft,
    due: due ? { amount: due.billingAmount, dueDate: parseIsoDate(due.dueDate) } : null,
    awaitingFrom: awaiting ? parseIsoDate(awaiting.periodStart) : null,
    lastPayment: lastPaid
      ? { transactionId: lastPaid.transactionId, amount: lastPaid.transactionAmount }
      : null,
  };
};

export type NoteAsset = { id: number; assetTag: string; name: string };
export type NoteProject = { id: number; code: string; name: string; status: string };
export type NotePerson = { id: number; roleName: string; fullName: string };

export type NotificationSeed = {
  employeeId: number;
  labelText: string;
  bodyText: string;
  completeUrl: string;
  actionId: NotificationActionId;
  createdOn: Date;
  /** The kind and the record, where the notice matches one (Subscribe / UnSubscribe act on the record). */
  kindId?: NotificationKindId;
  subjectType?: string;
  subjectId?: number;
};

export type Notice = Pick<
  NotificationSeed,
  "labelText" | "bodyText" | "completeUrl" | "kindId" | "subjectType" | "subjectId"
>;

export type NotificationInput = {
  random: Random;
  now: Date;
  people: readonly NotePerson[];
  tasks: readonly NoteTask[];
  leases: readonly NoteLease[];
  pendingAssets: readonly NoteAsset[];
  projects: readonly NoteProject[];
};
