import {
  ModuleId,
  taskStatusLabel,
  VerificationState,
  type DashboardSummary,
  type VerificationStateValue,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { PermissionsService } from "../permissions/permissions.service.ts";
import { findOrganisation } from "../employees/employees.service.ts";
import {
  assetsByVerification,
  leaseFigures,
  locationFigures,
  openWorkOrdersByStatus,
  overdueWorkOrders,
} from "./dashboard.repository.ts";

const none = Promise.resolve(null);

/** The dashboard's figures; a section is computed only when the role holds its module. */
export const dashboardSummary = async (
  ctx: AppContext,
  session: ActiveSession,
): Promise<DashboardSummary> => {
  const { db } = ctx;
  const { orgId } = session;
  const now = ctx.now();
  const rights = await ctx.permissions.roleRights(orgId, session.roleId);
  const holds = (...ids: number[]) =>
    ids.some((id) => PermissionsService.findGrant(rights, id, 0) !== undefined);

  const [org, workOrders, assetCounts, leaseCounts, locationCounts] = await Promise.all([
    findOrganisation(db, orgId),
    holds(ModuleId.TaskOperations, ModuleId.WorkOrders)
      ? Promise.all([openWorkOrdersByStatus(db, orgId), overdueWorkOrders(db, orgId, now)])
      : none,
    holds(ModuleId.FixedAssets) ? assetsByVerification(db, orgId) : none,
    holds(ModuleId.Leases) ? leaseFigures(db, orgId, now) : none,
    holds(ModuleId.Locations) ? locationFigures(db, orgId) : none,
  ]);

  return {
    OrgName: org?.name ?? "",
    GeneratedAt: now.toISOString(),
    WorkOrders: workOrders && {
      Open: workOrders[0].reduce((sum, r) => sum + r.count, 0),
      Overdue: workOrders[1],
      ByStatus: workOrders[0]
        .map((r) => ({ StatusId: r.statusId, StatusName: taskStatusLabel(r.statusId), Count: r.count }))
        .sort((a, b) => b.Count - a.Count || a.StatusId - b.StatusId),
    },
    Assets: assetCounts && {
      Total: assetCounts.reduce((sum, r) => sum + r.count, 0),
      ByVerification: (Object.values(VerificationState) as VerificationStateValue[]).map((state) => ({
        State: state,
        Count: assetCounts.find((r) => r.state === state)?.count ?? 0,
      })),
    },
    Leases: leaseCounts && {
      Active: leaseCounts.active,
      Total: leaseCounts.total,
      BillingDue: leaseCounts.billingDue,
      ExpiringWithin90Days: leaseCounts.expiring,
    },
    Locations: locationCounts && { Sites: locationCounts.sites, Total: locationCounts.total },
  };
};
