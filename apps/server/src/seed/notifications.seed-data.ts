import {
  AuditEntityType,
  NotificationAction,
  NotificationKind,
  TaskReviewApproval,
  TaskStatus,
  type NotificationActionId,
  type NotificationKindId,
} from "@fieldstead/domain";
import { DAY_MS } from "./demo-dates.ts";
import type { Random } from "./demo-random.ts";
import type {
  Notice,
  NoteLease,
  NotePerson,
  NoteTask,
  NotificationInput,
  NotificationSeed,
} from "./notification-notes.seed-data.ts";
import { ADMINISTRATOR, FIELD_TECHNICIAN, LEASE_MANAGER, VIEWER } from "./role-templates.ts";
import { isFinished } from "./task-schedule.seed-data.ts";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const b = (text: string) => `<b>${escapeHtml(text)}</b>`;
const money = (amount: string) =>
  `$${Number(amount).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const day = (date: Date) =>
  date.toLocaleDateString("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

const about = (completeUrl: string, subjectType: string, subjectId: number, kindId?: NotificationKindId) => ({
  completeUrl,
  subjectType,
  subjectId,
  ...(kindId === undefined ? {} : { kindId }),
});
const aboutTask = (task: NoteTask, kindId?: NotificationKindId) =>
  about(`/TaskOperations/details/${task.id}`, AuditEntityType.Task, task.id, kindId);
// The leases list: the portal has no page of one lease yet.
const aboutLease = (lease: NoteLease, kindId?: NotificationKindId) =>
  about("/LeaseManagement", AuditEntityType.Lease, lease.id, kindId);

const COMMENTS = [
  "Parts are at the front desk.",
  "Customer asked for arrival after 10 AM.",
  "Please attach before and after photos.",
  "Gate code changed; see the site notes.",
  "Bring the lift – the ceiling is 14 ft there.",
];

const technicianNotices = (input: NotificationInput, me: NotePerson): Notice[] => {
  const { random, now } = input;
  const admins = input.people.filter((p) => p.roleName === ADMINISTRATOR.name);
  const mine = input.tasks.filter((t) => t.assigneeId === me.id);
  const open = mine.filter((t) => !isFinished(t.statusId));
  return [
    ...random.sample(open, 6).map((t) => ({
      labelText: "Work Order,Assigned",
      bodyText: `<p>${b(admins[0]?.fullName ?? "Dispatch")} assigned work order ${b(t.workOrderNumber)} – ${escapeHtml(t.summary)} to you.</p>`,
      ...aboutTask(t, NotificationKind.WorkOrderAssigned),
    })),
    ...open
      .filter((t) => t.dueDate.getTime() - now.getTime() < 3 * DAY_MS)
      .slice(0, 3)
      .map((t) => ({
        labelText: t.dueDate < now ? "Work Order,Overdue" : "Work Order,Due Soon",
        bodyText: `<p>${b(t.workOrderNumber)} ${t.dueDate < now ? "was" : "is"} due on ${day(t.dueDate)}.</p>`,
        ...aboutTask(t),
      })),
    ...mine
      .filter((t) => t.reviewApprovalId === TaskReviewApproval.Rejected)
      .slice(0, 2)
      .map((t) => ({
        labelText: "Work Order,Review,Rejected",
        bodyText: `<p>The review of ${b(t.workOrderNumber)} was rejected. Check the reviewer's comments and resubmit.</p>`,
        ...aboutTask(t, NotificationKind.ReviewDecided),
      })),
    ...random.sample(mine, 4).map((t) => ({
      labelText: "Work Order,Comment",
      bodyText: `<p>${b(admins[0]?.fullName ?? "Dispatch")} commented on ${b(t.workOrderNumber)}: “${escapeHtml(random.pick(COMMENTS))}”</p>`,
      ...aboutTask(t),
    })),
  ];
};

const completedNotices = (input: NotificationInput, count: number): Notice[] => {
  const names = new Map(input.people.map((p) => [p.id, p.fullName]));
  return input.random
    .sample(
      input.tasks.filter((t) => t.statusId === TaskStatus.Completed),
      count,
    )
    .map((t) => ({
      labelText: "Work Order,Completed",
      bodyText: `<p>${b(names.get(t.assigneeId ?? -1) ?? "A technician")} completed ${b(t.workOrderNumber)} – ${escapeHtml(t.summary)}.</p>`,
      ...aboutTask(t, NotificationKind.WorkOrderStatusChanged),
    }));
};

const verificationNotices = (input: NotificationInput, count: number): Notice[] =>
  input.random.sample(input.pendingAssets, count).map((a) => ({
    labelText: "Asset,Verification",
    bodyText: `<p>Asset ${b(a.assetTag)} (${escapeHtml(a.name)}) is pending verification.</p>`,
    completeUrl: `/fixedAssetManagement/asset-detailing/${a.id}`,
    subjectType: AuditEntityType.Asset,
    subjectId: a.id,
  }));

