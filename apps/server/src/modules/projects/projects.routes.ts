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
import { answerList } from "../../lib/list-query.reply.ts";
import { registerContract } from "../../lib/routes.ts";
import { requireSession } from "../../plugins/auth.ts";
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
  registerContract(app, ctx, GetProjectListContract, async ({ body, request, reply }) =>
    answerList(reply, () => projectList(ctx, requireSession(request), body)),
  );
  registerContract(app, ctx, GetProjectContract, async ({ query, request }) =>
    projectDetails(ctx, requireSession(request), query.Id),
  );
  registerContract(app, ctx, CreateProjectContract, async ({ body, request }) =>
    createProject(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, UpdateProjectContract, async ({ body, request }) =>
    updateProject(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, ArchiveProjectContract, async ({ body, request }) =>
    archiveProject(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, GetProjectHistoryContract, async ({ query, request }) =>
    projectHistory(ctx, requireSession(request), query),
  );
  registerContract(app, ctx, SearchProjectManagersContract, async ({ body, request }) =>
    projectManagers(ctx, requireSession(request), body),
  );
  await projectPlanRoutes(app, ctx);
};
