import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { AssetStatus, MoveRequestStatus, VerificationState, type WarehouseHolding } from "@fieldstead/domain";
import type { Tx } from "../../db/client.ts";
import {
  assetCategories,
  assets,
  manufacturers,
  moveRequestItems,
  moveRequests,
  parts,
} from "../../db/schema/index.ts";

export type ScannedPart = { id: number; partNumber: string; partName: string; serialized: boolean };

/** Assets whose tag, or else whose serial number, reads the code (any case): none, one, or several serials. */
export const findAssetsByCode = async (tx: Tx, orgId: number, code: string): Promise<{ id: number }[]> => {
  const byTag = await tx
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.orgId, orgId), sql`lower(${assets.assetTag}) = lower(${code})`));
  if (byTag.length > 0) return byTag;
  return tx
    .select({ id: assets.id })
    .from(assets)
    .where(and(eq(assets.orgId, orgId), sql`lower(${assets.serialNumber}) = lower(${code})`))
    .orderBy(asc(assets.id));
};

export const findPartByNumber = async (tx: Tx, orgId: number, code: string): Promise<ScannedPart | null> => {
  const [row] = await tx
    .select({
      id: parts.id,
      partNumber: parts.partNumber,
      partName: parts.partName,
      serialized: parts.serialized,
    })
    .from(parts)
    .where(and(eq(parts.orgId, orgId), sql`lower(${parts.partNumber}) = lower(${code})`));
  return row ?? null;
};

export const readPart = async (tx: Tx, orgId: number, id: number): Promise<ScannedPart | null> => {
  const [row] = await tx
    .select({
      id: parts.id,
      partNumber: parts.partNumber,
      partName: parts.partName,
      serialized: parts.serialized,
    })
    .from(parts)
    .where(and(eq(parts.orgId, orgId), eq(parts.id, id)));
  return row ?? null;
};

/** The consumable record of a part at a place, locked (one per part and place). */
export const lockRecordAt = async (
  tx: Tx,
  orgId: number,
  partId: number,
  locationId: number,
): Promise<{ id: number; assetTag: string; quantity: number } | null> => {
  const [row] = await tx
    .select({ id: assets.id, assetTag: assets.assetTag, quantity: assets.quantity })
    .from(assets)
    .where(
      and(
        eq(assets.orgId, orgId),
        eq(assets.partId, partId),
        eq(assets.locationId, locationId),
        eq(assets.serialized, false),
      ),
    )
    .for("update");
  return row ?? null;
};

export const addQuantity = async (
  tx: Tx,
  orgId: number,
  id: number,
  quantity: number,
  employeeId: number,
  at: Date,
): Promise<void> => {
  await tx
    .update(assets)
    .set({ quantity: sql`${assets.quantity} + ${quantity}`, updatedById: employeeId, updatedAt: at })
    .where(and(eq(assets.orgId, orgId), eq(assets.id, id)));
};

/** What a new consumable record of a part copies: its name, category and manufacturer. */
export const readPartForRecord = async (tx: Tx, orgId: number, partId: number) => {
  const [row] = await tx
    .select({
      partName: parts.partName,
      description: parts.description,
      categoryId: parts.categoryId,
      category: assetCategories.name,
      categoryCode: assetCategories.code,
      manufacturer: manufacturers.name,
    })
    .from(parts)
    .innerJoin(assetCategories, eq(assetCategories.id, parts.categoryId))
    .leftJoin(manufacturers, eq(manufacturers.id, parts.manufacturerId))
    .where(and(eq(parts.orgId, orgId), eq(parts.id, partId)));
  return row ?? null;
};

/** New stock of a consumable received into a warehouse, where it had no record of the part. */
export const insertReceivedRecord = async (
  tx: Tx,
  values: {
    orgId: number;
    partId: number;
    warehouseId: number;
    assetTag: string;
    quantity: number;
    part: NonNullable<Awaited<ReturnType<typeof readPartForRecord>>>;
    employeeId: number;
    at: Date;
  },
): Promise<{ id: number; assetTag: string }> => {
  const { part } = values;
  const [row] = await tx
    .insert(assets)
    .values({
      orgId: values.orgId,
      locationId: values.warehouseId,
      partId: values.partId,
      categoryId: part.categoryId,
      assetTag: values.assetTag,
      name: part.partName,
      category: part.category,
      manufacturer: part.manufacturer,
      model: part.partName,
      serialized: false,
      quantity: values.quantity,
      description: part.description,
      statusId: AssetStatus.InWarehouse,
      verificationState: VerificationState.Verified,
      createdById: values.employeeId,
      updatedById: values.employeeId,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .returning({ id: assets.id, assetTag: assets.assetTag });
  if (!row) throw new Error("the received stock was not written");
  return row;
};

const inOpenMove = sql`${assets.id} in (select ${moveRequestItems.assetId} from ${moveRequestItems}
  join ${moveRequests} on ${moveRequests.id} = ${moveRequestItems.moveRequestId}
  where ${moveRequests.statusId} in (${MoveRequestStatus.AwaitingApproval}, ${MoveRequestStatus.Approved}))`;

/**
 * What a warehouse holds of these parts, locked for the issue: each part's consumable record and its
 * serialized assets free to leave (in no open move request), oldest first.
 */
export const lockHoldings = async (
  tx: Tx,
  orgId: number,
  warehouseId: number,
  partIds: readonly number[],
): Promise<WarehouseHolding[]> => {
  const rows =
    partIds.length === 0
      ? []
      : await tx
          .select({
            id: assets.id,
            partId: assets.partId,
            serialized: assets.serialized,
            quantity: assets.quantity,
          })
          .from(assets)
          .where(
            and(
              eq(assets.orgId, orgId),
              eq(assets.locationId, warehouseId),
              inArray(assets.partId, [...partIds]),
              sql`not ${inOpenMove}`,
            ),
          )
          .orderBy(asc(assets.id))
          .for("update");
  return partIds.map((partId) => {
    const mine = rows.filter((r) => r.partId === partId);
    const record = mine.find((r) => !r.serialized);
    return {
      partId,
      consumable: record ? { assetId: record.id, quantity: record.quantity } : null,
      serializedAssetIds: mine.filter((r) => r.serialized).map((r) => r.id),
    };
  });
};
