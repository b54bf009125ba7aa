import type { FastifyInstance } from "fastify";
import {
  ChangeTaskStatusContract,
  GetTaskContract,
  GetTaskHistoryContract,
  GetTaskListContract,
  GetTransitionMatrixContract,
  SetTransitionContract,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { answerList } from "../../lib/list-query.reply.ts";
import { registerContract } from "../../lib/routes.ts";
import { requireSession } from "../../plugins/auth.ts";
import { changeTaskStatus } from "./task-status.service.ts";
import { setTransition, transitionMatrix } from "./task-transitions.service.ts";
import { taskDetail, taskHistory, taskList } from "./tasks.service.ts";

/** Tasks and work orders: the list, one task, its status moves and history, and the moves' matrix. */
export const tasksRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetTaskListContract, async ({ body, request, reply }) =>
    answerList(reply, () => taskList(ctx, requireSession(request), body)),
  );
  registerContract(app, ctx, GetTaskContract, async ({ query, request }) =>
    taskDetail(ctx, requireSession(request), query.Id),
  );
  registerContract(app, ctx, ChangeTaskStatusContract, async ({ body, request }) =>
    changeTaskStatus(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, GetTaskHistoryContract, async ({ query, request }) =>
    taskHistory(ctx, requireSession(request), query.Id),
  );
  registerContract(app, ctx, GetTransitionMatrixContract, async ({ query, request }) =>
    transitionMatrix(ctx, requireSession(request), query.TaskTypeId),
  );
  registerContract(app, ctx, SetTransitionContract, async ({ body, request }) =>
    setTransition(ctx, requireSession(request), body),
  );
};
