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
import type { AppContext } from "../../../context.ts";
import { registerContract } from "../../../lib/routes.ts";
import { createMoveRequest, moveRequestDetails, moveRequestList } from "./asset-moves.service.ts";
import {
  approveMoveRequest,
  cancelMoveRequest,
  completeMoveRequest,
  rejectMoveRequest,
} from "./asset-moves.steps.ts";

/** Move requests: asked for, decided, carried out or cancelled; the asset's place changes only when carried out. */
export const assetMovesRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetMoveRequestListContract, async ({ body, session }) =>
    moveRequestList(ctx, session, body),
  );
  registerContract(app, ctx, GetMoveRequestContract, async ({ query, session }) =>
    moveRequestDetails(ctx, session, query.Id),
  );
  registerContract(app, ctx, CreateMoveRequestContract, async ({ body, session }) =>
    createMoveRequest(ctx, session, body),
  );
  registerContract(app, ctx, ApproveMoveRequestContract, async ({ body, session }) =>
    approveMoveRequest(ctx, session, body.Id, body.Comment),
  );
  registerContract(app, ctx, RejectMoveRequestContract, async ({ body, session }) =>
    rejectMoveRequest(ctx, session, body.Id, body.Comment),
  );
  registerContract(app, ctx, CompleteMoveRequestContract, async ({ body, session }) =>
    completeMoveRequest(ctx, session, body.Id, body.Comment),
  );
  registerContract(app, ctx, CancelMoveRequestContract, async ({ body, session }) =>
    cancelMoveRequest(ctx, session, body.Id, body.Comment),
  );
};
