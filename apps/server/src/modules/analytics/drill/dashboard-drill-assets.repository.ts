import { sql, type SQL } from "drizzle-orm";
import { MOVE_REQUEST_STATUS_LABELS, type MoveRequestStatusId } from "@fieldstead/domain";
import type { Db } from "../../../db/client.ts";
import { displayDate, drillPage, type DrillPage } from "./dashboard-drill.repository.ts";
import { ASSET_STATUS_NAMES, VERIFICATION_NAMES } from "../dashboard-labels.ts";

export type AssetDrillRow = {
  id: number;
  tag: string;
  name: string;
  category: string;
  status: string;
  verification: string;
  location: string;
  added: string;
};

/** Assets matching `where` (over the assets table's own columns), newest first. */
export const listAssetsWhere = async (db: Db, where: SQL): Promise<DrillPage<AssetDrillRow>> => {
  const page = await drillPage<Omit<AssetDrillRow, "status"> & { status_id: number }>(
    db,
    sql`assets`,
    where,
    sql`id, asset_tag as tag, name, category, status_id, verification_state as verification,
        coalesce((select name from locations l where l.id = location_id), '') as location,
        ${displayDate(sql`created_at`)} as added`,
    sql`created_at desc, id desc`,
  );
  return {
    total: page.total,
    rows: page.rows.map(({ status_id, ...r }) => ({
      ...r,
      id: Number(r.id),
      status: ASSET_STATUS_NAMES[status_id as keyof typeof ASSET_STATUS_NAMES] ?? String(status_id),
      verification: VERIFICATION_NAMES[r.verification as keyof typeof VERIFICATION_NAMES] ?? r.verification,
    })),
  };
};

export type MoveDrillRow = {
  id: number;
  number: string;
  status: string;
  from: string;
  to: string;
  requestedBy: string;
  requested: string;
};

/** Move requests matching `where` (over the move_requests table's own columns), newest first. */
export const listMoveRequestsWhere = async (db: Db, where: SQL): Promise<DrillPage<MoveDrillRow>> => {
  const page = await drillPage<Omit<MoveDrillRow, "status"> & { status_id: number }>(
    db,
    sql`move_requests`,
    where,
    sql`id, request_number as number, status_id,
        coalesce((select name from locations l where l.id = from_location_id), '') as "from",
        coalesce((select name from locations l where l.id = to_location_id), '') as "to",
        coalesce((select first_name || ' ' || last_name from employees e where e.id = requested_by_id), '')
          as "requestedBy",
        ${displayDate(sql`requested_at`)} as requested`,
    sql`requested_at desc, id desc`,
  );
  return {
    total: page.total,
    rows: page.rows.map(({ status_id, ...r }) => ({
      ...r,
      id: Number(r.id),
      status: MOVE_REQUEST_STATUS_LABELS[status_id as MoveRequestStatusId] ?? String(status_id),
    })),
  };
};
