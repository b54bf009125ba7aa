import { and, eq, inArray, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { MoveRequestStatus, type MoveRequestStatusId, type RequestAsset } from "@fieldstead/domain";
import type { Db, Tx } from "../../../db/client.ts";
import {
  assets,
  locations,
  moveRequestItems,
  moveRequests,
  parts,
  vendors,
} from "../../../db/schema/index.ts";

/** Open requests (awaiting approval or approved) hold their assets: no other move may take them. */
const isOpen = inArray(moveRequests.statusId, [
  MoveRequestStatus.AwaitingApproval,
  MoveRequestStatus.Approved,
]);

/** The asset (an id column) stands in an open move request. */
export const inOpenMoveRequest = (assetId: SQLWrapper): SQL =>
  sql`${assetId} in (select ${moveRequestItems.assetId} from ${moveRequestItems}
  join ${moveRequests} on ${moveRequests.id} = ${moveRequestItems.moveRequestId}
  where ${isOpen})`;

/** The assets of a request, with where each stands now and what its tooltip shows. */
export const readMoveRequestAssets = async (
  db: Db | Tx,
  orgId: number,
  requestId: number,
): Promise<RequestAsset[]> => {
  const rows = await db
    .select({
      AssetId: assets.id,
      AssetTag: assets.assetTag,
      Name: assets.name,
      Category: assets.category,
      PartNumber: parts.partNumber,
      PartName: parts.partName,
      Vendor: vendors.name,
      Serialized: assets.serialized,
      SerialNumber: assets.serialNumber,
      Quantity: assets.quantity,
      LocationId: assets.locationId,
      LocationName: locations.name,
    })
    .from(moveRequestItems)
    .innerJoin(assets, eq(assets.id, moveRequestItems.assetId))
    .leftJoin(parts, eq(parts.id, assets.partId))
    .leftJoin(vendors, eq(vendors.id, assets.vendorId))
    .leftJoin(locations, eq(locations.id, assets.locationId))
    .where(and(eq(moveRequestItems.orgId, orgId), eq(moveRequestItems.moveRequestId, requestId)))
    .orderBy(assets.assetTag);
  return rows;
};

/** The ids of a request's assets. */
export const readMoveRequestAssetIds = async (
  db: Db | Tx,
  orgId: number,
  requestId: number,
): Promise<number[]> =>
  (
    await db
      .select({ id: moveRequestItems.assetId })
      .from(moveRequestItems)
      .where(and(eq(moveRequestItems.orgId, orgId), eq(moveRequestItems.moveRequestId, requestId)))
  ).map((r) => r.id);

export type OpenMoveHolding = {
  assetId: number;
  requestId: number;
  requestNumber: string;
  statusId: MoveRequestStatusId;
};

/** The open move requests holding any of these assets: each asset with its request, by request number. */
export const findOpenRequestsHolding = async (
  db: Db | Tx,
  orgId: number,
  assetIds: readonly number[],
): Promise<OpenMoveHolding[]> => {
  if (assetIds.length === 0) return [];
  return db
    .select({
      assetId: moveRequestItems.assetId,
      requestId: moveRequests.id,
      requestNumber: moveRequests.requestNumber,
      statusId: moveRequests.statusId,
    })
    .from(moveRequestItems)
    .innerJoin(moveRequests, eq(moveRequests.id, moveRequestItems.moveRequestId))
    .where(
      and(
        eq(moveRequestItems.orgId, orgId),
        inArray(moveRequestItems.assetId, [...new Set(assetIds)]),
        isOpen,
      ),
    )
    .orderBy(moveRequests.requestNumber);
};
