/**
 * Status moves of tasks and work orders (portal-platform §3.5, §4): a move from one status to another is allowed
 * for a role when the organisation's transition row (FromStatusId, ToStatusId, TaskTypeId, RoleId) is enabled.
 * The matrix an administrator edits adds, for each transition, a synthetic 'All Access' row with RoleId 0: it
 * is enabled only when every role's row is, and toggling it sets every role's row.
 */
import { TaskStatus, type TaskStatusId } from "../tasks.enums.ts";

export type TransitionRow = {
  FromStatusId: number;
  ToStatusId: number;
  TaskTypeId: number;
  RoleId: number;
  IsEnabled: boolean;
};

/** The RoleId of the synthetic 'All Access' row. */
export const ALL_ACCESS_ROLE_ID = 0;
export const ALL_ACCESS_ROLE_NAME = "All Access";

export type MoveQuery = { roleId: number; taskTypeId: number; from: number; to: number };

/** Whether the role may move a task of the type from one status to another (a move to itself is no move). */
export const isMoveAllowed = (rows: readonly TransitionRow[], move: MoveQuery): boolean =>
  move.from !== move.to &&
  rows.some(
    (r) =>
      r.IsEnabled &&
      r.RoleId === move.roleId &&
      r.TaskTypeId === move.taskTypeId &&
      r.FromStatusId === move.from &&
      r.ToStatusId === move.to,
  );

/** The statuses the role may move a task of the type to from its present status, in the rows' order. */
export const allowedMoves = (
  rows: readonly TransitionRow[],
  { roleId, taskTypeId, from }: Omit<MoveQuery, "to">,
): number[] => [
  ...new Set(
    rows
      .filter(
        (r) =>
          r.IsEnabled &&
          r.RoleId === roleId &&
          r.TaskTypeId === taskTypeId &&
          r.FromStatusId === from &&
          r.ToStatusId !== from,
      )
      .map((r) => r.ToStatusId),
  ),
];

const transitionKey = (r: Pick<TransitionRow, "TaskTypeId" | "FromStatusId" | "ToStatusId">) =>
  `${r.TaskTypeId}:${r.FromStatusId}:${r.ToStatusId}`;

/**
 * The rows with an 'All Access' row (RoleId 0) before each transition's role rows: enabled only when every role
 * row of the transition is enabled. Rows already carrying RoleId 0 are recomputed, not kept.
 */
export const withAllAccessRows = (rows: readonly TransitionRow[]): TransitionRow[] => {
  const groups = new Map<string, TransitionRow[]>();
  for (const row of rows) {
    if (row.RoleId === ALL_ACCESS_ROLE_ID) continue;
    const key = transitionKey(row);
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.values()].flatMap((group) => [
    {
      FromStatusId: group[0]!.FromStatusId,
      ToStatusId: group[0]!.ToStatusId,
      TaskTypeId: group[0]!.TaskTypeId,
      RoleId: ALL_ACCESS_ROLE_ID,
      IsEnabled: group.every((r) => r.IsEnabled),
    },
    ...group,
  ]);
};

export type TransitionToggle = Omit<TransitionRow, "IsEnabled"> & { IsEnabled: boolean };

/**
 * The role rows after one toggle of the matrix: a role's row takes the new state; the 'All Access' row sets every
 * role's row of that transition. Rows of other transitions are returned unchanged.
 */
export const applyTransitionToggle = (
  rows: readonly TransitionRow[],
  toggle: TransitionToggle,
): TransitionRow[] =>
  rows
    .filter((r) => r.RoleId !== ALL_ACCESS_ROLE_ID)
    .map((r) =>
      transitionKey(r) === transitionKey(toggle) &&
      (toggle.RoleId === ALL_ACCESS_ROLE_ID || r.RoleId === toggle.RoleId)
        ? { ...r, IsEnabled: toggle.IsEnabled }
        : r,
    );

/**
 * The order a work order's statuses come in as the work goes: assignment, travel, the work, the review, and the
 * exceptions last. The transition editor lists moves in this order, from-status first, then to-status.
 */
export const TASK_STATUS_WORKFLOW: readonly TaskStatusId[] = [
  TaskStatus.NotStarted,
  TaskStatus.AssignedToTechnician,
  TaskStatus.Accepted,
  TaskStatus.TravelingToLocation,
  TaskStatus.ArrivedAtLocation,
  TaskStatus.InProgress,
  TaskStatus.Paused,
  TaskStatus.Completed,
  TaskStatus.AcceptedByReviewer2,
  TaskStatus.AcceptedByCustomer,
  TaskStatus.RejectedByCustomer,
  TaskStatus.Rejected,
  TaskStatus.ResetDate,
];

const workflowRank = (statusId: number): number => {
  const at = (TASK_STATUS_WORKFLOW as readonly number[]).indexOf(statusId);
  return at === -1 ? TASK_STATUS_WORKFLOW.length + statusId : at;
};

/** Compares two moves by the workflow order of their from-status, then of their to-status. */
export const compareMovesByWorkflow = (
  a: { FromStatusId: number; ToStatusId: number },
  b: { FromStatusId: number; ToStatusId: number },
): number =>
  workflowRank(a.FromStatusId) - workflowRank(b.FromStatusId) ||
  workflowRank(a.ToStatusId) - workflowRank(b.ToStatusId);
