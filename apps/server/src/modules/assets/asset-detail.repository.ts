import { and, count, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { AssetSummaryCardValue, AssetStatusId, VerificationStateValue } from "@fieldstead/domain";
import type { Db } from "../../db/client.ts";
import {
  assetCategories,
  assetDashboardCustomisations,
  assets,
  employees,
  locations,
  parts,
  vendors,
} from "../../db/schema/index.ts";

const creator = alias(employees, "creator");
const updater = alias(employees, "updater");

/** One asset with its part, category, vendor, place and the people who created and last changed it. */
export const readAssetDetail = async (db: Db, orgId: number, id: number) =>
  (
    await db
      .select({
        asset: assets,
        part: {
          id: parts.id,
          partNumber: parts.partNumber,
          partName: parts.partName,
          serialized: parts.serialized,
          isActive: parts.isActive,
        },
        categoryCode: assetCategories.code,
        vendorName: vendors.name,
        location: {
          id: locations.id,
          name: locations.name,
          code: locations.code,
          isWarehouse: locations.isWarehouse,
          parentId: locations.parentId,
        },
        creatorFirst: creator.firstName,
        creatorLast: creator.lastName,
        updaterFirst: updater.firstName,
        updaterLast: updater.lastName,
      })
      .from(assets)
      .leftJoin(parts, eq(parts.id, assets.partId))
      .leftJoin(assetCategories, eq(assetCategories.id, assets.categoryId))
      .leftJoin(vendors, eq(vendors.id, assets.vendorId))
      .leftJoin(locations, eq(locations.id, assets.locationId))
      .leftJoin(creator, eq(creator.id, assets.createdById))
      .leftJoin(updater, eq(updater.id, assets.updatedById))
      .where(and(eq(assets.orgId, orgId), eq(assets.id, id)))
  )[0];

/** The places above a location, site first (the location itself left out). */
export const readLocationPath = async (
  db: Db,
  orgId: number,
  parentId: number | null,
): Promise<{ Id: number; Name: string }[]> => {
  if (parentId === null) return [];
  const result = await db.execute(sql`
    with recursive chain(id, name, parent_id, depth) as (
      select id, name, parent_id, 0 from ${locations} where id = ${parentId} and org_id = ${orgId}
      union all
      select l.id, l.name, l.parent_id, c.depth + 1
      from ${locations} l join chain c on l.id = c.parent_id
      where l.org_id = ${orgId} and c.depth < 10
    )
    select id, name from chain order by depth desc`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    id: number;
    name: string;
  }[];
  return rows.map((r) => ({ Id: Number(r.id), Name: r.name }));
};

/** Assets counted by status, verification state and kind, in one pass over the organisation's assets. */
export const readAssetCounts = (db: Db, orgId: number) =>
  db
    .select({
      statusId: assets.statusId,
      verificationState: assets.verificationState,
      serialized: assets.serialized,
      n: count(),
      units: sql<number>`coalesce(sum(${assets.quantity}), 0)`.mapWith(Number),
    })
    .from(assets)
    .where(eq(assets.orgId, orgId))
    .groupBy(assets.statusId, assets.verificationState, assets.serialized) as Promise<
    {
      statusId: AssetStatusId;
      verificationState: VerificationStateValue;
      serialized: boolean;
      n: number;
      units: number;
    }[]
  >;

export const readCustomisation = async (db: Db, orgId: number, employeeId: number) =>
  (
    await db
      .select({ cards: assetDashboardCustomisations.cards })
      .from(assetDashboardCustomisations)
      .where(
        and(
          eq(assetDashboardCustomisations.orgId, orgId),
          eq(assetDashboardCustomisations.employeeId, employeeId),
        ),
      )
  )[0]?.cards as AssetSummaryCardValue[] | undefined;

export const writeCustomisation = (
  db: Db,
  orgId: number,
  employeeId: number,
  cards: AssetSummaryCardValue[],
  at: Date,
) =>
  db
    .insert(assetDashboardCustomisations)
    .values({ orgId, employeeId, cards, updatedAt: at })
    .onConflictDoUpdate({ target: assetDashboardCustomisations.employeeId, set: { cards, updatedAt: at } });
