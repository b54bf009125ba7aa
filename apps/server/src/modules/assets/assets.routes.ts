import type { FastifyInstance } from "fastify";
import {
  ActivateAssetContract,
  AddToWarehouseContract,
  BulkCreateAssetsContract,
  CloneAssetContract,
  CreateAssetContract,
  DeactivateAssetContract,
  DeleteAssetContract,
  GetAssetContract,
  GetAssetHistoryContract,
  GetAssetLabelContract,
  GetAssetListContract,
  GetAssetSummaryContract,
  GetDashboardCustomisationsContract,
  PersistDashboardCustomisationsContract,
  SetAssetVerificationContract,
  UpdateAssetComponentsContract,
  UpdateAssetContract,
  UpdateAssetStatusContract,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { answerList } from "../../lib/list-query.reply.ts";
import { registerContract } from "../../lib/routes.ts";
import { requireSession } from "../../plugins/auth.ts";
import { updateAsset } from "./asset-changes.service.ts";
import { updateAssetComponents } from "./asset-components.service.ts";
import {
  getAsset,
  getAssetHistory,
  getAssetSummary,
  getDashboardCustomisations,
  persistDashboardCustomisations,
} from "./asset-detail.service.ts";
import { assetLabel } from "./asset-label.service.ts";
import { addToWarehouse } from "./asset-receipt.service.ts";
import {
  activateAssets,
  changeStatus,
  deactivateAssets,
  deleteAssets,
  setVerification,
} from "./asset-status.service.ts";
import { assetList, bulkCreateAssets, cloneAsset, createAsset } from "./assets.service.ts";

/** Fixed assets (portal-platform §6): the list, one asset, its changes, label, summary and receipts. */
export const assetsRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetAssetListContract, async ({ body, request, reply }) =>
    answerList(reply, () => assetList(ctx, requireSession(request), body)),
  );
  registerContract(app, ctx, GetAssetContract, async ({ query, request }) =>
    getAsset(ctx, requireSession(request), query.Id),
  );
  registerContract(app, ctx, CreateAssetContract, async ({ body, request }) =>
    createAsset(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, BulkCreateAssetsContract, async ({ body, request }) =>
    bulkCreateAssets(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, CloneAssetContract, async ({ body, request }) =>
    cloneAsset(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, UpdateAssetContract, async ({ body, request }) =>
    updateAsset(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, UpdateAssetStatusContract, async ({ body, request }) =>
    changeStatus(ctx, requireSession(request), body.Ids, {
      to: body.StatusId,
      comment: body.Comment ?? null,
      action: "StatusChanged",
    }),
  );
  registerContract(app, ctx, ActivateAssetContract, async ({ body, request }) =>
    activateAssets(ctx, requireSession(request), body.Ids),
  );
  registerContract(app, ctx, DeactivateAssetContract, async ({ body, request }) =>
    deactivateAssets(ctx, requireSession(request), body.Ids),
  );
  registerContract(app, ctx, SetAssetVerificationContract, async ({ body, request }) =>
    setVerification(ctx, requireSession(request), body.Ids, body.VerificationState),
  );
  registerContract(app, ctx, DeleteAssetContract, async ({ body, request }) =>
    deleteAssets(ctx, requireSession(request), body.Ids),
  );
  registerContract(app, ctx, GetAssetHistoryContract, async ({ body, request }) =>
    getAssetHistory(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, UpdateAssetComponentsContract, async ({ body, request }) =>
    updateAssetComponents(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, GetAssetLabelContract, async ({ query, request, reply }) => {
    const label = await assetLabel(ctx, requireSession(request), request, query);
    return reply.type(label.contentType).header("Cache-Control", "private, no-cache").send(label.body);
  });
  registerContract(app, ctx, GetAssetSummaryContract, async ({ request }) =>
    getAssetSummary(ctx, requireSession(request)),
  );
  registerContract(app, ctx, GetDashboardCustomisationsContract, async ({ request }) =>
    getDashboardCustomisations(ctx, requireSession(request)),
  );
  registerContract(app, ctx, PersistDashboardCustomisationsContract, async ({ body, request }) =>
    persistDashboardCustomisations(ctx, requireSession(request), body.Cards),
  );
  // Receiving into a warehouse writes assets the way CreateAsset does (insertAssetsInTx).
  registerContract(app, ctx, AddToWarehouseContract, async ({ body, request }) =>
    addToWarehouse(ctx, requireSession(request), body),
  );
};
