import type { DashboardDrillDownReply } from "@fieldstead/domain";
import type { Db } from "../../../db/client.ts";
import { invalidField } from "../../../lib/errors.ts";
import { sql, type SQL } from "drizzle-orm";
import { listTasksWhere } from "./dashboard-drill.repository.ts";
import { findLocationSubtree } from "../dashboard-scope.repository.ts";
import type { DashboardScope } from "../dashboard-scope.ts";
import { atLocation } from "../dashboard-sql.repository.ts";

/** The records behind one figure, bar or slice: how to list them (with the dialog's title). */
export type DrillRequest = { list: (db: Db) => Promise<DashboardDrillDownReply> };

export const unknownWidget = (widgetKey: string) =>
  invalidField("WidgetKey", `This dashboard has no widget whose records can be listed under '${widgetKey}'.`);

export const unknownDrillKey = (drillKey: string) =>
  invalidField("DrillKey", `No records go with the DrillKey '${drillKey}'.`);

/** A drill key that must be one of the given ones. */
export const oneOf = <T extends string>(drillKey: string, allowed: readonly T[]): T => {
  if (!(allowed as readonly string[]).includes(drillKey)) throw unknownDrillKey(drillKey);
  return drillKey as T;
};

/** A drill key that must be a positive whole number (an id), or one of a few words. */
export const idKey = (drillKey: string): number => {
  if (!/^[1-9]\d{0,9}$/.test(drillKey) || Number(drillKey) > 2_147_483_647) throw unknownDrillKey(drillKey);
  return Number(drillKey);
};

/** A drill key that must be a whole number among the given ones (a status, a type). */
export const memberKey = (drillKey: string, allowed: readonly number[]): number => {
  if (!/^-?\d{1,4}$/.test(drillKey) || !allowed.includes(Number(drillKey))) throw unknownDrillKey(drillKey);
  return Number(drillKey);
};

/** A drill key that must be one of the series' months or days. */
export const periodKey = (drillKey: string, periods: readonly string[]): string => {
  if (!periods.includes(drillKey)) throw unknownDrillKey(drillKey);
  return drillKey;
};

const TASK_COLUMNS = ["Work Order", "Summary", "Status", "Type", "Assignee", "Location", "Created", "Due"];

/** A drill-down of work orders: each row opens the work order's page. */
export const taskDrill = (title: string, where: SQL): DrillRequest => ({
  list: async (db) => {
    const page = await listTasksWhere(db, where);
    return {
      Title: title,
      Columns: TASK_COLUMNS,
      TotalCount: page.total,
      Rows: page.rows.map((r) => ({
        Id: r.id,
        Cells: [r.number, r.summary, r.status, r.type, r.assignee, r.location, r.created, r.due],
        Url: `/TaskOperations/details/${r.id}`,
      })),
    };
  },
});

/**
 * What sits at one site of a per-site chart (the drill key is the site's id): `list` gets the site's name and
 * the condition 'location_id is a place of the site'. A site the organisation does not have is a 400.
 */
export const atSite = (
  scope: DashboardScope,
  drillKey: string,
  list: (siteName: string, under: SQL) => DrillRequest,
): DrillRequest => {
  const siteId = idKey(drillKey);
  return {
    list: async (db) => {
      const site = await findLocationSubtree(db, scope.orgId, siteId);
      if (!site) throw unknownDrillKey(drillKey);
      return list(site.name, atLocation(sql`location_id`, { locationIds: site.ids })).list(db);
    },
  };
};
