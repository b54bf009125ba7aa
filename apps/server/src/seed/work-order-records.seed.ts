import { setSequenceValue } from "../modules/audit/audit.repository.ts";
import { workOrderSequence } from "../modules/tasks/task-writes.repository.ts";
import type { Tx } from "../db/client.ts";
import { tasks } from "../db/schema/index.ts";
import { chunks, idOf } from "./seed-batches.ts";
import type { buildWorkOrders } from "./work-orders.seed-data.ts";

type WorkOrderSeed = ReturnType<typeof buildWorkOrders>[number];

/**
 * Writes the demo's work orders and sets the organisation's work-order numbers to go on from them, year by year;
 * answers them with their ids.
 */
export const writeWorkOrders = async (tx: Tx, orgId: number, taskSeeds: WorkOrderSeed[]) => {
  const taskIds = new Map<string, number>();
  for (const part of chunks(taskSeeds.map((t) => ({ ...t, orgId })))) {
    const written = await tx
      .insert(tasks)
      .values(part)
      .returning({ id: tasks.id, number: tasks.workOrderNumber });
    for (const row of written) taskIds.set(row.number, row.id);
  }
  // New work orders go on from the demo's numbers, year by year.
  const lastByYear = new Map<number, number>();
  for (const t of taskSeeds) {
    const [, year, value] = /^WO-(\d{4})-(\d+)$/.exec(t.workOrderNumber) ?? [];
    if (year && value)
      lastByYear.set(Number(year), Math.max(lastByYear.get(Number(year)) ?? 0, Number(value)));
  }
  for (const [year, value] of lastByYear) await setSequenceValue(tx, orgId, workOrderSequence(year), value);
  const placedTasks = taskSeeds.map((t) => ({ ...t, id: idOf(taskIds, t.workOrderNumber) }));
  return placedTasks;
};
