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
import { assetParts } from "../../db/schema/index.ts";
import { recordHistory, type AuditRecord } from "../audit/audit.service.ts";
import type { ActiveSession } from "../auth/session-store.ts";
import {
  deleteAssetRows,
  findOpenMoves,
  readAssetsByIds,
  updateAssetRows,
  type AssetRow,
} from "./asset-records.repository.ts";
import { notAllowedNow, notFound } from "./assets.errors.ts";
import { assetStatusName } from "./assets.repository.ts";
import { refreshWarehouseStock } from "./warehouse-stock.repository.ts";
import { and, eq, inArray } from "drizzle-orm";

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
    const at = ctx.now();
    if (changing.length > 0) {
      await updateAssetRows(
        tx,
        session.orgId,
        changing.map((a) => a.id),
        {
          statusId: step.to,
          updatedById: session.employeeId,
          updatedAt: at,
        },
      );
      const to = assetStatusName(step.to);
      const comment = step.comment?.trim();
      await recordHistory(
        tx,
        changing.map((asset) => {
          const from = assetStatusName(asset.statusId);
          const summary =
            step.action === "StatusChanged"
              ? `Status changed from ${from} to ${to}`
              : `${step.action === "Activated" ? "Activated" : "Deactivated"} (was ${from})`;
          return history(session, at, asset, {
            action: step.action,
            summary: comment ? `${summary}: ${comment}` : summary,
            changes: [{ Field: "Status", From: from, To: to }],
          });
        }),
      );
    }
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
    const at = ctx.now();
    if (changing.length > 0) {
      await updateAssetRows(
        tx,
        session.orgId,
        changing.map((a) => a.id),
        {
          verificationState: state,
          updatedById: session.employeeId,
          updatedAt: at,
        },
      );
      await recordHistory(
        tx,
        changing.map((asset) =>
          history(session, at, asset, {
            action: "VerificationChanged",
            summary: `Verification changed from ${verificationName(asset.verificationState)} to ${verificationName(state)}`,
            changes: [
              {
                Field: "Verification",
                From: verificationName(asset.verificationState),
                To: verificationName(state),
              },
            ],
          }),
        ),
      );
    }
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
    const open = await findOpenMoves(tx, session.orgId, ids);
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
    await tx
      .delete(assetParts)
      .where(and(eq(assetParts.orgId, session.orgId), inArray(assetParts.assetId, ids)));
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
