import { sql, type SQL } from "drizzle-orm";
import { LOCATION_LEVEL_LABELS, type LocationLevelId } from "@fieldstead/domain";
import type { Db } from "../../../db/client.ts";
import { displayDate, drillPage, type DrillPage } from "./dashboard-drill.repository.ts";

export type LocationDrillRow = { id: number; cells: string[] };

/** Locations matching `where` (over the locations table's own columns), newest first. */
export const listLocationsWhere = async (db: Db, where: SQL): Promise<DrillPage<LocationDrillRow>> => {
  const page = await drillPage<{
    id: number;
    code: string;
    name: string;
    level_id: number;
    parent: string;
    city: string | null;
    status: string;
    added: string;
  }>(
    db,
    sql`locations`,
    where,
    sql`id, code, name, level_id, city, status,
        coalesce((select p.name from locations p where p.id = locations.parent_id), '') as parent,
        ${displayDate(sql`created_at`)} as added`,
    sql`created_at desc, id desc`,
  );
  return {
    total: page.total,
    rows: page.rows.map((r) => ({
      id: Number(r.id),
      cells: [
        r.code,
        r.name,
        LOCATION_LEVEL_LABELS[r.level_id as LocationLevelId] ?? "",
        r.parent,
        r.city ?? "",
        r.status,
        r.added,
      ],
    })),
  };
};
