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
