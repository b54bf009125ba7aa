import { and, asc, eq } from "drizzle-orm";
import type { TransitionRow } from "@fieldstead/domain";
import type { Db, Tx } from "../../../db/client.ts";
import { roles, statusTransitionPermissions as stp } from "../../../db/schema/index.ts";

const rowColumns = {
  FromStatusId: stp.fromStatusId,
  ToStatusId: stp.toStatusId,
  TaskTypeId: stp.taskTypeId,
  RoleId: stp.roleId,
  IsEnabled: stp.isEnabled,
};

/** One role's transition rows for a task type (what its moves are checked against). */
export const readRoleTransitions = (
  db: Db | Tx,
  orgId: number,
  roleId: number,
  taskTypeId: number,
): Promise<TransitionRow[]> =>
  db
    .select(rowColumns)
    .from(stp)
    .where(and(eq(stp.orgId, orgId), eq(stp.roleId, roleId), eq(stp.taskTypeId, taskTypeId)));

export type MatrixRowRaw = TransitionRow & { RoleAccessId: number };

/** Every role's rows of a task type, in a steady order (transition, then role). */
export const readTypeTransitions = (
  db: Db | Tx,
  orgId: number,
  taskTypeId: number,
): Promise<MatrixRowRaw[]> =>
  db
    .select({ ...rowColumns, RoleAccessId: stp.roleAccessId })
    .from(stp)
    .where(and(eq(stp.orgId, orgId), eq(stp.taskTypeId, taskTypeId)))
    .orderBy(asc(stp.fromStatusId), asc(stp.toStatusId), asc(stp.roleId));

export type OrgRole = { id: number; name: string };

/** The organisation's roles by name. */
export const readOrgRoles = (db: Db | Tx, orgId: number): Promise<OrgRole[]> =>
  db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(eq(roles.orgId, orgId))
    .orderBy(asc(roles.name), asc(roles.id));

/**
 * Sets one transition of a type for these roles: rows that exist are updated, missing ones are written (a role
 * created after the seed has none yet).
 */
export const upsertTransitionRows = async (
  tx: Tx,
  orgId: number,
  change: { taskTypeId: number; fromStatusId: number; toStatusId: number; isEnabled: boolean },
  roleIds: readonly number[],
): Promise<void> => {
  if (roleIds.length === 0) return;
  await tx
    .insert(stp)
    .values(roleIds.map((roleId) => ({ orgId, roleId, ...change })))
    .onConflictDoUpdate({
      target: [stp.orgId, stp.taskTypeId, stp.fromStatusId, stp.toStatusId, stp.roleId],
      set: { isEnabled: change.isEnabled },
    });
};
