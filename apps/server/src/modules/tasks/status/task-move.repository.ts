import { and, eq, sql } from "drizzle-orm";
import type { TaskFieldAccess, TaskStatusId, TransitionRow } from "@fieldstead/domain";
import type { Tx } from "../../../db/client.ts";
import { statusTransitionPermissions as stp, taskFieldRights, tasks } from "../../../db/schema/index.ts";
import type { ChangeStatement } from "../../audit/audit.service.ts";
import { taskDetailColumns, taskDetailSelect, type TaskDetailRaw } from "../task-detail.repository.ts";
import { builtSelect, runBuilt } from "../task-statements.repository.ts";

const roleId = sql.placeholder("roleId");

/** The role's transition rows for the type the task has (the rows its moves are checked against). */
const transitionsOfTaskType = sql<TransitionRow[]>`(select coalesce(json_agg(json_build_object(
  'FromStatusId', ${stp.fromStatusId}, 'ToStatusId', ${stp.toStatusId}, 'TaskTypeId', ${stp.taskTypeId},
  'RoleId', ${stp.roleId}, 'IsEnabled', ${stp.isEnabled})), '[]')
  from ${stp}
  where ${stp.orgId} = ${tasks.orgId} and ${stp.roleId} = ${roleId} and ${stp.taskTypeId} = ${tasks.typeId})`;

/** The role's stored field modes (a field without one is ReadWrite). */
const storedFieldAccess = sql<TaskFieldAccess>`(select coalesce(json_object_agg(${taskFieldRights.fieldId},
  ${taskFieldRights.mode}), '{}')
  from ${taskFieldRights}
  where ${taskFieldRights.orgId} = ${tasks.orgId} and ${taskFieldRights.roleId} = ${roleId})`;

const moveColumns = {
  ...taskDetailColumns,
  transitions: transitionsOfTaskType,
  storedAccess: storedFieldAccess,
};

/**
 * The task's detail row locked until the transaction ends (FOR UPDATE OF tasks), so concurrent moves of one task
 * run one after another, with what its move is checked against in the same round trip: the role's transition
 * rows for the type the locked row has, and the role's stored field modes (for the answer).
 */
const LOCK_TASK_FOR_MOVE = builtSelect("lock_task_for_move", moveColumns, (selection) =>
  taskDetailSelect(selection).for("update", { of: tasks }),
);

export type TaskToMove = {
  task: TaskDetailRaw;
  transitions: TransitionRow[];
  storedAccess: TaskFieldAccess;
};

/** The task to move, locked, with the role's rows and field modes; undefined for another organisation's. */
export const lockTaskForMove = async (
  tx: Tx,
  who: { orgId: number; roleId: number },
  taskId: number,
): Promise<TaskToMove | undefined> => {
  const [row] = await runBuilt<TaskDetailRaw & Omit<TaskToMove, "task">>(tx, LOCK_TASK_FOR_MOVE, {
    orgId: who.orgId,
    roleId: who.roleId,
    taskId,
  });
  if (!row) return undefined;
  const { transitions, storedAccess, ...task } = row;
  return { task, transitions, storedAccess };
};

/** A status written: completed_at is set on reaching Completed, cleared on leaving it (null), else kept. */
export type StatusWrite = {
  orgId: number;
  taskId: number;
  statusId: TaskStatusId;
  completedAt: Date | null | undefined;
  at: Date;
};

/** The status write as a statement with placeholders (written with its history entry and event). */
export const STATUS_WRITE: ChangeStatement<StatusWrite> = {
  sql: (db) =>
    db
      .update(tasks)
      .set({
        statusId: sql`${sql.placeholder("statusId")}::integer`,
        updatedAt: sql`${sql.placeholder("at")}::timestamptz`,
        completedAt: sql`case when ${sql.placeholder("keepCompletedAt")}::boolean then ${tasks.completedAt}
          else ${sql.placeholder("completedAt")}::timestamptz end`,
      })
      .where(and(eq(tasks.orgId, sql.placeholder("orgId")), eq(tasks.id, sql.placeholder("taskId"))))
      .returning({ id: tasks.id }),
  values: (w) => ({
    orgId: w.orgId,
    taskId: w.taskId,
    statusId: w.statusId,
    at: w.at.toISOString(),
    keepCompletedAt: w.completedAt === undefined,
    completedAt: w.completedAt ? w.completedAt.toISOString() : null,
  }),
};
