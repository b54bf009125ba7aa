import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { employees } from "../../../db/schema/index.ts";

/**
 * Sets a person's picture (null: none) and answers the one it replaces; undefined when the person is not of
 * the organisation.
 */
export const replaceProfilePicturePath = async (
  db: Db,
  orgId: number,
  employeeId: number,
  path: string | null,
): Promise<{ previous: string | null } | undefined> =>
  db.transaction(async (tx) => {
    const [current] = await tx
      .select({ path: employees.profilePicturePath })
      .from(employees)
      .where(and(eq(employees.orgId, orgId), eq(employees.id, employeeId)))
      .for("update")
      .limit(1);
    if (!current) return undefined;
    await tx
      .update(employees)
      .set({ profilePicturePath: path, updatedAt: sql`now()` })
      .where(and(eq(employees.orgId, orgId), eq(employees.id, employeeId)));
    return { previous: current.path };
  });