const administratorNotices = (input: NotificationInput): Notice[] => [
  ...completedNotices(input, 5),
  ...input.tasks
    .filter((t) => t.statusId === TaskStatus.Rejected)
    .slice(0, 2)
    .map((t) => ({
      labelText: "Work Order,Rejected",
      bodyText: `<p>${b(t.workOrderNumber)} was rejected by the technician and needs a new assignee.</p>`,
      ...aboutTask(t, NotificationKind.WorkOrderStatusChanged),
    })),
  ...input.random
    .sample(
      input.tasks.filter((t) => t.reviewApprovalId === TaskReviewApproval.PendingApproval),
      3,
    )
    .map((t) => ({
      labelText: "Work Order,Review,Pending Approval",
      bodyText: `<p>${b(t.workOrderNumber)} – ${escapeHtml(t.summary)} is waiting for your review.</p>`,
      ...aboutTask(t, NotificationKind.ReviewRequested),
    })),
  ...verificationNotices(input, 3),
];

const leaseNotices = (input: NotificationInput): Notice[] => {
  const { leases, now } = input;
  const yearAhead = now.getTime() + 365 * DAY_MS;
  return [
    // Payments still to fall due are announced by the notification engine a week ahead.
    ...leases.flatMap((l) =>
      l.due && l.due.dueDate < now
        ? [
            {
              labelText: "Lease,Payment Due",
              bodyText: `<p>Rent of ${b(money(l.due.amount))} for lease ${b(l.leaseNumber)} was due on ${day(l.due.dueDate)}.</p>`,
              ...aboutLease(l, NotificationKind.LeasePaymentDue),
            },
          ]
        : [],
    ),
    ...leases
      .filter((l) => l.isActive && l.endDate.getTime() < yearAhead)
      .map((l) => ({
        labelText: "Lease,Expiring",
        bodyText: `<p>Lease ${b(l.leaseNumber)} with ${escapeHtml(l.counterparty)} expires on ${day(l.endDate)}.</p>`,
        ...aboutLease(l),
      })),
    ...leases.flatMap((l) =>
      l.awaitingFrom
        ? [
            {
              labelText: "Lease,Billing,Awaiting Approval",
              bodyText: `<p>The billing period starting ${day(l.awaitingFrom)} for ${b(l.leaseNumber)} is awaiting approval.</p>`,
              ...aboutLease(l),
            },
          ]
        : [],
    ),
    ...leases.flatMap((l) =>
      l.lastPayment
        ? [
            {
              labelText: "Lease,Payment Received",
              bodyText: `<p>Payment ${b(l.lastPayment.transactionId)} of ${b(money(l.lastPayment.amount))} was recorded against ${b(l.leaseNumber)}.</p>`,
              ...aboutLease(l),
            },
          ]
        : [],
    ),
    ...leases
      .filter((l) => l.isDraft)
      .map((l) => ({
        labelText: "Lease,Draft",
        bodyText: `<p>Lease ${b(l.leaseNumber)} with ${escapeHtml(l.counterparty)} is still a draft.</p>`,
        ...aboutLease(l),
      })),
  ];
};

const managerNotices = (input: NotificationInput): Notice[] => [
  ...input.projects.map((p) => ({
    labelText: "Project,Status",
    bodyText: `<p>Project ${b(p.code)} – ${escapeHtml(p.name)} is ${p.status === "On Hold" ? "on hold" : p.status.toLowerCase()}.</p>`,
    completeUrl: `/ProjectManagement/projectDetails/${p.id}`,
    subjectType: AuditEntityType.Project,
    subjectId: p.id,
  })),
  ...completedNotices(input, 5),
  ...verificationNotices(input, 3),
];

/** A viewer sees assets and locations only, so every notice of theirs opens an asset. */
const viewerNotices = (input: NotificationInput): Notice[] => verificationNotices(input, 15);

/** Recent notices are mostly unread; older ones have mostly been read. */
const actionFor = (random: Random, ageDays: number): NotificationActionId =>
  ageDays < 4
    ? random.chance(0.9)
      ? NotificationAction.UnRead
      : NotificationAction.Read
    : random.chance(0.85)
      ? NotificationAction.Read
      : NotificationAction.UnRead;

export const buildNotifications = (input: NotificationInput): NotificationSeed[] => {
  const { random, now } = input;
  return input.people.flatMap((person) => {
    const pool =
      person.roleName === FIELD_TECHNICIAN.name
        ? technicianNotices(input, person)
        : person.roleName === ADMINISTRATOR.name
          ? [...administratorNotices(input), ...random.sample(leaseNotices(input), 2)]
          : person.roleName === LEASE_MANAGER.name
            ? leaseNotices(input)
            : person.roleName === VIEWER.name
              ? viewerNotices(input)
              : managerNotices(input);
    return random.sample(pool, random.int(8, 15)).map((notice) => {
      const ageMinutes = random.int(20, 21 * 24 * 60);
      return {
        ...notice,
        employeeId: person.id,
        actionId: actionFor(random, ageMinutes / (24 * 60)),
        createdOn: new Date(now.getTime() - ageMinutes * 60_000),
      };
    });
  });
};
