import { AccessRightType, ModuleId, type AccessRightTypeId } from "@fieldstead/domain";
import { MODULE_CATALOGUE, type CatalogueModule } from "./module-catalogue.ts";

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

/** Field Technician: tasks and work orders; locations read-only; no billing, no administration. */
export const FIELD_TECHNICIAN: RoleTemplate = {
  name: "Field Technician",
  grants: (m) => {
    if (is(m, M.Dashboard) || is(m, M.Locations) || is(m, M.LocationAssets, M.Locations)) return RO;
    if (is(m, M.TaskOperations) || is(m, M.WorkOrders) || is(m, M.Notifications)) return RW;
    if (under(m, M.TaskOperations))
      return m.moduleId === M.TaskDelete || m.moduleId === M.TaskBulkCreate ? null : RW;
    if (is(m, M.Documents)) return RO;
    return null;
  },
};

/** Lease Manager: leases with every tab, billing, documents; locations read-only. */
export const LEASE_MANAGER: RoleTemplate = {
  name: "Lease Manager",
  grants: (m) => {
    if (is(m, M.Dashboard) || is(m, M.Locations) || is(m, M.LocationAssets, M.Locations)) return RO;
    if (is(m, M.Leases) || under(m, M.Leases)) return RW;
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
    if (is(m, M.Locations) || is(m, M.LocationAssets, M.Locations)) return RO;
    if (is(m, M.FixedAssets) || is(m, M.AssetView, M.FixedAssets) || is(m, M.AssetHistory, M.FixedAssets))
      return RO;
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
