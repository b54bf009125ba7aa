import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.ts";
import { assetParts } from "../../db/schema/index.ts";

export type ComponentRow = typeof assetParts.$inferSelect;
export type NewComponentRow = typeof assetParts.$inferInsert;

const ofAsset = (orgId: number, assetId: number) =>
  and(eq(assetParts.orgId, orgId), eq(assetParts.assetId, assetId));

/** The components fitted on an asset, by name. */
export const readComponentRows = (db: Db | Tx, orgId: number, assetId: number): Promise<ComponentRow[]> =>
  db
    .select()
    .from(assetParts)
    .where(ofAsset(orgId, assetId))
    .orderBy(asc(assetParts.partName), asc(assetParts.id));

/** The components fitted on an asset, as a change finds them. */
export const findComponentRows = (tx: Tx, orgId: number, assetId: number): Promise<ComponentRow[]> =>
  tx.select().from(assetParts).where(ofAsset(orgId, assetId));

export const deleteComponentRows = async (tx: Tx, orgId: number, ids: readonly number[]) => {
  await tx.delete(assetParts).where(and(eq(assetParts.orgId, orgId), inArray(assetParts.id, [...ids])));
};

export const insertComponentRows = async (tx: Tx, rows: NewComponentRow[]) => {
  await tx.insert(assetParts).values(rows);
};
