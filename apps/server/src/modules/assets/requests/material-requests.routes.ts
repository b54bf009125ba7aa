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
import type { AppContext } from "../../../context.ts";
import { registerContract } from "../../../lib/routes.ts";
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
  registerContract(app, ctx, GetMaterialRequestListContract, async ({ body, session }) =>
    materialRequestList(ctx, session, body),
  );
  registerContract(app, ctx, GetMaterialRequestContract, async ({ query, session }) =>
    materialRequestDetails(ctx, session, query.Id),
  );
  registerContract(app, ctx, CreateMaterialRequestContract, async ({ body, session }) =>
    createMaterialRequest(ctx, session, body),
  );
  registerContract(app, ctx, ApproveMaterialRequestContract, async ({ body, session }) =>
    approveMaterialRequest(ctx, session, body.Id, body.Comment),
  );
  registerContract(app, ctx, RejectMaterialRequestContract, async ({ body, session }) =>
    rejectMaterialRequest(ctx, session, body.Id, body.Comment),
  );
  registerContract(app, ctx, DeleteMaterialRequestContract, async ({ body, session }) =>
    deleteMaterialRequest(ctx, session, body.Id),
  );
  registerContract(app, ctx, FulfilMaterialRequestContract, async ({ body, session }) =>
    fulfilMaterialRequest(ctx, session, body.Id, body.WarehouseId),
  );
};
