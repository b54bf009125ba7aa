import {
  DashboardWidgetKind,
  LOCATION_LEVEL_LABELS,
  LocationLevel,
  LocationStatus,
  type DashboardWidget,
} from "@fieldstead/domain";
import type { Db } from "../../../db/client.ts";
import { assetsPerSite } from "./dashboard-assets.repository.ts";
import { locationBreakdowns, openWorkPerSite } from "./dashboard-locations.repository.ts";
import { NOTE } from "../dashboard-notes.ts";
import type { DashboardScope } from "../dashboard-scope.ts";
import { chartWidget, countOf, figureWidget } from "../dashboard-widgets.ts";

/** The level figures: widget key, title and level. */
export const LEVEL_FIGURES = [
  { key: "sites", title: "Sites", level: LocationLevel.Site },
  { key: "buildings", title: "Buildings", level: LocationLevel.Building },
  { key: "floors", title: "Floors", level: LocationLevel.Floor },
  { key: "rooms", title: "Rooms", level: LocationLevel.Room },
] as const;

/** Dashboard 1457: the places by level and status, and the assets and open work at each site. */
export const locationWidgets = async (db: Db, scope: DashboardScope): Promise<DashboardWidget[]> => {
  const [breakdowns, assets, openWork] = await Promise.all([
    locationBreakdowns(db, scope),
    assetsPerSite(db, scope),
    openWorkPerSite(db, scope),
  ]);
  const levels = Object.values(LocationLevel);
  return [
    ...LEVEL_FIGURES.map((f) =>
      figureWidget({
        Key: f.key,
        Title: f.title,
        Width: 3,
        Note: NOTE.now,
        Value: countOf(breakdowns.level, String(f.level)),
        DrillKey: String(f.level),
      }),
    ),
    chartWidget({
      Key: "by-level",
      Title: "Locations by Level",
      Kind: DashboardWidgetKind.Pie,
      Width: 4,
      Note: NOTE.now,
      SeriesNames: ["Locations"],
      Points: levels
        .map((l) => ({
          label: LOCATION_LEVEL_LABELS[l],
          values: [countOf(breakdowns.level, String(l))],
          drillKey: String(l),
        }))
        .filter((p) => p.values[0]! > 0),
    }),
    chartWidget({
      Key: "assets-per-site",
      Title: "Assets per Site",
      Kind: DashboardWidgetKind.Bar,
      Width: 8,
      Note: NOTE.now,
      SeriesNames: ["Assets"],
      Points: assets.map((s) => ({ label: s.name, values: [s.n], drillKey: String(s.siteId) })),
    }),
    chartWidget({
      Key: "open-work-per-site",
      Title: "Open Work Orders per Site",
      Kind: DashboardWidgetKind.Bar,
      Width: 8,
      Note: NOTE.now,
      SeriesNames: ["Open work orders"],
      Points: openWork.map((s) => ({ label: s.name, values: [s.n], drillKey: String(s.siteId) })),
    }),
    chartWidget({
      Key: "by-status",
      Title: "Locations by Status",
      Kind: DashboardWidgetKind.Pie,
      Width: 4,
      Note: NOTE.now,
      SeriesNames: ["Locations"],
      Points: Object.values(LocationStatus)
        .map((s) => ({ label: s, values: [countOf(breakdowns.status, s)], drillKey: s }))
        .filter((p) => p.values[0]! > 0),
    }),
  ];
};
