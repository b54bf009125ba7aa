import type { FastifyInstance } from "fastify";
import {
  DecideApprovalContract,
  GetApprovalQueueContract,
  GetTaskReviewContract,
  MarkIncompleteContract,
  ReopenTaskContract,
  RequestApprovalContract,
  SetTaskArchivedContract,
  SetTaskLockContract,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { registerContract } from "../../../lib/routes.ts";
import { decideApproval, requestApproval } from "./task-review-steps.service.ts";
import { approvalQueue, taskReview } from "./task-review.service.ts";
import { markTaskIncomplete, reopenTask, setTaskArchived, setTaskLock } from "./task-supervision.service.ts";

/** A task's review and the supervisor's steps (reopen, mark incomplete, lock, archive), and the approval queues. */
export const taskReviewRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetTaskReviewContract, async ({ query, session }) =>
    taskReview(ctx, session, query.Id),
  );
  registerContract(app, ctx, RequestApprovalContract, async ({ body, session }) =>
    requestApproval(ctx, session, body),
  );
  registerContract(app, ctx, DecideApprovalContract, async ({ body, session }) =>
    decideApproval(ctx, session, body),
  );
  registerContract(app, ctx, ReopenTaskContract, async ({ body, session }) => reopenTask(ctx, session, body));
  registerContract(app, ctx, MarkIncompleteContract, async ({ body, session }) =>
    markTaskIncomplete(ctx, session, body),
  );
  registerContract(app, ctx, SetTaskLockContract, async ({ body, session }) =>
    setTaskLock(ctx, session, body),
  );
  registerContract(app, ctx, SetTaskArchivedContract, async ({ body, session }) =>
    setTaskArchived(ctx, session, body),
  );
  registerContract(app, ctx, GetApprovalQueueContract, async ({ body, session }) =>
    approvalQueue(ctx, session, body),
  );
};
