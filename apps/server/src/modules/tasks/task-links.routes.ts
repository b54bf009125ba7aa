import type { FastifyInstance } from "fastify";
import {
  AddTaskLinkContract,
  GetTaskHierarchyContract,
  GetTaskLinksContract,
  GetTaskSharesContract,
  GetTaskTimelineContract,
  RemoveTaskLinkContract,
  SearchTaskSharePeopleContract,
  ShareTaskContract,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { registerContract } from "../../lib/routes.ts";
import { requireSession } from "../../plugins/auth.ts";
import { taskHierarchy } from "./task-hierarchy.service.ts";
import { addTaskLink, removeTaskLink, taskLinks } from "./task-links.service.ts";
import { sharePeople, shareTask, taskShares } from "./task-shares.service.ts";
import { taskTimeline } from "./task-timeline.service.ts";

/** What a task is connected to: its links, its place among sub-tasks, who it is shared with, and its timeline. */
export const taskLinksRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetTaskLinksContract, async ({ query, request }) =>
    taskLinks(ctx, requireSession(request), query.Id),
  );
  registerContract(app, ctx, AddTaskLinkContract, async ({ body, request }) =>
    addTaskLink(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, RemoveTaskLinkContract, async ({ body, request }) =>
    removeTaskLink(ctx, requireSession(request), body.LinkId),
  );
  registerContract(app, ctx, GetTaskHierarchyContract, async ({ query, request }) =>
    taskHierarchy(ctx, requireSession(request), query.Id),
  );
  registerContract(app, ctx, ShareTaskContract, async ({ body, request }) =>
    shareTask(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, GetTaskSharesContract, async ({ query, request }) =>
    taskShares(ctx, requireSession(request), query.Id),
  );
  registerContract(app, ctx, SearchTaskSharePeopleContract, async ({ body, request }) =>
    sharePeople(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, GetTaskTimelineContract, async ({ query, request }) =>
    taskTimeline(ctx, requireSession(request), query.Id),
  );
};
