import type { FastifyInstance } from "fastify";
import { GetRecurrenceSeriesContract } from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { registerContract } from "../../../lib/routes.ts";
import { recurrenceSeries } from "./task-recurrence.service.ts";

/** Recurring tasks: the occurrences of a task's series. */
export const taskRecurrenceRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetRecurrenceSeriesContract, async ({ query, session }) =>
    recurrenceSeries(ctx, session, query.Id),
  );
};
