import {
  TaskPriority,
  TaskReviewApproval,
  TaskStatus,
  WorkOrderType,
  type TaskPriorityId,
  type TaskReviewApprovalId,
  type TaskStatusId,
  type WorkOrderTypeId,
} from "@fieldstead/domain";
import { addDays, addHours, atWorkingHour, earliest, latest } from "./demo-dates.ts";
import type { Random } from "./demo-random.ts";

const S = TaskStatus;

/** Statuses a task reaches only once the field work is done. */
const FINISHED: ReadonlySet<TaskStatusId> = new Set([
  S.Completed,
  S.AcceptedByCustomer,
  S.RejectedByCustomer,
  S.AcceptedByReviewer2,
]);
/** Statuses of a technician who is working the task right now. */
const IN_THE_FIELD: ReadonlySet<TaskStatusId> = new Set([
  S.InProgress,
  S.TravelingToLocation,
  S.ArrivedAtLocation,
]);

export const isFinished = (status: TaskStatusId): boolean => FINISHED.has(status);

const STATUS_WEIGHTS: readonly (readonly [TaskStatusId, number])[] = [
  [S.Completed, 30],
  [S.NotStarted, 15],
  [S.InProgress, 11],
  [S.AssignedToTechnician, 11],
  [S.Accepted, 4],
  [S.TravelingToLocation, 3],
  [S.ArrivedAtLocation, 3],
  [S.Paused, 3],
  [S.Rejected, 2],
  [S.AcceptedByCustomer, 5],
  [S.RejectedByCustomer, 2],
  [S.AcceptedByReviewer2, 3],
  [S.ResetDate, 2],
];

/** `count` statuses, every status at least twice so each screen and filter has something to show. */
export const planStatuses = (random: Random, count: number): TaskStatusId[] => {
  const guaranteed = Object.values(TaskStatus).flatMap((status) => [status, status]);
  const rest = Array.from({ length: Math.max(0, count - guaranteed.length) }, () =>
    random.weighted(STATUS_WEIGHTS),
  );
  return random.shuffle([...guaranteed, ...rest]).slice(0, count);
};

/** How many days from today a task in this status is planned for. */
const plannedOffsetDays = (random: Random, status: TaskStatusId): number => {
  if (FINISHED.has(status)) return random.int(-180, -2);
  switch (status) {
    case S.InProgress:
      return random.int(-6, 0);
    case S.TravelingToLocation:
    case S.ArrivedAtLocation:
      return random.int(-1, 0);
    case S.Paused:
      return random.int(-25, -1);
    case S.AssignedToTechnician:
    case S.Accepted:
    case S.Rejected:
      return random.int(-4, 30);
    case S.ResetDate:
      return random.int(3, 45);
    default:
      return random.chance(0.2) ? random.int(-20, -1) : random.int(1, 60);
  }
};

export const plannedDateFor = (random: Random, now: Date, status: TaskStatusId): Date => {
  const day = addDays(now, plannedOffsetDays(random, status));
  const planned = atWorkingHour(day, random.int(7, 15), random.pick([0, 15, 30, 45]));
  return IN_THE_FIELD.has(status) && planned > now ? addHours(now, -random.int(1, 5)) : planned;
};

const PRIORITY_WEIGHTS: Partial<Record<WorkOrderTypeId, readonly (readonly [TaskPriorityId, number])[]>> = {
  [WorkOrderType.CorrectiveMaintenance]: [
    [TaskPriority.Low, 10],
    [TaskPriority.Medium, 40],
    [TaskPriority.High, 35],
    [TaskPriority.Critical, 15],
  ],
  [WorkOrderType.EmergencyFueling]: [[TaskPriority.Critical, 1]],
  [WorkOrderType.Master]: [
    [TaskPriority.Low, 40],
    [TaskPriority.Medium, 50],
    [TaskPriority.High, 10],
  ],
};
const DEFAULT_PRIORITIES: readonly (readonly [TaskPriorityId, number])[] = [
  [TaskPriority.Low, 25],
  [TaskPriority.Medium, 55],
  [TaskPriority.High, 20],
];

export const priorityFor = (random: Random, typeId: WorkOrderTypeId): TaskPriorityId =>
  random.weighted(PRIORITY_WEIGHTS[typeId] ?? DEFAULT_PRIORITIES);

/** Hours between the planned start and the due date, by priority. */
const dueHours = (random: Random, priority: TaskPriorityId): number => {
  switch (priority) {
    case TaskPriority.Critical:
      return random.int(4, 12);
    case TaskPriority.High:
      return random.int(1, 3) * 24;
    case TaskPriority.Medium:
      return random.int(3, 7) * 24;
    default:
      return random.int(7, 21) * 24;
  }
};

const reviewFor = (random: Random, status: TaskStatusId): TaskReviewApprovalId | null => {
  switch (status) {
    case S.Completed:
      return random.weighted([
        [TaskReviewApproval.Approved, 55],
        [TaskReviewApproval.PendingApproval, 35],
        [TaskReviewApproval.Rejected, 10],
      ]);
    case S.AcceptedByCustomer:
    case S.AcceptedByReviewer2:
      return TaskReviewApproval.Approved;
    case S.RejectedByCustomer:
      return random.pick([TaskReviewApproval.Rejected, TaskReviewApproval.Reopened]);
    default:
      return null;
  }
};

export type TaskSchedule = {
  plannedDate: Date;
  dueDate: Date;
  completedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  reviewApprovalId: TaskReviewApprovalId | null;
};

type ScheduleInput = {
  random: Random;
  now: Date;
  status: TaskStatusId;
  priority: TaskPriorityId;
  typeId: WorkOrderTypeId;
  planned: Date;
};

/** The dates of a task, consistent with its status: created before it is planned, finished before now. */
export const scheduleFor = ({
  random,
  now,
  status,
  priority,
  typeId,
  planned,
}: ScheduleInput): TaskSchedule => {
  const leadHours =
    priority === TaskPriority.Critical
      ? random.int(1, 6)
      : typeId === WorkOrderType.Master
        ? random.int(7, 30) * 24
        : random.int(1, 14) * 24 + random.int(0, 8);
  const createdAt = earliest(addHours(planned, -leadHours), addHours(now, -random.int(1, 48)));
  const dueDate = addHours(planned, dueHours(random, priority));
  const completedAt = FINISHED.has(status)
    ? earliest(
        addHours(planned, priority === TaskPriority.Critical ? random.int(1, 6) : random.int(1, 30)),
        addHours(now, -1),
      )
    : null;
  const touched = completedAt
    ? addDays(completedAt, status === S.Completed ? random.int(0, 2) : random.int(1, 6))
    : IN_THE_FIELD.has(status) || status === S.Paused
      ? addHours(planned, random.int(1, 8))
      : addDays(createdAt, random.int(0, 2));
  return {
    plannedDate: planned,
    dueDate,
    completedAt,
    createdAt,
    updatedAt: latest(createdAt, earliest(touched, now)),
    reviewApprovalId: reviewFor(random, status),
  };
};

/** Unassigned work sits in the dispatch queue; everything past that point has a technician. */
export const needsAssignee = (random: Random, status: TaskStatusId): boolean => {
  if (status === S.NotStarted) return random.chance(0.3);
  if (status === S.ResetDate) return random.chance(0.6);
  return true;
};
