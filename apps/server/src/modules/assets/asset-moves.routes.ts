import type { FastifyInstance } from "fastify";
import {
  ApproveMoveRequestContract,
  CancelMoveRequestContract,
  CompleteMoveRequestContract,
  CreateMoveRequestContract,
  GetMoveRequestContract,
  GetMoveRequestListContract,
  RejectMoveRequestContract,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { answerList } from "../../lib/list-query.reply.ts";
import { registerContract } from "../../lib/routes.ts";
import { requireSession } from "../../plugins/auth.ts";
import { createMoveRequest, moveRequestDetails, moveRequestList } from "./asset-moves.service.ts";
import {
  approveMoveRequest,
  cancelMoveRequest,
  completeMoveRequest,
  rejectMoveRequest,
} from "./asset-moves.steps.ts";

/** Move requests: asked for, decided, carried out or cancelled; the asset's place changes only when carried out. */
export const assetMovesRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetMoveRequestListContract, async ({ body, request, reply }) =>
    answerList(reply, () => moveRequestList(ctx, requireSession(request), body)),
  );
  registerContract(app, ctx, GetMoveRequestContract, async ({ query, request }) =>
    moveRequestDetails(ctx, requireSession(request), query.Id),
  );
  registerContract(app, ctx, CreateMoveRequestContract, async ({ body, request }) =>
    createMoveRequest(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, ApproveMoveRequestContract, async ({ body, request }) =>
    approveMoveRequest(ctx, requireSession(request), body.Id, body.Comment),
  );
  registerContract(app, ctx, RejectMoveRequestContract, async ({ body, request }) =>
    rejectMoveRequest(ctx, requireSession(request), body.Id, body.Comment),
  );
  registerContract(app, ctx, CompleteMoveRequestContract, async ({ body, request }) =>
    completeMoveRequest(ctx, requireSession(request), body.Id, body.Comment),
  );
  registerContract(app, ctx, CancelMoveRequestContract, async ({ body, request }) =>
    cancelMoveRequest(ctx, requireSession(request), body.Id, body.Comment),
  );
};
