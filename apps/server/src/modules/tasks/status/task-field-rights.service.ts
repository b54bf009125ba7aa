import {
  fieldModeOf,
  fieldModesFor,
  TASK_FIELD_IDS,
  TASK_FIELD_LABELS,
  type FieldRights,
  type FieldRightsQuery,
  type SetFieldRightInput,
  type TaskFieldAccess,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import type { Db, Tx } from "../../../db/client.ts";
import { AppError } from "../../../lib/errors.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import { readFieldAccess, writeFieldMode } from "./task-field-rights.repository.ts";
import { readOrgRoles } from "./task-transitions.repository.ts";

/** A mode for every standard field from a role's stored modes (ReadWrite where the role has none). */
export const fieldAccessFrom = (stored: TaskFieldAccess): TaskFieldAccess =>
  Object.fromEntries(TASK_FIELD_IDS.map((id) => [id, fieldModeOf(stored, id)])) as TaskFieldAccess;

/** The caller's mode for every standard field (ReadWrite where the role has no stored right). */
export const callerFieldAccess = async (
  db: Db | Tx,
  session: Pick<ActiveSession, "orgId" | "roleId">,
): Promise<TaskFieldAccess> => fieldAccessFrom(await readFieldAccess(db, session.orgId, session.roleId));

/**
 * The same, kept with the role's rights (read once, cleared when a field right of the role changes): a task's
 * form, detail and create read it without a query. Not inside a transaction of the caller's (the embedded
 * database has one connection, which that transaction holds).
 */
export const roleFieldAccess = (
  ctx: AppContext,
  session: Pick<ActiveSession, "orgId" | "roleId">,
): Promise<TaskFieldAccess> =>
  ctx.permissions.roleMemo(session.roleId, "task-field-access", () => callerFieldAccess(ctx.db, session));

const roleNotFound = (roleId: number) => new AppError("NOT_FOUND", { message: `Role ${roleId} not found` });

const readRights = async (db: Db | Tx, orgId: number, roleId: number | undefined): Promise<FieldRights> => {
  const roles = await readOrgRoles(db, orgId);
  const role = roleId === undefined ? roles[0] : roles.find((r) => r.id === roleId);
  if (!role) throw roleNotFound(roleId ?? 0);
  const stored = await readFieldAccess(db, orgId, role.id);
  return {
    RoleId: role.id,
    Role: role.name,
    Roles: roles.map((r) => ({ RoleId: r.id, Role: r.name })),
    Fields: TASK_FIELD_IDS.map((id) => ({
      FieldId: id,
      Label: TASK_FIELD_LABELS[id],
      Mode: fieldModeOf(stored, id),
      Modes: fieldModesFor(id),
    })),
  };
};

/** A role of the caller's organisation and its mode for each field; another organisation's role is a 404. */
export const fieldRights = (
  ctx: AppContext,
  session: ActiveSession,
  query: FieldRightsQuery,
): Promise<FieldRights> => readRights(ctx.db, session.orgId, query.RoleId);

/** Gives a role a mode for one field; answers the role's rights as they now are. */
export const setFieldRight = (
  ctx: AppContext,
  session: ActiveSession,
  body: SetFieldRightInput,
): Promise<FieldRights> =>
  // A change of the role's settings: every instance drops what it keeps of the role.
  ctx.permissions.changeRole(body.RoleId, async (tx) => {
    const roles = await readOrgRoles(tx, session.orgId);
    if (!roles.some((r) => r.id === body.RoleId)) throw roleNotFound(body.RoleId);
    await writeFieldMode(tx, session.orgId, body.RoleId, body.FieldId, body.Mode);
    return readRights(tx, session.orgId, body.RoleId);
  });
