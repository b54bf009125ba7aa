import { and, asc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { AssetStatus, VerificationState, type WarehouseHolding } from "@fieldstead/domain";
import type { Tx } from "../../../db/client.ts";
import type { PartForAsset } from "../asset-records.repository.ts";
import { assets, parts } from "../../../db/schema/index.ts";
import { inOpenMoveRequest } from "../requests/asset-move-items.repository.ts";

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

const readScannedPart = async (tx: Tx, orgId: number, which: SQL): Promise<ScannedPart | null> => {
  const [row] = await tx
    .select({
      id: parts.id,
      partNumber: parts.partNumber,
      partName: parts.partName,
      serialized: parts.serialized,
    })
    .from(parts)
    .where(and(eq(parts.orgId, orgId), which));
  return row ?? null;
};

/** The part whose number reads the code (any case). */
export const findPartByNumber = (tx: Tx, orgId: number, code: string): Promise<ScannedPart | null> =>
  readScannedPart(tx, orgId, sql`lower(${parts.partNumber}) = lower(${code})`);

export const readPart = (tx: Tx, orgId: number, id: number): Promise<ScannedPart | null> =>
  readScannedPart(tx, orgId, eq(parts.id, id));

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

/** New stock of a consumable received into a warehouse, where it had no record of the part. */
export const insertReceivedRecord = async (
  tx: Tx,
  values: {
    orgId: number;
    partId: number;
    warehouseId: number;
    assetTag: string;
    quantity: number;
    /** What the record copies of its part: its name, category and manufacturer. */
    part: PartForAsset;
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
      category: part.categoryName,
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
              sql`not ${inOpenMoveRequest(assets.id)}`,
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
