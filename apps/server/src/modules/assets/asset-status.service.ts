import {
  AssetStatus,
  AuditEntityType,
  checkStatusChange,
  MOVE_REQUEST_STATUS_LABELS,
  type AssetStatusId,
  type AssetWriteReply,
  type VerificationStateValue,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { recordHistory, type AuditRecord } from "../audit/audit.service.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import {
  deleteAssetRows,
  readAssetsByIds,
  updateAssetRows,
  type AssetRow,
  type NewAssetRow,
} from "./asset-records.repository.ts";
import { findOpenRequestsHolding } from "./requests/asset-move-items.repository.ts";
import { notAllowedNow, notFound } from "./assets.errors.ts";
import { assetStatusName } from "./assets.repository.ts";
import { refreshWarehouseStock } from "./warehouse/warehouse-stock.repository.ts";

/** A verification state as people read it: 'Pending_Verification' → 'Pending Verification'. */
export const verificationName = (state: VerificationStateValue): string => state.replaceAll("_", " ");

/** The assets of the organisation with these ids, locked for the change; any other id is a 404. */
const lockAssets = async (tx: Tx, orgId: number, ids: readonly number[]) => {
  const found = await readAssetsByIds(tx, orgId, ids, true);
  if (found.length !== new Set(ids).size) {
    const known = new Set(found.map((f) => f.asset.id));
    const missing = ids.filter((id) => !known.has(id));
    throw notFound(`Asset ${missing.slice(0, 5).join(", ")}`);
  }
  return found;
};

const history = (
  session: ActiveSession,
  at: Date,
  asset: AssetRow,
  entry: Omit<AuditRecord, "orgId" | "entityType" | "entityId" | "employeeId" | "at">,
): AuditRecord => ({
  orgId: session.orgId,
  entityType: AuditEntityType.Asset,
  entityId: asset.id,
  employeeId: session.employeeId,
  at,
  ...entry,
});

/** Writes `set` on the assets that change, each with its history entry. */
const changeAssets = async (
  tx: Tx,
  session: ActiveSession,
  at: Date,
  changing: AssetRow[],
  set: Partial<NewAssetRow>,
  entry: (asset: AssetRow) => Parameters<typeof history>[3],
): Promise<void> => {
  if (changing.length === 0) return;
  await updateAssetRows(
    tx,
    session.orgId,
    changing.map((a) => a.id),
    { ...set, updatedById: session.employeeId, updatedAt: at },
  );
  await recordHistory(
    tx,
    changing.map((asset) => history(session, at, asset, entry(asset))),
  );
};

const reply = (assets: AssetRow[], message: string): AssetWriteReply => ({
  StatusCode: 0,
  StatusMessage: message,
  Assets: assets.map((a) => ({ Id: a.id, AssetTag: a.assetTag })),
});

type StatusStep = {
  to: AssetStatusId;
  comment?: string | null;
  action: "StatusChanged" | "Activated" | "Deactivated";
};

/**
 * Gives assets a status, all or none: each must be allowed it where it stands (assets.rules). Assets already
 * in that status are left alone.
 */
export const changeStatus = (
  ctx: AppContext,
  session: ActiveSession,
  ids: readonly number[],
  step: StatusStep,
) =>
  ctx.db.transaction(async (tx) => {
    const found = await lockAssets(tx, session.orgId, ids);
    const refusals = found.flatMap(({ asset, isInWarehouse }, index) => {
      const check = checkStatusChange({ from: asset.statusId, to: step.to, isInWarehouse });
      return check.ok ? [] : [{ field: `Ids.${index}`, message: `${asset.assetTag}: ${check.message}` }];
    });
    if (refusals.length > 0) throw notAllowedNow(refusals.map((r) => r.message).join(" "), refusals);
    const changing = found.map((f) => f.asset).filter((a) => a.statusId !== step.to);
    const to = assetStatusName(step.to);
    const comment = step.comment?.trim();
    await changeAssets(tx, session, ctx.now(), changing, { statusId: step.to }, (asset) => {
      const from = assetStatusName(asset.statusId);
      const summary =
        step.action === "StatusChanged"
          ? `Status changed from ${from} to ${to}`
          : `${step.action === "Activated" ? "Activated" : "Deactivated"} (was ${from})`;
      return {
        action: step.action,
        summary: comment ? `${summary}: ${comment}` : summary,
        changes: [{ Field: "Status", From: from, To: to }],
      };
    });
    const label = assetStatusName(step.to);
    return reply(
      changing,
      changing.length === 1 ? `1 asset is now ${label}.` : `${changing.length} assets are now ${label}.`,
    );
  });

export const activateAssets = (ctx: AppContext, session: ActiveSession, ids: readonly number[]) =>
  changeStatus(ctx, session, ids, { to: AssetStatus.Active, action: "Activated" });

export const deactivateAssets = (ctx: AppContext, session: ActiveSession, ids: readonly number[]) =>
  changeStatus(ctx, session, ids, { to: AssetStatus.Inactive, action: "Deactivated" });

export const setVerification = (
  ctx: AppContext,
  session: ActiveSession,
  ids: readonly number[],
  state: VerificationStateValue,
) =>
  ctx.db.transaction(async (tx) => {
    const found = await lockAssets(tx, session.orgId, ids);
    const changing = found.map((f) => f.asset).filter((a) => a.verificationState !== state);
    await changeAssets(tx, session, ctx.now(), changing, { verificationState: state }, (asset) => ({
      action: "VerificationChanged",
      summary: `Verification changed from ${verificationName(asset.verificationState)} to ${verificationName(state)}`,
      changes: [
        {
          Field: "Verification",
          From: verificationName(asset.verificationState),
          To: verificationName(state),
        },
      ],
    }));
    return reply(
      changing,
      `${changing.length} ${changing.length === 1 ? "asset is" : "assets are"} now ${verificationName(state)}.`,
    );
  });

/**
 * Deletes assets with their components, all or none. An asset in an open move request stays: the request
 * must be decided or cancelled first.
 */
export const deleteAssets = (ctx: AppContext, session: ActiveSession, ids: readonly number[]) =>
  ctx.db.transaction(async (tx) => {
    const found = await lockAssets(tx, session.orgId, ids);
    const open = await findOpenRequestsHolding(tx, session.orgId, ids);
    if (open.length > 0) {
      const tags = new Map(found.map((f) => [f.asset.id, f.asset.assetTag]));
      const named = open.map(
        (o) => `${tags.get(o.assetId)} (${o.requestNumber}, ${MOVE_REQUEST_STATUS_LABELS[o.statusId]})`,
      );
      throw notAllowedNow(
        `These assets stand in an open move request and cannot be deleted: ${[...new Set(named)].join(", ")}.`,
      );
    }
    const assets = found.map((f) => f.asset);
    await deleteAssetRows(tx, session.orgId, ids);
    const at = ctx.now();
    await recordHistory(
      tx,
      assets.map((asset) =>
        history(session, at, asset, {
          action: "Deleted",
          summary: asset.serialized
            ? `Asset ${asset.assetTag} deleted`
            : `Stock ${asset.assetTag} (${asset.quantity} units) deleted`,
        }),
      ),
    );
    await refreshWarehouseStock(
      tx,
      session.orgId,
      assets.map((a) => a.locationId),
    );
    return reply(
      assets,
      assets.length === 1 ? "1 asset has been deleted." : `${assets.length} assets have been deleted.`,
    );
  });
