import {
  AssetStatus,
  DashboardWidgetKind,
  MOVE_REQUEST_STATUS_LABELS,
  MoveRequestStatus,
  VerificationState,
  type DashboardWidget,
} from "@fieldstead/domain";
import type { Db } from "../../../db/client.ts";
import {
  assetBreakdowns,
  assetsPerSite,
  moveRequestsAwaiting,
  moveRequestsByStatus,
  warehouseStock,
} from "./dashboard-assets.repository.ts";
import { ASSET_STATUS_NAMES, VERIFICATION_NAMES } from "../dashboard-labels.ts";
import { NOTE, rangeNote } from "../dashboard-notes.ts";
import type { DashboardScope } from "../dashboard-scope.ts";
import type { KeyCount } from "../dashboard-sql.repository.ts";
import { chartWidget, countOf, figureWidget, tableWidget, type ChartPoint } from "../dashboard-widgets.ts";

/** How many categories the chart names; the rest are summed under 'Other'. */
export const TOP_CATEGORIES = 12;
export const OTHER_CATEGORIES = "~other";

/** The busiest categories by name, and everything else as 'Other' (drill key OTHER_CATEGORIES). */
export const categoryPoints = (rows: readonly KeyCount[]): ChartPoint[] => {
  const sorted = [...rows].sort((a, b) => b.n - a.n || String(a.key).localeCompare(String(b.key)));
  const named = sorted.slice(0, TOP_CATEGORIES);
  const other = sorted.slice(TOP_CATEGORIES).reduce((sum, r) => sum + r.n, 0);
  return [
    ...named.map((r) => ({ label: String(r.key), values: [r.n], drillKey: String(r.key) })),
    ...(other > 0 ? [{ label: "Other", values: [other], drillKey: OTHER_CATEGORIES }] : []),
  ];
};

/** Dashboard 1424: assets by category, status, verification and site; warehouse stock; move requests. */
export const assetWidgets = async (db: Db, scope: DashboardScope): Promise<DashboardWidget[]> => {
  const [breakdowns, perSite, stock, moves, awaiting] = await Promise.all([
    assetBreakdowns(db, scope),
    assetsPerSite(db, scope),
    warehouseStock(db, scope),
    moveRequestsByStatus(db, scope),
    moveRequestsAwaiting(db, scope),
  ]);
  const total = breakdowns.status.reduce((sum, r) => sum + r.n, 0);
  return [
    figureWidget({
      Key: "total",
      Title: "Total Assets",
      Width: 4,
      Note: NOTE.now,
      Value: total,
      Caption: "Fixed assets and consumables on record",
      DrillKey: "all",
    }),
    figureWidget({
      Key: "warehouse-units",
      Title: "Units in Warehouses",
      Width: 4,
      Note: NOTE.now,
      Value: stock.reduce((sum, w) => sum + w.units, 0),
      Caption: `In ${stock.length.toLocaleString("en-US")} ${stock.length === 1 ? "warehouse" : "warehouses"}`,
    }),
    figureWidget({
      Key: "moves-awaiting",
      Title: "Moves Awaiting Approval",
      Width: 4,
      Note: NOTE.now,
      Value: awaiting,
      Caption: "Move requests not yet decided",
      DrillKey: "awaiting",
    }),
    chartWidget({
      Key: "by-category",
      Title: "Assets by Category",
      Kind: DashboardWidgetKind.Bar,
      Width: 8,
      Note: NOTE.now,
      SeriesNames: ["Assets"],
      Points: categoryPoints(breakdowns.category),
    }),
    chartWidget({
      Key: "by-status",
      Title: "Assets by Status",
      Kind: DashboardWidgetKind.Pie,
      Width: 4,
      Note: NOTE.now,
      SeriesNames: ["Assets"],
      Points: Object.values(AssetStatus)
        .map((s) => ({
          label: ASSET_STATUS_NAMES[s],
          values: [countOf(breakdowns.status, String(s))],
          drillKey: String(s),
        }))
        .filter((p) => p.values[0]! > 0),
    }),
    chartWidget({
      Key: "by-verification",
      Title: "Assets by Verification State",
      Kind: DashboardWidgetKind.Pie,
      Width: 4,
      Note: NOTE.now,
      SeriesNames: ["Assets"],
      Points: Object.values(VerificationState)
        .map((v) => ({
          label: VERIFICATION_NAMES[v],
          values: [countOf(breakdowns.verification, v)],
          drillKey: v,
        }))
        .filter((p) => p.values[0]! > 0),
    }),
    chartWidget({
      Key: "by-site",
      Title: "Assets by Site",
      Kind: DashboardWidgetKind.Bar,
      Width: 8,
      Note: NOTE.now,
      SeriesNames: ["Assets"],
      Points: perSite.map((s) => ({ label: s.name, values: [s.n], drillKey: String(s.siteId) })),
    }),
    tableWidget({
      Key: "warehouse-stock",
      Title: "Warehouse Stock",
      Width: 6,
      Note: NOTE.now,
      Columns: ["Warehouse", "Parts", "Units", "Serialized"],
      Rows: stock.map((w) => [w.name, w.parts, w.units, w.serialized]),
    }),
    chartWidget({
      Key: "moves-by-status",
      Title: "Move Requests by Status",
      Kind: DashboardWidgetKind.Bar,
      Width: 6,
      Note: rangeNote(scope, "Requested"),
      SeriesNames: ["Move requests"],
      Points: Object.values(MoveRequestStatus).map((s) => ({
        label: MOVE_REQUEST_STATUS_LABELS[s],
        values: [countOf(moves, String(s))],
        drillKey: String(s),
      })),
    }),
  ];
};
