import { wouldCreateCycle, type TaskHierarchy } from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import type { Db, Tx } from "../../../db/client.ts";
import { invalidField } from "../../../lib/errors.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import { readParentChain, readTaskHierarchy } from "./task-hierarchy.repository.ts";
import { taskNotFound } from "../tasks.service.ts";

/** A task's parents up to the top and its direct sub-tasks; another organisation's task is a 404. */
export const taskHierarchy = async (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
): Promise<TaskHierarchy> => {
  const found = await readTaskHierarchy(ctx.db, session.orgId, id);
  if (!found) throw taskNotFound(id);
  return { Task: found.task, Ancestors: found.ancestors, Children: found.children };
};

/**
 * Refuses a parent that would put a task below itself (a 400 naming ParentTaskId): the parent may be neither the
 * task nor any task under it. For an edit that sets ParentTaskId, inside its transaction.
 */
export const checkParentTask = async (
  db: Db | Tx,
  orgId: number,
  taskId: number,
  parentId: number | null,
): Promise<void> => {
  if (parentId === null) return;
  const parentOf =
    parentId === taskId ? new Map<number, number | null>() : await readParentChain(db, orgId, parentId);
  if (wouldCreateCycle({ taskId, parentId, parentOf }))
    throw invalidField("ParentTaskId", "A task cannot sit under itself or under one of its own sub-tasks.");
};
