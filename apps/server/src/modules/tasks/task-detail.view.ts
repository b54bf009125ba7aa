import {
  checkStatusMove,
  withoutHiddenFields,
  type TaskDetail,
  type TaskFieldAccess,
  type TaskFieldIdValue,
  type TaskFieldReviews,
  type TaskMove,
} from "@fieldstead/domain";
import type { TaskDetailRaw } from "./task-detail.repository.ts";
import { toTaskListRow } from "./tasks.repository.ts";

const iso = (d: Date | null): string | null => (d === null ? null : d.toISOString());

/** The ids of the people whose decisions a task's field reviews hold. */
export const reviewerIds = (task: Pick<TaskDetailRaw, "fieldReviews">): number[] =>
  Object.values(task.fieldReviews ?? {}).map((r) => r.by);

/**
 * A stored task as the caller sees it: every standard field with its names, the moves they may make, their
 * access to each field, and the decisions on the fields; the fields their access hides are null.
 */
export const toTaskDetail = (
  task: TaskDetailRaw,
  extra: { now: Date; moves: TaskMove[]; access: TaskFieldAccess; names: ReadonlyMap<number, string> },
): TaskDetail => {
  const reviews: TaskFieldReviews = {};
  for (const [fieldId, review] of Object.entries(task.fieldReviews ?? {}) as [
    TaskFieldIdValue,
    NonNullable<TaskDetailRaw["fieldReviews"]>[TaskFieldIdValue],
  ][]) {
    if (!review) continue;
    reviews[fieldId] = {
      State: review.state,
      ByName: extra.names.get(review.by) ?? null,
      At: review.at,
      Comment: review.comment ?? null,
    };
  }
  const detail: TaskDetail = {
    ...toTaskListRow(task, extra.now),
    Description: task.description,
    CreatedById: task.createdById,
    CreatedByName: task.createdByName,
    CreatedAt: task.createdAt.toISOString(),
    AllowedMoves: checkStatusMove(task).ok ? extra.moves : [],
    WorkFlow: task.workflow,
    FollowOnDate: iso(task.followOnDate),
    StartDateTime: iso(task.startAt),
    EndDateTime: iso(task.endAt),
    DriverId: task.driverId,
    DriverName: task.driverName,
    EmployeeId: task.employeeId,
    EmployeeName: task.employeeName,
    Region: task.region,
    Vehicle: task.vehicle,
    ParentTaskId: task.parentTaskId,
    ParentWorkOrderNumber: task.parentWorkOrderNumber,
    ReviewLevels: task.reviewLevels,
    IsLocked: task.isLocked,
    Archived: task.archived,
    Recurrence:
      task.recurrenceEvery !== null && task.recurrenceUnit !== null
        ? { Every: task.recurrenceEvery, Unit: task.recurrenceUnit, Until: task.recurrenceEnd }
        : null,
    FieldAccess: extra.access,
    FieldReviews: reviews,
  };
  return withoutHiddenFields(detail, extra.access);
};
