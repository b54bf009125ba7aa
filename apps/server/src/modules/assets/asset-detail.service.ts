import {
  AssetStatus,
  AuditEntityType,
  DEFAULT_SUMMARY_CARDS,
  MOVE_REQUEST_STATUS_LABELS,
  VerificationState,
  type AssetDetail,
  type AssetStatusId,
  type AssetSummaryCardValue,
  type AssetSummaryReply,
  type DashboardCustomisationsReply,
  type HistoryQuery,
  type HistoryReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { readHistory } from "../audit/audit.service.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { readComponents } from "./asset-components.service.ts";
import {
  readAssetCounts,
  readAssetDetail,
  readCustomisation,
  writeCustomisation,
} from "./asset-detail.repository.ts";
import { locationPath } from "../locations/locations.service.ts";
import { readAssetsByIds } from "./asset-records.repository.ts";
import { findOpenRequestsHolding } from "./requests/asset-move-items.repository.ts";
import { notFound } from "./assets.errors.ts";
import { assetStatusName } from "./assets.repository.ts";

const person = (id: number | null, first: string | null, last: string | null) =>
  id === null || first === null ? null : { Id: id, Name: `${first} ${last ?? ""}`.trim() };

export const getAsset = async (ctx: AppContext, session: ActiveSession, id: number): Promise<AssetDetail> => {
  const { orgId } = session;
  const row = await readAssetDetail(ctx.db, orgId, id);
  if (!row) throw notFound("Asset");
  const { asset, part, location } = row;
  const [path, components, open] = await Promise.all([
    location ? locationPath(ctx, session, location.parentId) : Promise.resolve([]),
    readComponents(ctx.db, orgId, id),
    findOpenRequestsHolding(ctx.db, orgId, [id]),
  ]);
  const move = open[0];
  return {
    Id: asset.id,
    AssetTag: asset.assetTag,
    Name: asset.name,
    Description: asset.description,
    Serialized: asset.serialized,
    SerialNumber: asset.serialNumber,
    Quantity: asset.quantity,
    StatusId: asset.statusId,
    StatusName: assetStatusName(asset.statusId),
    VerificationState: asset.verificationState,
    PurchaseDate: asset.purchaseDate,
    PurchaseCost: asset.purchaseCost === null ? null : Number(asset.purchaseCost),
    Part: part
      ? {
          Id: part.id,
          PartNumber: part.partNumber,
          PartName: part.partName,
          Serialized: part.serialized,
          IsActive: part.isActive,
        }
      : null,
    Category: { Id: asset.categoryId, Name: asset.category, Code: row.categoryCode },
    Manufacturer: asset.manufacturer,
    Vendor: asset.vendorId && row.vendorName ? { Id: asset.vendorId, Name: row.vendorName } : null,
    Location: location
      ? {
          Id: location.id,
          Name: location.name,
          Code: location.code,
          IsWarehouse: location.isWarehouse,
          Path: path.map((p) => ({ Id: p.Id, Name: p.Name })),
        }
      : null,
    CreatedBy: person(asset.createdById, row.creatorFirst, row.creatorLast),
    CreatedAt: asset.createdAt.toISOString(),
    UpdatedBy: person(asset.updatedById, row.updaterFirst, row.updaterLast),
    UpdatedAt: asset.updatedAt.toISOString(),
    Components: components,
    OpenMoveRequest: move
      ? {
          Id: move.requestId,
          RequestNumber: move.requestNumber,
          StatusId: move.statusId,
          StatusName: MOVE_REQUEST_STATUS_LABELS[move.statusId],
        }
      : null,
  };
};

/** An asset's history; an asset of another organisation (or none) is a 404. */
export const getAssetHistory = async (
  ctx: AppContext,
  session: ActiveSession,
  query: HistoryQuery,
): Promise<HistoryReply> => {
  const [found] = await readAssetsByIds(ctx.db, session.orgId, [query.Id]);
  if (!found) throw notFound("Asset");
  return readHistory(ctx.db, session.orgId, AuditEntityType.Asset, query);
};

export const getAssetSummary = async (
  ctx: AppContext,
  session: ActiveSession,
): Promise<AssetSummaryReply> => {
  const rows = await readAssetCounts(ctx.db, session.orgId);
  const sum = (
    pick: (r: (typeof rows)[number]) => boolean,
    value: (r: (typeof rows)[number]) => number = (r) => r.n,
  ) => rows.filter(pick).reduce((total, r) => total + value(r), 0);
  return {
    Total: sum(() => true),
    ByStatus: (Object.values(AssetStatus) as AssetStatusId[]).map((statusId) => ({
      StatusId: statusId,
      StatusName: assetStatusName(statusId),
      Count: sum((r) => r.statusId === statusId),
    })),
    ByVerification: Object.values(VerificationState).map((state) => ({
      VerificationState: state,
      Count: sum((r) => r.verificationState === state),
    })),
    Consumables: sum((r) => !r.serialized),
    ConsumableUnits: sum(
      (r) => !r.serialized,
      (r) => r.units,
    ),
  };
};

export const getDashboardCustomisations = async (
  ctx: AppContext,
  session: ActiveSession,
): Promise<DashboardCustomisationsReply> => {
  const cards = await readCustomisation(ctx.db, session.orgId, session.employeeId);
  return cards ? { Cards: cards, IsDefault: false } : { Cards: [...DEFAULT_SUMMARY_CARDS], IsDefault: true };
};

export const persistDashboardCustomisations = async (
  ctx: AppContext,
  session: ActiveSession,
  cards: AssetSummaryCardValue[],
): Promise<DashboardCustomisationsReply> => {
  await writeCustomisation(ctx.db, session.orgId, session.employeeId, cards, ctx.now());
  return { Cards: cards, IsDefault: false };
};
