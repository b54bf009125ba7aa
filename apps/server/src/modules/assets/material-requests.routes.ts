import type { FastifyInstance } from "fastify";
import {
  ApproveMaterialRequestContract,
  CreateMaterialRequestContract,
  DeleteMaterialRequestContract,
  FulfilMaterialRequestContract,
  GetMaterialRequestContract,
  GetMaterialRequestListContract,
  RejectMaterialRequestContract,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { answerList } from "../../lib/list-query.reply.ts";
import { registerContract } from "../../lib/routes.ts";
import { requireSession } from "../../plugins/auth.ts";
import {
  createMaterialRequest,
  materialRequestDetails,
  materialRequestList,
} from "./material-requests.service.ts";
import {
  approveMaterialRequest,
  deleteMaterialRequest,
  fulfilMaterialRequest,
  rejectMaterialRequest,
} from "./material-requests.steps.ts";

/** Material requests: asked for, decided, and fulfilled from a warehouse (or deleted before that). */
export const materialRequestsRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetMaterialRequestListContract, async ({ body, request, reply }) =>
    answerList(reply, () => materialRequestList(ctx, requireSession(request), body)),
  );
  registerContract(app, ctx, GetMaterialRequestContract, async ({ query, request }) =>
    materialRequestDetails(ctx, requireSession(request), query.Id),
  );
  registerContract(app, ctx, CreateMaterialRequestContract, async ({ body, request }) =>
    createMaterialRequest(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, ApproveMaterialRequestContract, async ({ body, request }) =>
    approveMaterialRequest(ctx, requireSession(request), body.Id, body.Comment),
  );
  registerContract(app, ctx, RejectMaterialRequestContract, async ({ body, request }) =>
    rejectMaterialRequest(ctx, requireSession(request), body.Id, body.Comment),
  );
  registerContract(app, ctx, DeleteMaterialRequestContract, async ({ body, request }) =>
    deleteMaterialRequest(ctx, requireSession(request), body.Id),
  );
  registerContract(app, ctx, FulfilMaterialRequestContract, async ({ body, request }) =>
    fulfilMaterialRequest(ctx, requireSession(request), body.Id, body.WarehouseId),
  );
};
