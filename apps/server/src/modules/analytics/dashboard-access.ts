import {
  AuditEntityType,
  BUILT_IN_DASHBOARDS,
  BuiltInDashboard,
  ModuleId,
  type AuditEntityTypeValue,
  type BuiltInDashboardId,
  type DashboardListItem,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { PermissionsService } from "../permissions/permissions.service.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";

/**
 * The top-level modules that open each built-in dashboard: the role must hold one of them (as the home page's
 * figures do, modules/dashboard/dashboard.service.ts).
 */
export const DASHBOARD_MODULES: Readonly<Record<BuiltInDashboardId, readonly number[]>> = {
  [BuiltInDashboard.WorkOrders]: [ModuleId.TaskOperations, ModuleId.WorkOrders],
  [BuiltInDashboard.Assets]: [ModuleId.FixedAssets],
  [BuiltInDashboard.LeasesBilling]: [ModuleId.Leases],
  [BuiltInDashboard.Projects]: [ModuleId.Projects],
  [BuiltInDashboard.Locations]: [ModuleId.Locations],
  [BuiltInDashboard.Activity]: [ModuleId.Notifications],
};

/** The built-in dashboards the session's role may see, in their listed order. */
export const visibleDashboards = async (
  ctx: Pick<AppContext, "permissions">,
  session: Pick<ActiveSession, "orgId" | "roleId">,
): Promise<DashboardListItem[]> => {
  const rights = await ctx.permissions.roleRights(session.orgId, session.roleId);
  const holds = (ids: readonly number[]) =>
    ids.some((id) => PermissionsService.findGrant(rights, id, 0) !== undefined);
  return BUILT_IN_DASHBOARDS.filter((d) => holds(DASHBOARD_MODULES[d.DashboardId])).map((d) => ({ ...d }));
};

const WORK = [
  [ModuleId.TaskOperations, 0],
  [ModuleId.WorkOrders, 0],
] as const;
const ASSETS = [[ModuleId.FixedAssets, 0]] as const;
const PLACES = [[ModuleId.Locations, 0]] as const;
const BILLING = [[ModuleId.Billing, 0]] as const;

/** The modules (id, parent) whose records of each type a role may read in the activity drill-downs. */
const RECORD_TYPE_MODULES: Readonly<Record<AuditEntityTypeValue, readonly (readonly [number, number])[]>> = {
  [AuditEntityType.Location]: PLACES,
  [AuditEntityType.LocationLink]: PLACES,
  [AuditEntityType.Asset]: ASSETS,
  [AuditEntityType.AssetCategory]: ASSETS,
  [AuditEntityType.Part]: ASSETS,
  [AuditEntityType.Manufacturer]: ASSETS,
  [AuditEntityType.Vendor]: ASSETS,
  [AuditEntityType.MoveRequest]: ASSETS,
  [AuditEntityType.MaterialRequest]: ASSETS,
  [AuditEntityType.Task]: WORK,
  [AuditEntityType.Ticket]: WORK,
  [AuditEntityType.Project]: [[ModuleId.Projects, 0]],
  [AuditEntityType.Lease]: [[ModuleId.Leases, 0]],
  [AuditEntityType.BillingClient]: BILLING,
  [AuditEntityType.ChargeCode]: BILLING,
  [AuditEntityType.BillingRule]: BILLING,
  [AuditEntityType.InvoiceBatch]: BILLING,
  [AuditEntityType.MatchBatch]: BILLING,
  [AuditEntityType.PaymentRun]: BILLING,
  [AuditEntityType.Employee]: [[ModuleId.UserAdministration, ModuleId.Admin]],
  [AuditEntityType.CarouselList]: [[ModuleId.DashboardCarousel, ModuleId.Dashboard]],
};

/** The record types whose history the session's role may read (the modules that show those records). */
export const visibleRecordTypes = async (
  ctx: Pick<AppContext, "permissions">,
  session: Pick<ActiveSession, "orgId" | "roleId">,
): Promise<AuditEntityTypeValue[]> => {
  const rights = await ctx.permissions.roleRights(session.orgId, session.roleId);
  return (Object.keys(RECORD_TYPE_MODULES) as AuditEntityTypeValue[]).filter((type) =>
    RECORD_TYPE_MODULES[type].some(
      ([id, parent]) => PermissionsService.findGrant(rights, id, parent) !== undefined,
    ),
  );
};
