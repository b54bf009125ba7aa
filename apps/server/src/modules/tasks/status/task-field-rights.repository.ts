import { and, eq } from "drizzle-orm";
import {
  FieldAccessMode,
  type FieldAccessModeValue,
  type TaskFieldAccess,
  type TaskFieldIdValue,
} from "@fieldstead/domain";
import type { Db, Tx } from "../../../db/client.ts";
import { taskFieldRights } from "../../../db/schema/index.ts";

/**
 * A role's stored field modes (a field without a row is ReadWrite). Read afresh on every call, never cached:
 * a change on the rights screen holds from the role's next call.
 */
export const readFieldAccess = async (
  db: Db | Tx,
  orgId: number,
  roleId: number,
): Promise<TaskFieldAccess> => {
  const rows = await db
    .select({ fieldId: taskFieldRights.fieldId, mode: taskFieldRights.mode })
    .from(taskFieldRights)
    .where(and(eq(taskFieldRights.orgId, orgId), eq(taskFieldRights.roleId, roleId)));
  return Object.fromEntries(rows.map((r) => [r.fieldId, r.mode])) as TaskFieldAccess;
};

/** Stores a role's mode for a field; ReadWrite removes the row, as no row means ReadWrite. */
export const writeFieldMode = async (
  tx: Tx,
  orgId: number,
  roleId: number,
  fieldId: TaskFieldIdValue,
  mode: FieldAccessModeValue,
): Promise<void> => {
  if (mode === FieldAccessMode.ReadWrite) {
    await tx
      .delete(taskFieldRights)
      .where(
        and(
          eq(taskFieldRights.orgId, orgId),
          eq(taskFieldRights.roleId, roleId),
          eq(taskFieldRights.fieldId, fieldId),
        ),
      );
    return;
  }
  await tx
    .insert(taskFieldRights)
    .values({ orgId, roleId, fieldId, mode })
    .onConflictDoUpdate({
      target: [taskFieldRights.orgId, taskFieldRights.roleId, taskFieldRights.fieldId],
      set: { mode },
    });
};
