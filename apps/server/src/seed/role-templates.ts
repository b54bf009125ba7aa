import { AccessRightType, ModuleId, type AccessRightTypeId } from "@fieldstead/domain";
import { MODULE_CATALOGUE, type CatalogueModule } from "./module-catalogue.ts";
import { BILLING_REVIEW_OPERATIONS } from "./module-operations.ts";

/** A grant: which modules a role gets, at which level. Children of a granted parent are listed explicitly. */
export type RoleTemplate = {
  name: string;
  grants: (module: CatalogueModule) => AccessRightTypeId | null;
};

const M = ModuleId;
const RO = AccessRightType.ReadOnly;
const RW = AccessRightType.ReadWrite;

const under = (module: CatalogueModule, parent: number) => module.parentId === parent;
const is = (module: CatalogueModule, moduleId: number, parentId = 0) =>
  module.moduleId === moduleId && module.parentId === parentId;

/** Administrator: everything, read-write. */
export const ADMINISTRATOR: RoleTemplate = { name: "Administrator", grants: () => RW };

/** A location's screens and tabs (not its operations), read-only. */
const locationScreens = (m: CatalogueModule) =>
  is(m, M.Locations) || (under(m, M.Locations) && m.accessRightTypeId === AccessRightType.ReadOnly);

/** Seeing the fixed assets, their history and their pictures and documents, without changing them. */
const assetViewing = (m: CatalogueModule) =>
  is(m, M.FixedAssets) ||
  is(m, M.AssetView, M.FixedAssets) ||
  is(m, M.AssetHistory, M.FixedAssets) ||
  is(m, M.AssetGallery, M.FixedAssets);

/** A location's gallery, read-only: every role that sees locations sees their pictures. */
const locationGallery = (m: CatalogueModule) => is(m, M.LocationGallery, M.Locations);

const TECHNICIAN_ASSET_OPERATIONS = new Set<number>([
  M.MoveRequests,
  M.MaterialRequestCreate,
  M.MaterialRequestDetails,
  M.WarehouseScan,
]);

/** Task operations a technician does not get: deleting, bulk work, reviewing, and the supervisor's steps. */
const SUPERVISOR_TASK_OPERATIONS = new Set<number>([
  M.TaskDelete,
  M.TaskBulkCreate,
  M.TaskReviewer1,
  M.TaskReviewer2,
  M.TaskReviewer3,
  M.TaskReopen,
  M.TaskEditCompleted,
  M.TaskMarkIncomplete,
  M.TaskLock,
  M.TaskArchive,
  M.TaskSchedule,
  M.TaskUnassign,
]);

/**
 * Field Technician: tasks and work orders; locations read-only; fixed assets read-only, with move requests
 * (asking and carrying out, not approving), material requests and warehouse scans; no billing, no
 * administration.
 */
export const FIELD_TECHNICIAN: RoleTemplate = {
  name: "Field Technician",
  grants: (m) => {
    if (is(m, M.Dashboard) || locationScreens(m)) return RO;
    // Technicians take the pictures: they add them to assets and locations.
    if (is(m, M.AssetGallery, M.FixedAssets) || locationGallery(m)) return RW;
    if (assetViewing(m) || is(m, M.Warehouse, M.FixedAssets)) return RO;
    if (under(m, M.FixedAssets) && TECHNICIAN_ASSET_OPERATIONS.has(m.moduleId)) return RW;
    if (is(m, M.TaskOperations) || is(m, M.WorkOrders) || is(m, M.Notifications)) return RW;
    if (under(m, M.TaskOperations)) return SUPERVISOR_TASK_OPERATIONS.has(m.moduleId) ? null : RW;
    // Technicians report tickets; turning them into work orders is the office's.
    if (is(m, M.TicketCreate, M.WorkOrders)) return RW;
    if (is(m, M.Documents)) return RO;
    return null;
  },
};

/**
 * Facility Manager: plans and supervises the work — tasks and work orders with every operation (reviewing at
 * the first two levels, not the third), tickets, projects, the schedule; locations and fixed assets read-only;
 * the document library; no billing, no administration.
 */
export const FACILITY_MANAGER: RoleTemplate = {
  name: "Facility Manager",
  grants: (m) => {
    if (is(m, M.Dashboard) || locationScreens(m) || assetViewing(m) || locationGallery(m)) return RO;
    if (is(m, M.Warehouse, M.FixedAssets)) return RO;
    if (is(m, M.TaskReviewer3, M.TaskOperations)) return null;
    if (is(m, M.TaskOperations) || under(m, M.TaskOperations)) return RW;
    if (is(m, M.WorkOrders) || under(m, M.WorkOrders)) return RW;
    if (is(m, M.Projects) || under(m, M.Projects)) return RW;
    if (is(m, M.Documents) || is(m, M.Notifications)) return RW;
    return null;
  },
};

/**
 * Lease Manager: leases with every tab, billing without approving or locking batches, documents; locations and
 * fixed assets read-only.
 */
export const LEASE_MANAGER: RoleTemplate = {
  name: "Lease Manager",
  grants: (m) => {
    if (is(m, M.Dashboard) || locationScreens(m) || assetViewing(m) || locationGallery(m)) return RO;
    if (is(m, M.Leases) || under(m, M.Leases)) return RW;
    // A lease manager prepares billing; approving and locking batches is someone else's.
    if (under(m, M.Billing) && BILLING_REVIEW_OPERATIONS.has(m.moduleId)) return null;
    if (is(m, M.Billing) || under(m, M.Billing)) return RW;
    if (is(m, M.Documents) || is(m, M.Notifications)) return RW;
    return null;
  },
};

/** Viewer: read-only dashboards (with the carousel and analytics), locations and assets. */
export const VIEWER: RoleTemplate = {
  name: "Viewer",
  grants: (m) => {
    if (is(m, M.Dashboard) || is(m, M.DashboardCarousel, M.Dashboard)) return RO;
    if (is(m, M.Analytics) || is(m, M.AiAnalytics, M.Analytics)) return RO;
    if (locationScreens(m) || locationGallery(m) || assetViewing(m)) return RO;
    if (is(m, M.Warehouse, M.FixedAssets)) return RO;
    if (is(m, M.Notifications)) return RW;
    return null;
  },
};

export type ResolvedGrant = { module: CatalogueModule; level: AccessRightTypeId };

/** The modules a template grants, and the union of their route patterns. */
export const resolveTemplate = (template: RoleTemplate): { grants: ResolvedGrant[]; routes: string[] } => {
  const grants: ResolvedGrant[] = [];
  const routes = new Set<string>();
  for (const module of MODULE_CATALOGUE) {
    const level = template.grants(module);
    if (level === null) continue;
    grants.push({ module, level });
    for (const route of module.routes) routes.add(route);
  }
  return { grants, routes: [...routes] };
};
