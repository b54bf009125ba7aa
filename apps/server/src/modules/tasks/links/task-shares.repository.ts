import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { TaskShareRow } from "@fieldstead/domain";
import type { Db, Tx } from "../../../db/client.ts";
import { employees, taskShares, tasks } from "../../../db/schema/index.ts";

const sharers = alias(employees, "sharer");

/** The task list's Scope 'Shared': the tasks shared with this employee (one index probe per task). */
export const sharedWithCondition = (orgId: number, employeeId: number): SQL =>
  sql`exists (select 1 from ${taskShares} where ${taskShares.orgId} = ${orgId} and ${taskShares.employeeId} = ${employeeId} and ${taskShares.taskId} = ${tasks.id})`;

/** The people a task is shared with, in the order it was shared with them. */
export const readTaskShares = async (db: Db | Tx, orgId: number, taskId: number): Promise<TaskShareRow[]> => {
  const rows = await db
    .select({
      employeeId: taskShares.employeeId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      email: employees.email,
      sharedById: taskShares.sharedById,
      sharerFirst: sharers.firstName,
      sharerLast: sharers.lastName,
      message: taskShares.message,
      createdAt: taskShares.createdAt,
    })
    .from(taskShares)
    .innerJoin(employees, eq(employees.id, taskShares.employeeId))
    .leftJoin(sharers, eq(sharers.id, taskShares.sharedById))
    .where(and(eq(taskShares.orgId, orgId), eq(taskShares.taskId, taskId)))
    .orderBy(asc(taskShares.createdAt), asc(taskShares.id));
  return rows.map((r) => ({
    EmployeeId: r.employeeId,
    Name: `${r.firstName} ${r.lastName}`,
    Email: r.email,
    SharedById: r.sharedById,
    SharedByName: r.sharerFirst === null ? null : `${r.sharerFirst} ${r.sharerLast ?? ""}`.trim(),
    Message: r.message,
    SharedAt: r.createdAt.toISOString(),
  }));
};

/** The organisation's active employees among these ids, with their names. */
export const findActivePeople = async (
  db: Db | Tx,
  orgId: number,
  ids: readonly number[],
): Promise<{ id: number; name: string }[]> => {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(and(eq(employees.orgId, orgId), eq(employees.enabled, true), inArray(employees.id, [...ids])));
  return rows.map((r) => ({ id: r.id, name: `${r.firstName} ${r.lastName}` }));
};

/**
 * Shares a task with these people; someone who has it already keeps their share as it was. Answers the ids it
 * was newly shared with.
 */
export const insertTaskShares = async (
  tx: Tx,
  share: {
    orgId: number;
    taskId: number;
    employeeIds: readonly number[];
    sharedById: number;
    message: string | null;
    at: Date;
  },
): Promise<number[]> => {
  if (share.employeeIds.length === 0) return [];
  const written = await tx
    .insert(taskShares)
    .values(
      share.employeeIds.map((employeeId) => ({
        orgId: share.orgId,
        taskId: share.taskId,
        employeeId,
        sharedById: share.sharedById,
        message: share.message,
        createdAt: share.at,
      })),
    )
    .onConflictDoNothing({ target: [taskShares.taskId, taskShares.employeeId] })
    .returning({ employeeId: taskShares.employeeId });
  return written.map((w) => w.employeeId);
};
