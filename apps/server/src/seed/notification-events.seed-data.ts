import { and, eq, isNotNull, lt } from "drizzle-orm";
import {
  AuditEntityType,
  DomainEventType,
  NotificationAction,
  TaskReviewApproval,
  TaskStatus,
} from "@fieldstead/domain";
import type { Db, Tx } from "../db/client.ts";
import { notifications, taskApprovals, tasks } from "../db/schema/index.ts";
import { recordEvents, type DomainEventRecord } from "../modules/audit/audit.service.ts";
import { silentHub } from "../modules/hub/hub.ts";
import { raiseLeasePaymentsDue } from "../modules/notifications/lease-payments-due.ts";
import { processPendingEvents } from "../modules/notifications/notification-engine.ts";
import { PermissionsService } from "../modules/permissions/permissions.service.ts";
import type { Bus } from "../lib/bus.ts";
import { DAY_MS, HOUR_MS } from "./demo-dates.ts";
import { isFinished } from "./task-schedule.seed-data.ts";
import type { TaskSeed } from "./work-orders.seed-data.ts";

/** Work orders the dispatcher assigned to each technician over the last days. */
const RECENT_ASSIGNMENTS = 8;
/** Completed work the office hears about. */
const RECENT_COMPLETIONS = 6;
/** Notices older than this have been read. */
const READ_AFTER_DAYS = 3;

type TaskEventInput = {
  orgId: number;
  now: Date;
  tasks: readonly (TaskSeed & { id: number })[];
  technicianIds: readonly number[];
  /** Who reviews completed work at the first level. */
  reviewerIds: readonly number[];
};

const latest = (a: Date, b: Date) => (a > b ? a : b);

/**
 * The events the demo's recent work would have raised, as the product writes them: work orders assigned to
 * each technician, completions told to whoever created the work order, and reviews asked for.
 */
export const seedTaskEvents = async (tx: Tx, input: TaskEventInput): Promise<void> => {
  const { orgId, now } = input;
  const task = (t: TaskSeed & { id: number }) => ({
    orgId,
    subjectType: AuditEntityType.Task,
    subjectId: t.id,
  });
  const byNewest = [...input.tasks].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  const assignments = input.technicianIds.flatMap((technicianId) =>
    byNewest
      .filter((t) => t.assigneeId === technicianId && !isFinished(t.statusId))
      .slice(0, RECENT_ASSIGNMENTS)
      .map((t, i): DomainEventRecord => ({
        ...task(t),
        eventType: DomainEventType.TaskAssigned,
        actorId: t.createdById,
        concerns: [technicianId],
        payload: { WorkOrderNumber: t.workOrderNumber, AssigneeId: technicianId },
        at: latest(t.createdAt, new Date(now.getTime() - (i * 7 + 2) * HOUR_MS)),
      })),
  );
  const completions = input.tasks
    .filter(
      (t) =>
        t.statusId === TaskStatus.Completed &&
        t.assigneeId !== null &&
        t.completedAt !== null &&
        now.getTime() - t.completedAt.getTime() < 10 * DAY_MS,
    )
    .sort((a, b) => b.completedAt!.getTime() - a.completedAt!.getTime())
    .slice(0, RECENT_COMPLETIONS)
    .map((t): DomainEventRecord => ({
      ...task(t),
      eventType: DomainEventType.TaskStatusChanged,
      actorId: t.assigneeId,
      concerns: [t.assigneeId!, t.createdById],
      payload: {
        WorkOrderNumber: t.workOrderNumber,
        FromStatusId: TaskStatus.InProgress,
        ToStatusId: TaskStatus.Completed,
      },
      at: t.completedAt!,
    }));
  const awaiting = await tx
    .select({
      taskId: taskApprovals.taskId,
      requestedById: taskApprovals.requestedById,
      requestedAt: taskApprovals.requestedAt,
      comment: taskApprovals.requestComment,
      workOrderNumber: tasks.workOrderNumber,
    })
    .from(taskApprovals)
    .innerJoin(tasks, eq(tasks.id, taskApprovals.taskId))
    .where(
      and(
        eq(taskApprovals.orgId, orgId),
        eq(taskApprovals.stateId, TaskReviewApproval.PendingApproval),
        isNotNull(taskApprovals.requestedById),
      ),
    );
  const reviews = awaiting.map((a): DomainEventRecord => ({
    orgId,
    subjectType: AuditEntityType.Task,
    subjectId: a.taskId,
    eventType: DomainEventType.TaskApprovalRequested,
    actorId: a.requestedById,
    concerns: input.reviewerIds.filter((id) => id !== a.requestedById),
    payload: {
      WorkOrderNumber: a.workOrderNumber,
      Level: 1,
      ...(a.comment ? { Comment: a.comment } : {}),
    },
    at: a.requestedAt,
  }));
  await recordEvents(tx, [...assignments, ...completions, ...reviews]);
};

const quietBus: Bus = {
  publish: async () => undefined,
  subscribe: () => undefined,
  close: async () => undefined,
};

/**
 * Turns the seeded events into notifications as the running product would (lease payments falling due
 * included), with nobody to push to; the notices of more than a few days ago have been read.
 */
export const seedNotificationsFromEvents = async (db: Db, now: Date): Promise<void> => {
  const deps = { db, now: () => now, hub: silentHub, permissions: new PermissionsService(db, quietBus) };
  await raiseLeasePaymentsDue(deps);
  let processed = 1;
  while (processed > 0) processed = await processPendingEvents(deps);
  await db
    .update(notifications)
    .set({ actionId: NotificationAction.Read })
    .where(
      and(
        isNotNull(notifications.eventId),
        eq(notifications.actionId, NotificationAction.UnRead),
        lt(notifications.createdOn, new Date(now.getTime() - READ_AFTER_DAYS * DAY_MS)),
      ),
    );
};
