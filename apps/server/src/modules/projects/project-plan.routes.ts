import type { FastifyInstance } from "fastify";
import {
  AddProjectPersonaContract,
  GetProjectPersonasContract,
  GetProjectPlanContract,
  RemoveProjectPersonaContract,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { registerContract } from "../../lib/routes.ts";
import { addProjectPersona, projectPersonas, removeProjectPersona } from "./project-personas.service.ts";
import { projectPlan } from "./project-plan.service.ts";

/** A project's plan (its tasks on a timeline) and its people (personas). */
export const projectPlanRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetProjectPlanContract, async ({ query, session }) =>
    projectPlan(ctx, session, query.Id),
  );
  registerContract(app, ctx, GetProjectPersonasContract, async ({ query, session }) =>
    projectPersonas(ctx, session, query.Id),
  );
  registerContract(app, ctx, AddProjectPersonaContract, async ({ body, session }) =>
    addProjectPersona(ctx, session, body),
  );
  registerContract(app, ctx, RemoveProjectPersonaContract, async ({ body, session }) =>
    removeProjectPersona(ctx, session, body),
  );
};
