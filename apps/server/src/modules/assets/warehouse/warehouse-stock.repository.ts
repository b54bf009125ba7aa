import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../../db/client.ts";
import { assets, locations, warehouseStock } from "../../../db/schema/index.ts";

/**
 * Recounts the stock of warehouses from the assets standing at them: serialized assets count one each,
 * consumables their quantity. Called in the transaction of every change to an asset's place, part, quantity or
 * existence, with the locations it touched (before and after); locations that are not warehouses are skipped.
 * Without `locationIds`, every warehouse of the organisation is recounted.
 */
export const refreshWarehouseStock = async (
  db: Db | Tx,
  orgId: number,
  locationIds?: readonly (number | null | undefined)[],
): Promise<void> => {
  const ids = locationIds
    ? [...new Set(locationIds.filter((id): id is number => typeof id === "number"))]
    : undefined;
  if (ids && ids.length === 0) return;
  const scope = ids ? inArray(warehouseStock.locationId, ids) : undefined;
  await db.delete(warehouseStock).where(and(eq(warehouseStock.orgId, orgId), scope));
  const atWarehouse = and(
    eq(assets.orgId, orgId),
    eq(locations.isWarehouse, true),
    sql`${assets.partId} is not null`,
    ids ? inArray(assets.locationId, ids) : undefined,
  );
  await db.execute(sql`
    insert into warehouse_stock (org_id, location_id, part_id, quantity, serialized_count)
    select ${assets.orgId}, ${assets.locationId}, ${assets.partId}, sum(${assets.quantity})::int,
      (count(*) filter (where ${assets.serialized}))::int
    from ${assets} inner join ${locations} on ${locations.id} = ${assets.locationId}
    where ${atWarehouse}
    group by ${assets.orgId}, ${assets.locationId}, ${assets.partId}`);
};
