import type { z } from "zod";
import { RecordIdSchema } from "../shared/id.schemas.ts";
import type { ListSort } from "../lists/list.schemas.ts";
import { TaskListQuerySchema } from "../tasks/tasks.schemas.ts";

/** A plan reads in the order the work is due to happen: by planned date, then by work-order number. */
export const PROJECT_PLAN_SORT: readonly ListSort[] = [
  { colId: "PlannedDate", sort: "asc" },
  { colId: "WorkOrderNumber", sort: "asc" },
];

/**
 * A project plan export's query: the task list narrowed to one project (required), in the plan's order unless
 * another is asked for.
 */
export const ProjectPlanQuerySchema = TaskListQuerySchema.extend({ ProjectId: RecordIdSchema }).transform(
  (query) => (query.SortModel.length === 0 ? { ...query, SortModel: [...PROJECT_PLAN_SORT] } : query),
);
export type ProjectPlanQuery = z.output<typeof ProjectPlanQuerySchema>;
export type ProjectPlanQueryInput = z.input<typeof ProjectPlanQuerySchema>;
