import type { FastifyInstance } from "fastify";
import { GetScheduleContract, RescheduleContract } from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { registerContract } from "../../../lib/routes.ts";
import { reschedule, schedule } from "./task-schedule.service.ts";

/** The schedule: the work orders of a range of days by person, and moving one to another day or person. */
export const taskScheduleRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetScheduleContract, async ({ body, session }) => schedule(ctx, session, body));
  registerContract(app, ctx, RescheduleContract, async ({ body, session }) => reschedule(ctx, session, body));
};
