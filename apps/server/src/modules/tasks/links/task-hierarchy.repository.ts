import { sql } from "drizzle-orm";
import { taskStatusLabel, type TaskHierarchyNode } from "@fieldstead/domain";
import type { Db, Tx } from "../../../db/client.ts";

/** How far up a chain of parents is followed: deeper than any real plan, and a stop for a loop in bad data. */
const MAX_DEPTH = 50;

type NodeRow = {
  id: number;
  work_order_number: string;
  summary: string;
  status_id: number;
  parent_task_id: number | null;
  child_count: number;
  depth: number;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const toNode = (r: NodeRow): TaskHierarchyNode => ({
  Id: Number(r.id),
  WorkOrderNumber: r.work_order_number,
  Summary: r.summary,
  StatusId: Number(r.status_id),
  StatusName: taskStatusLabel(Number(r.status_id)),
  ChildCount: Number(r.child_count),
});

const childCount = (orgId: number) =>
  sql`(select count(*)::int from tasks as c where c.org_id = ${orgId} and c.parent_task_id = t.id)`;

/** A task and the tasks above it, the task itself first (depth 0), each with how many sub-tasks it has. */
const readChain = async (db: Db | Tx, orgId: number, id: number): Promise<NodeRow[]> =>
  rowsOf<NodeRow>(
    await db.execute(sql`
      with recursive up(id, parent_task_id, depth) as (
        select id, parent_task_id, 0 from tasks where org_id = ${orgId} and id = ${id}
        union all
        select t.id, t.parent_task_id, up.depth + 1
        from tasks as t inner join up on t.id = up.parent_task_id
        where t.org_id = ${orgId} and up.depth < ${MAX_DEPTH}
      )
      select t.id, t.work_order_number, t.summary, t.status_id, t.parent_task_id, up.depth,
        ${childCount(orgId)} as child_count
      from up inner join tasks as t on t.id = up.id
      order by up.depth`),
  );

/** A task with its parents (the top first) and its direct sub-tasks (by number); undefined when not the organisation's. */
export const readTaskHierarchy = async (
  db: Db | Tx,
  orgId: number,
  id: number,
): Promise<
  { task: TaskHierarchyNode; ancestors: TaskHierarchyNode[]; children: TaskHierarchyNode[] } | undefined
> => {
  const chain = await readChain(db, orgId, id);
  const [self, ...above] = chain;
  if (!self) return undefined;
  // A loop in the data would bring the task back up its own chain: stop at the first repeat.
  const seen = new Set<number>([Number(self.id)]);
  const ancestors: TaskHierarchyNode[] = [];
  for (const r of above) {
    if (seen.has(Number(r.id))) break;
    seen.add(Number(r.id));
    ancestors.push(toNode(r));
  }
  const children = rowsOf<NodeRow>(
    await db.execute(sql`
      select t.id, t.work_order_number, t.summary, t.status_id, t.parent_task_id, 1 as depth,
        ${childCount(orgId)} as child_count
      from tasks as t
      where t.org_id = ${orgId} and t.parent_task_id = ${id}
      order by t.work_order_number, t.id`),
  );
  return { task: toNode(self), ancestors: ancestors.reverse(), children: children.map(toNode) };
};

/** The parent of each task from this one up to the top (for the cycle check of a new parent). */
export const readParentChain = async (
  db: Db | Tx,
  orgId: number,
  id: number,
): Promise<Map<number, number | null>> =>
  new Map(
    (await readChain(db, orgId, id)).map((r) => [
      Number(r.id),
      r.parent_task_id === null ? null : Number(r.parent_task_id),
    ]),
  );
