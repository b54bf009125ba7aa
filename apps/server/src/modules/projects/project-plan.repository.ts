import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { employees, tasks } from "../../db/schema/index.ts";
import { alias } from "drizzle-orm/pg-core";

const assignee = alias(employees, "plan_assignee");

export type PlanTaskRaw = {
  id: number;
  workOrderNumber: string;
  summary: string;
  statusId: number;
  assigneeId: number | null;
  assigneeName: string | null;
  plannedDate: Date | null;
  dueDate: Date | null;
};

/** A project's tasks (not archived) by planned date, then due date (undated last), `limit` at most. */
export const listPlanTasks = (
  db: Db,
  orgId: number,
  projectId: number,
  limit: number,
): Promise<PlanTaskRaw[]> =>
  db
    .select({
      id: tasks.id,
      workOrderNumber: tasks.workOrderNumber,
      summary: tasks.summary,
      statusId: tasks.statusId,
      assigneeId: tasks.assigneeId,
      assigneeName: sql<string | null>`(${assignee.firstName} || ' ' || ${assignee.lastName})`,
      plannedDate: tasks.plannedDate,
      dueDate: tasks.dueDate,
    })
    .from(tasks)
    .leftJoin(assignee, eq(assignee.id, tasks.assigneeId))
    .where(and(eq(tasks.orgId, orgId), eq(tasks.projectId, projectId), eq(tasks.archived, false)))
    .orderBy(sql`${tasks.plannedDate} asc nulls last`, sql`${tasks.dueDate} asc nulls last`, asc(tasks.id))
    .limit(limit);
