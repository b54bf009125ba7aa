import { sql, type SQL } from "drizzle-orm";
import {
  LOCATION_LEVEL_LABELS,
  LocationLevel,
  LocationStatus,
  type LocationLevelId,
} from "@fieldstead/domain";
import { assetList } from "./dashboard-assets-drill.ts";
import { assetsInScope } from "../widgets/dashboard-assets.repository.ts";
import { listLocationsWhere } from "./dashboard-drill-locations.repository.ts";
import { atSite, memberKey, oneOf, taskDrill, unknownWidget, type DrillRequest } from "./dashboard-drill.ts";
import { LEVEL_FIGURES } from "../widgets/dashboard-locations.ts";
import { locationsInScope, openWorkInScope } from "../widgets/dashboard-locations.repository.ts";
import type { DashboardScope } from "../dashboard-scope.ts";

const locationList = (title: string, where: SQL): DrillRequest => ({
  list: async (db) => {
    const page = await listLocationsWhere(db, where);
    return {
      Title: title,
      Columns: ["Code", "Name", "Level", "Parent", "City", "Status", "Added"],
      TotalCount: page.total,
      Rows: page.rows.map((r) => ({ Id: r.id, Cells: r.cells, Url: `/locationModules/${r.id}` })),
    };
  },
});

const byLevel = (scope: DashboardScope, level: LocationLevelId, title: string) =>
  locationList(title, sql`${locationsInScope(scope)} and level_id = ${level}`);

/** The locations, assets or work orders behind a figure or a bar of the Locations dashboard. */
export const locationDrill = (scope: DashboardScope, widgetKey: string, drillKey: string): DrillRequest => {
  const figure = LEVEL_FIGURES.find((f) => f.key === widgetKey);
  if (figure) {
    oneOf(drillKey, [String(figure.level)]);
    return byLevel(scope, figure.level, figure.title);
  }
  switch (widgetKey) {
    case "by-level": {
      const level = memberKey(drillKey, Object.values(LocationLevel)) as LocationLevelId;
      return byLevel(scope, level, `Locations: ${LOCATION_LEVEL_LABELS[level]}`);
    }
    case "by-status": {
      const status = oneOf(drillKey, Object.values(LocationStatus));
      return locationList(`Locations: ${status}`, sql`${locationsInScope(scope)} and status = ${status}`);
    }
    case "assets-per-site":
      return atSite(scope, drillKey, (name, under) =>
        assetList(`Assets at ${name}`, sql`${assetsInScope(scope)} and ${under}`),
      );
    case "open-work-per-site":
      return atSite(scope, drillKey, (name, under) =>
        taskDrill(`Open work orders at ${name}`, sql`${openWorkInScope(scope)} and ${under}`),
      );
    default:
      throw unknownWidget(widgetKey);
  }
};
