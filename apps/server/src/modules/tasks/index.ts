import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context.ts";
import { tasksRoutes } from "./tasks.routes.ts";
import { taskRecordsRoutes } from "./task-records.routes.ts";
import { taskReviewRoutes } from "./review/task-review.routes.ts";
import { taskLinksRoutes } from "./links/task-links.routes.ts";
import { taskScheduleRoutes } from "./schedule/task-schedule.routes.ts";
import { taskRecurrenceRoutes } from "./schedule/task-recurrence.routes.ts";

/** The front door of the tasks module: tasks and work orders: records, status moves, review, links, scheduling and recurrence. `app.ts` registers it. */
export const tasksModule = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  await tasksRoutes(app, ctx);
  await taskRecordsRoutes(app, ctx);
  await taskReviewRoutes(app, ctx);
  await taskLinksRoutes(app, ctx);
  await taskScheduleRoutes(app, ctx);
  await taskRecurrenceRoutes(app, ctx);
};
