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
import { registerContract } from "../../lib/routes.ts";
import { updateAsset } from "./asset-changes.service.ts";
import { updateAssetComponents } from "./asset-components.service.ts";
import {
  getAsset,
  getAssetHistory,
  getAssetSummary,
  getDashboardCustomisations,
  persistDashboardCustomisations,
} from "./asset-detail.service.ts";
import { fileReplyHeaders } from "../documents/media-download.ts";
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
  registerContract(app, ctx, GetAssetListContract, async ({ body, session }) =>
    assetList(ctx, session, body),
  );
  registerContract(app, ctx, GetAssetContract, async ({ query, session }) =>
    getAsset(ctx, session, query.Id),
  );
  registerContract(app, ctx, CreateAssetContract, async ({ body, session }) =>
    createAsset(ctx, session, body),
  );
  registerContract(app, ctx, BulkCreateAssetsContract, async ({ body, session }) =>
    bulkCreateAssets(ctx, session, body),
  );
  registerContract(app, ctx, CloneAssetContract, async ({ body, session }) => cloneAsset(ctx, session, body));
  registerContract(app, ctx, UpdateAssetContract, async ({ body, session }) =>
    updateAsset(ctx, session, body),
  );
  registerContract(app, ctx, UpdateAssetStatusContract, async ({ body, session }) =>
    changeStatus(ctx, session, body.Ids, {
      to: body.StatusId,
      comment: body.Comment ?? null,
      action: "StatusChanged",
    }),
  );
  registerContract(app, ctx, ActivateAssetContract, async ({ body, session }) =>
    activateAssets(ctx, session, body.Ids),
  );
  registerContract(app, ctx, DeactivateAssetContract, async ({ body, session }) =>
    deactivateAssets(ctx, session, body.Ids),
  );
  registerContract(app, ctx, SetAssetVerificationContract, async ({ body, session }) =>
    setVerification(ctx, session, body.Ids, body.VerificationState),
  );
  registerContract(app, ctx, DeleteAssetContract, async ({ body, session }) =>
    deleteAssets(ctx, session, body.Ids),
  );
  registerContract(app, ctx, GetAssetHistoryContract, async ({ body, session }) =>
    getAssetHistory(ctx, session, body),
  );
  registerContract(app, ctx, UpdateAssetComponentsContract, async ({ body, session }) =>
    updateAssetComponents(ctx, session, body),
  );
  registerContract(app, ctx, GetAssetLabelContract, async ({ query, session, request, reply }) => {
    const label = await assetLabel(ctx, session, request, query);
    // A PNG shows in the page; an SVG is a sandboxed attachment (an <img> shows either).
    return reply
      .headers(
        fileReplyHeaders({ contentType: label.contentType, fileName: label.fileName, wantsInline: true }),
      )
      .header("Cache-Control", "private, no-cache")
      .send(label.body);
  });
  registerContract(app, ctx, GetAssetSummaryContract, async ({ session }) => getAssetSummary(ctx, session));
  registerContract(app, ctx, GetDashboardCustomisationsContract, async ({ session }) =>
    getDashboardCustomisations(ctx, session),
  );
  registerContract(app, ctx, PersistDashboardCustomisationsContract, async ({ body, session }) =>
    persistDashboardCustomisations(ctx, session, body.Cards),
  );
  // Receiving into a warehouse writes assets the way CreateAsset does (insertAssetsInTx).
  registerContract(app, ctx, AddToWarehouseContract, async ({ body, session }) =>
    addToWarehouse(ctx, session, body),
  );
};
