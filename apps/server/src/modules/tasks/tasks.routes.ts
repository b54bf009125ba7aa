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
import { registerContract } from "../../lib/routes.ts";
import { changeTaskStatus } from "./status/task-status.service.ts";
import { setTransition, transitionMatrix } from "./status/task-transitions.service.ts";
import { taskDetail, taskHistory, taskList } from "./tasks.service.ts";

/** Tasks and work orders: the list, one task, its status moves and history, and the moves' matrix. */
export const tasksRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetTaskListContract, async ({ body, session }) => taskList(ctx, session, body));
  registerContract(app, ctx, GetTaskContract, async ({ query, session }) =>
    taskDetail(ctx, session, query.Id),
  );
  registerContract(app, ctx, ChangeTaskStatusContract, async ({ body, session }) =>
    changeTaskStatus(ctx, session, body),
  );
  registerContract(app, ctx, GetTaskHistoryContract, async ({ query, session }) =>
    taskHistory(ctx, session, query.Id),
  );
  registerContract(app, ctx, GetTransitionMatrixContract, async ({ query, session }) =>
    transitionMatrix(ctx, session, query.TaskTypeId),
  );
  registerContract(app, ctx, SetTransitionContract, async ({ body, session }) =>
    setTransition(ctx, session, body),
  );
};
