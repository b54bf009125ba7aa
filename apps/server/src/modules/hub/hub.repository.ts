import { and, eq } from "drizzle-orm";
import { AuditEntityType } from "@fieldstead/domain";
import type { Db } from "../../db/client.ts";
import {
  assets,
  locations,
  materialRequests,
  moveRequests,
  projects,
  tasks,
  tickets,
} from "../../db/schema/index.ts";

/** The records a user can watch for ChangeDetected, by their subject type. */
const WATCHABLE_TABLES = {
  [AuditEntityType.Task]: tasks,
  [AuditEntityType.Ticket]: tickets,
  [AuditEntityType.Asset]: assets,
  [AuditEntityType.MoveRequest]: moveRequests,
  [AuditEntityType.MaterialRequest]: materialRequests,
  [AuditEntityType.Location]: locations,
  [AuditEntityType.Project]: projects,
} as const;

export type WatchableType = keyof typeof WATCHABLE_TABLES;
export const WATCHABLE_TYPES = Object.keys(WATCHABLE_TABLES) as WatchableType[];

/** Whether the organisation has a record of this type with this id. */
export const isRecordOfOrganisation = async (
  db: Db,
  type: WatchableType,
  id: number,
  orgId: number,
): Promise<boolean> => {
  const table = WATCHABLE_TABLES[type];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.orgId, orgId)))
    .limit(1);
  return rows.length > 0;
};
