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
import type { AppContext } from "../../context.ts";
import { answerList } from "../../lib/list-query.reply.ts";
import { registerContract } from "../../lib/routes.ts";
import { requireSession } from "../../plugins/auth.ts";
import { decideApproval, requestApproval } from "./task-review-steps.service.ts";
import { approvalQueue, taskReview } from "./task-review.service.ts";
import { markTaskIncomplete, reopenTask, setTaskArchived, setTaskLock } from "./task-supervision.service.ts";

/** A task's review and the supervisor's steps (reopen, mark incomplete, lock, archive), and the approval queues. */
export const taskReviewRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetTaskReviewContract, async ({ query, request }) =>
    taskReview(ctx, requireSession(request), query.Id),
  );
  registerContract(app, ctx, RequestApprovalContract, async ({ body, request }) =>
    requestApproval(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, DecideApprovalContract, async ({ body, request }) =>
    decideApproval(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, ReopenTaskContract, async ({ body, request }) =>
    reopenTask(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, MarkIncompleteContract, async ({ body, request }) =>
    markTaskIncomplete(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, SetTaskLockContract, async ({ body, request }) =>
    setTaskLock(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, SetTaskArchivedContract, async ({ body, request }) =>
    setTaskArchived(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, GetApprovalQueueContract, async ({ body, request, reply }) =>
    answerList(reply, () => approvalQueue(ctx, requireSession(request), body)),
  );
};
