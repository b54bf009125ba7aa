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
import type { AppContext } from "../../../context.ts";
import { registerContract } from "../../../lib/routes.ts";
import { taskHierarchy } from "./task-hierarchy.service.ts";
import { addTaskLink, removeTaskLink, taskLinks } from "./task-links.service.ts";
import { sharePeople, shareTask, taskShares } from "./task-shares.service.ts";
import { taskTimeline } from "./task-timeline.service.ts";

/** What a task is connected to: its links, its place among sub-tasks, who it is shared with, and its timeline. */
export const taskLinksRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetTaskLinksContract, async ({ query, session }) =>
    taskLinks(ctx, session, query.Id),
  );
  registerContract(app, ctx, AddTaskLinkContract, async ({ body, session }) =>
    addTaskLink(ctx, session, body),
  );
  registerContract(app, ctx, RemoveTaskLinkContract, async ({ body, session }) =>
    removeTaskLink(ctx, session, body.LinkId),
  );
  registerContract(app, ctx, GetTaskHierarchyContract, async ({ query, session }) =>
    taskHierarchy(ctx, session, query.Id),
  );
  registerContract(app, ctx, ShareTaskContract, async ({ body, session }) => shareTask(ctx, session, body));
  registerContract(app, ctx, GetTaskSharesContract, async ({ query, session }) =>
    taskShares(ctx, session, query.Id),
  );
  registerContract(app, ctx, SearchTaskSharePeopleContract, async ({ body, session }) =>
    sharePeople(ctx, session, body),
  );
  registerContract(app, ctx, GetTaskTimelineContract, async ({ query, session }) =>
    taskTimeline(ctx, session, query.Id),
  );
};
