import type { FastifyInstance } from "fastify";
import {
  ArchiveProjectContract,
  CreateProjectContract,
  GetProjectContract,
  GetProjectHistoryContract,
  GetProjectListContract,
  SearchProjectManagersContract,
  UpdateProjectContract,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { registerContract } from "../../lib/routes.ts";
import { projectPlanRoutes } from "./project-plan.routes.ts";
import {
  archiveProject,
  createProject,
  projectDetails,
  projectHistory,
  projectList,
  projectManagers,
  updateProject,
} from "./projects.service.ts";

/** Projects: the list with progress, one project, create, edit, archive, its history, plan and people. */
export const projectsRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetProjectListContract, async ({ body, session }) =>
    projectList(ctx, session, body),
  );
  registerContract(app, ctx, GetProjectContract, async ({ query, session }) =>
    projectDetails(ctx, session, query.Id),
  );
  registerContract(app, ctx, CreateProjectContract, async ({ body, session }) =>
    createProject(ctx, session, body),
  );
  registerContract(app, ctx, UpdateProjectContract, async ({ body, session }) =>
    updateProject(ctx, session, body),
  );
  registerContract(app, ctx, ArchiveProjectContract, async ({ body, session }) =>
    archiveProject(ctx, session, body),
  );
  registerContract(app, ctx, GetProjectHistoryContract, async ({ query, session }) =>
    projectHistory(ctx, session, query),
  );
  registerContract(app, ctx, SearchProjectManagersContract, async ({ body, session }) =>
    projectManagers(ctx, session, body),
  );
  await projectPlanRoutes(app, ctx);
};
