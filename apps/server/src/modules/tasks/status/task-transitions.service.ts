import {
  ALL_ACCESS_ROLE_ID,
  ALL_ACCESS_ROLE_NAME,
  SetTransitionContract,
  withAllAccessRows,
  type SetTransitionInput,
  type TransitionMatrix,
  type TransitionRow,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import type { Db, Tx } from "../../../db/client.ts";
import { AppError, invalidField } from "../../../lib/errors.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import {
  readOrgRoles,
  readRoleTransitions,
  readTypeTransitions,
  upsertTransitionRows,
  type MatrixRowRaw,
} from "./task-transitions.repository.ts";

/** Who may reconfigure the moves (Settings, read-write) may also make any move on any task of the organisation. */
export const MOVES_ANY_TASK = SetTransitionContract.access;

const key = (r: Pick<TransitionRow, "FromStatusId" | "ToStatusId">) => `${r.FromStatusId}:${r.ToStatusId}`;

/**
 * The matrix of a task type: per transition that has rows, a row for every role of the organisation (a role
 * without a stored row shows it switched off, so 'All Access' is on only when every role really may move).
 */
const readMatrix = async (db: Db | Tx, orgId: number, taskTypeId: number): Promise<TransitionMatrix> => {
  const [roles, stored] = await Promise.all([
    readOrgRoles(db, orgId),
    readTypeTransitions(db, orgId, taskTypeId),
  ]);
  const byKey = new Map<string, Map<number, MatrixRowRaw>>();
  for (const row of stored) {
    const group = byKey.get(key(row)) ?? new Map<number, MatrixRowRaw>();
    group.set(row.RoleId, row);
    byKey.set(key(row), group);
  }
  const complete: MatrixRowRaw[] = [...byKey.values()].flatMap((group) => {
    const first = group.values().next().value!;
    return roles.map(
      (role) =>
        group.get(role.id) ?? {
          ...first,
          RoleId: role.id,
          IsEnabled: false,
          RoleAccessId: first.RoleAccessId,
        },
    );
  });
  const names = new Map(roles.map((r) => [r.id, r.name]));
  const access = new Map(complete.map((r) => [`${key(r)}:${r.RoleId}`, r.RoleAccessId]));
  return {
    TaskTypeId: taskTypeId,
    Roles: [
      { RoleId: ALL_ACCESS_ROLE_ID, Role: ALL_ACCESS_ROLE_NAME },
      ...roles.map((r) => ({ RoleId: r.id, Role: r.name })),
    ],
    Rows: withAllAccessRows(complete).map((r) => ({
      ...r,
      Role: r.RoleId === ALL_ACCESS_ROLE_ID ? ALL_ACCESS_ROLE_NAME : (names.get(r.RoleId) ?? ""),
      RoleAccessId: access.get(`${key(r)}:${r.RoleId}`) ?? 1,
    })),
  };
};

export const transitionMatrix = (
  ctx: AppContext,
  session: ActiveSession,
  taskTypeId: number,
): Promise<TransitionMatrix> => readMatrix(ctx.db, session.orgId, taskTypeId);

/**
 * The caller's role's transition rows for a task type, kept with the role's rights (read once, cleared when a
 * toggle of the matrix changes them): what a task's detail offers as its moves. A status move reads the rows
 * afresh with the locked task. Not inside a transaction of the caller's (the embedded database has one
 * connection, which that transaction holds).
 */
export const roleTransitions = (
  ctx: AppContext,
  session: Pick<ActiveSession, "orgId" | "roleId">,
  taskTypeId: number,
): Promise<TransitionRow[]> =>
  ctx.permissions.roleMemo(session.roleId, `task-transitions:${taskTypeId}`, () =>
    readRoleTransitions(ctx.db, session.orgId, session.roleId, taskTypeId),
  );

/**
 * One toggle of the matrix: a role's row, or with RoleId 0 every role's row of the transition. A move reads
 * the rows afresh; what the roles' task details offer is dropped with the roles' other kept settings.
 */
export const setTransition = async (
  ctx: AppContext,
  session: ActiveSession,
  input: SetTransitionInput,
): Promise<TransitionMatrix> => {
  if (input.FromStatusId === input.ToStatusId)
    throw invalidField("ToStatusId", "a move to the same status is no move");
  const roles = await readOrgRoles(ctx.db, session.orgId);
  const roleIds =
    input.RoleId === ALL_ACCESS_ROLE_ID
      ? roles.map((r) => r.id)
      : roles.filter((r) => r.id === input.RoleId).map((r) => r.id);
  if (roleIds.length === 0) throw new AppError("NOT_FOUND", { message: `Role ${input.RoleId} not found` });
  return ctx.permissions.changeRole(roleIds, async (tx) => {
    await upsertTransitionRows(
      tx,
      session.orgId,
      {
        taskTypeId: input.TaskTypeId,
        fromStatusId: input.FromStatusId,
        toStatusId: input.ToStatusId,
        isEnabled: input.IsEnabled,
      },
      roleIds,
    );
    return readMatrix(tx, session.orgId, input.TaskTypeId);
  });
};
