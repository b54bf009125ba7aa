import { sql, type SQL } from "drizzle-orm";
import { AssetStatus, MoveRequestStatus, VerificationState } from "@fieldstead/domain";
import type { Db } from "../../../db/client.ts";
import {
  assetBreakdowns,
  assetsInScope,
  moveRequestsInScope,
} from "../widgets/dashboard-assets.repository.ts";
import { categoryPoints, OTHER_CATEGORIES } from "../widgets/dashboard-assets.ts";
import { listAssetsWhere, listMoveRequestsWhere } from "./dashboard-drill-assets.repository.ts";
import {
  atSite,
  memberKey,
  oneOf,
  unknownDrillKey,
  unknownWidget,
  type DrillRequest,
} from "./dashboard-drill.ts";
import { ASSET_STATUS_NAMES, VERIFICATION_NAMES } from "../dashboard-labels.ts";
import { atLocation } from "../dashboard-sql.repository.ts";
import type { DashboardScope } from "../dashboard-scope.ts";

const ASSET_COLUMNS = ["Asset Tag", "Name", "Category", "Status", "Verification", "Location", "Added"];
const MOVE_COLUMNS = ["Request", "Status", "From", "To", "Requested By", "Requested"];

export const assetList = (title: string, where: SQL): DrillRequest => ({
  list: async (db) => {
    const page = await listAssetsWhere(db, where);
    return {
      Title: title,
      Columns: ASSET_COLUMNS,
      TotalCount: page.total,
      Rows: page.rows.map((r) => ({
        Id: r.id,
        Cells: [r.tag, r.name, r.category, r.status, r.verification, r.location, r.added],
        Url: `/fixedAssetManagement/asset-detailing/${r.id}`,
      })),
    };
  },
});

const moveList = (title: string, where: SQL): DrillRequest => ({
  list: async (db) => {
    const page = await listMoveRequestsWhere(db, where);
    return {
      Title: title,
      Columns: MOVE_COLUMNS,
      TotalCount: page.total,
      Rows: page.rows.map((r) => ({
        Id: r.id,
        Cells: [r.number, r.status, r.from, r.to, r.requestedBy, r.requested],
        Url: `/fixedAssetManagement/MoveAssetRequest/Details/${r.id}`,
      })),
    };
  },
});

/** The categories the chart names on its own: 'Other' is every category but those. */
const otherCategories = async (db: Db, scope: DashboardScope): Promise<SQL> => {
  const named = categoryPoints((await assetBreakdowns(db, scope)).category)
    .filter((p) => p.drillKey !== OTHER_CATEGORIES)
    .map((p) => p.label);
  return named.length === 0
    ? assetsInScope(scope)
    : sql`${assetsInScope(scope)} and category not in (${sql.join(
        named.map((n) => sql`${n}`),
        sql`, `,
      )})`;
};

/** The assets or move requests behind a figure or a bar of the Asset Inventory dashboard. */
export const assetInventoryDrill = (
  scope: DashboardScope,
  widgetKey: string,
  drillKey: string,
): DrillRequest => {
  const inScope = assetsInScope(scope);
  switch (widgetKey) {
    case "total":
      oneOf(drillKey, ["all"]);
      return assetList("Assets", inScope);
    case "by-category":
      if (drillKey === OTHER_CATEGORIES)
        return {
          list: async (db) =>
            assetList("Assets: Other categories", await otherCategories(db, scope)).list(db),
        };
      if (drillKey.trim() === "") throw unknownDrillKey(drillKey);
      return assetList(`Assets: ${drillKey}`, sql`${inScope} and category = ${drillKey}`);
    case "by-status": {
      const status = memberKey(drillKey, Object.values(AssetStatus));
      return assetList(
        `Assets: ${ASSET_STATUS_NAMES[status as keyof typeof ASSET_STATUS_NAMES]}`,
        sql`${inScope} and status_id = ${status}`,
      );
    }
    case "by-verification": {
      const state = oneOf(drillKey, Object.values(VerificationState));
      return assetList(
        `Assets: ${VERIFICATION_NAMES[state]}`,
        sql`${inScope} and verification_state = ${state}`,
      );
    }
    case "by-site":
      return atSite(scope, drillKey, (name, under) =>
        assetList(`Assets at ${name}`, sql`${inScope} and ${under}`),
      );
    case "moves-awaiting":
      oneOf(drillKey, ["awaiting"]);
      return moveList(
        "Move requests awaiting approval",
        sql`org_id = ${scope.orgId} and status_id = ${MoveRequestStatus.AwaitingApproval}
            and (${atLocation(sql`from_location_id`, scope)} or ${atLocation(sql`to_location_id`, scope)})`,
      );
    case "moves-by-status": {
      const status = memberKey(drillKey, Object.values(MoveRequestStatus));
      return moveList("Move requests", sql`${moveRequestsInScope(scope)} and status_id = ${status}`);
    }
    default:
      throw unknownWidget(widgetKey);
  }
};
