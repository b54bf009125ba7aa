import {
  checkStatusMove,
  type TransitionRow,
  compareMovesByWorkflow,
  allowedMoves,
  AuditEntityType,
  HISTORY_MAX_PAGE_SIZE,
  ModuleId,
  taskOperation,
  taskStatusLabel,
  type ListReply,
  type TaskDetail,
  type TaskFieldAccess,
  type TaskHistoryEntry,
  type TaskListQuery,
  type TaskListRow,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import type { Db, Tx } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { readHistory } from "../audit/audit.service.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { readRoleTransitions } from "./status/task-transitions.repository.ts";
import { roleTransitions } from "./status/task-transitions.service.ts";
import { MOVES_ANY_TASK } from "./status/task-transitions.service.ts";
import { callerFieldAccess, roleFieldAccess } from "./status/task-field-rights.service.ts";
import { employeeNames } from "./task-records.repository.ts";
import { reviewerIds, toTaskDetail } from "./task-detail.view.ts";
import { readTask, type TaskDetailRaw } from "./task-detail.repository.ts";
import { listTasks, taskExists } from "./tasks.repository.ts";

export const taskNotFound = (id: number): AppError =>
  new AppError("NOT_FOUND", { message: `Task ${id} not found` });

/** The caller's organisation's tasks and work orders, one page at a time. */
export const taskList = (
  ctx: AppContext,
  session: ActiveSession,
  query: TaskListQuery,
): Promise<ListReply<TaskListRow>> =>
  listTasks(ctx.db, { orgId: session.orgId, employeeId: session.employeeId, now: ctx.now() }, query);

/** Who hands out everyone's work (Schedule Tasks: the boards' drag to another technician or day). */
const DISPATCHES_WORK = taskOperation(ModuleId.TaskSchedule);

/**
 * Whether the caller may move this task at all: anyone who may configure the moves, and anyone who dispatches
 * the work (Schedule Tasks, the supervisor), may move any task of the organisation; everyone else only the tasks
 * assigned to them. Which moves stays with the role's transition rows.
 */
export const mayMoveTask = async (
  ctx: AppContext,
  session: ActiveSession,
  task: { assigneeId: number | null },
): Promise<boolean> =>
  task.assigneeId === session.employeeId ||
  (await ctx.permissions.roleAllows(session.orgId, session.roleId, MOVES_ANY_TASK)) ||
  (await ctx.permissions.roleAllows(session.orgId, session.roleId, DISPATCHES_WORK));

/**
 * One task with the moves the caller may make from its present status; another organisation's is a 404. A
 * caller that has just read the task's row or the role's transition rows for its type (a status move) passes
 * them on.
 */
export const readTaskDetail = async (
  ctx: AppContext,
  db: Db | Tx,
  session: ActiveSession,
  id: number,
  known: { task?: TaskDetailRaw; transitions?: readonly TransitionRow[]; access?: TaskFieldAccess } = {},
): Promise<TaskDetail> => {
  const task = known.task ?? (await readTask(db, session.orgId, id));
  if (!task) throw taskNotFound(id);
  // A locked or archived task, one awaiting review or approved, makes no moves: its rows need not be read.
  const isFrozen = !checkStatusMove(task).ok;
  const [rows, access, names] = await Promise.all([
    !isFrozen && (await mayMoveTask(ctx, session, task))
      ? (known.transitions ??
        (db === ctx.db
          ? roleTransitions(ctx, session, task.typeId)
          : readRoleTransitions(db, session.orgId, session.roleId, task.typeId)))
      : [],
    known.access ?? (db === ctx.db ? roleFieldAccess(ctx, session) : callerFieldAccess(db, session)),
    employeeNames(db, session.orgId, reviewerIds(task)),
  ]);
  const moves = allowedMoves(rows, {
    roleId: session.roleId,
    taskTypeId: task.typeId,
    from: task.statusId,
  })
    .sort((a, b) =>
      compareMovesByWorkflow({ FromStatusId: 0, ToStatusId: a }, { FromStatusId: 0, ToStatusId: b }),
    )
    .map((to) => ({ ToStatusId: to, Label: taskStatusLabel(to) }));
  return toTaskDetail(task, { now: ctx.now(), moves, access, names });
};

export const taskDetail = (ctx: AppContext, session: ActiveSession, id: number): Promise<TaskDetail> =>
  readTaskDetail(ctx, ctx.db, session, id);

/** Who changed what on a task, newest first (the latest 100 entries). */
export const taskHistory = async (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
): Promise<TaskHistoryEntry[]> => {
  if (!(await taskExists(ctx.db, session.orgId, id))) throw taskNotFound(id);
  const { Entries } = await readHistory(ctx.db, session.orgId, AuditEntityType.Task, {
    Id: id,
    PageSize: HISTORY_MAX_PAGE_SIZE,
  });
  return Entries.map((e) => ({
    Id: e.Id,
    Action: e.Action,
    Summary: e.Summary,
    Changes: e.Changes,
    ActorName: e.EmployeeId === null ? null : e.EmployeeName,
    CreatedAt: e.CreatedAt,
  }));
};
