import { and, asc, eq, gte } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { employees, modules, roleModulePermissions, roles, routePermissions } from "../../db/schema/index.ts";

export type ModuleRow = {
  ref: number;
  moduleId: number;
  parentId: number;
  moduleName: string;
  alternateName: string | null;
  url: string;
  isNewTab: boolean;
  isExternalUrl: boolean;
  accessRightTypeId: number;
  sortOrder: number;
};

const moduleColumns = {
  ref: modules.id,
  moduleId: modules.moduleId,
  parentId: modules.parentId,
  moduleName: modules.moduleName,
  alternateName: modules.alternateName,
  url: modules.url,
  isNewTab: modules.isNewTab,
  isExternalUrl: modules.isExternalUrl,
  accessRightTypeId: modules.accessRightTypeId,
  sortOrder: modules.sortOrder,
};

export const listModules = (db: Db): Promise<ModuleRow[]> =>
  db.select(moduleColumns).from(modules).orderBy(asc(modules.sortOrder), asc(modules.id));

export type GrantRow = { moduleRef: number; level: number; enabled: boolean };

export const listRoleGrants = (db: Db, orgId: number, roleId: number): Promise<GrantRow[]> =>
  db
    .select({
      moduleRef: roleModulePermissions.moduleRef,
      level: roleModulePermissions.accessRightTypeId,
      enabled: roleModulePermissions.enabled,
    })
    .from(roleModulePermissions)
    .where(and(eq(roleModulePermissions.orgId, orgId), eq(roleModulePermissions.roleId, roleId)));

export const listRoutePatterns = async (
  db: Db,
  orgId: number,
  roleId: number,
  typeId: number,
): Promise<string[]> =>
  (
    await db
      .select({ url: routePermissions.url })
      .from(routePermissions)
      .where(
        and(
          eq(routePermissions.orgId, orgId),
          eq(routePermissions.roleId, roleId),
          eq(routePermissions.typeId, typeId),
        ),
      )
      .orderBy(asc(routePermissions.id))
  ).map((r) => r.url);

export type RoleRow = { id: number; orgId: number; name: string; enabled: boolean; roleTypeId: number };

export const findRole = async (db: Db, orgId: number, roleId: number): Promise<RoleRow | undefined> =>
  (
    await db
      .select({
        id: roles.id,
        orgId: roles.orgId,
        name: roles.name,
        enabled: roles.enabled,
        roleTypeId: roles.roleTypeId,
      })
      .from(roles)
      .where(and(eq(roles.orgId, orgId), eq(roles.id, roleId)))
      .limit(1)
  )[0];

export const updateRoleEnabled = async (
  db: Db,
  orgId: number,
  roleId: number,
  enabled: boolean,
): Promise<boolean> => {
  const rows = await db
    .update(roles)
    .set({ enabled })
    .where(and(eq(roles.orgId, orgId), eq(roles.id, roleId)))
    .returning({ id: roles.id });
  return rows.length === 1;
};

type ModuleAtLevel = { moduleId: number; parentId: number; level: number };

/** A role's enabled grant of the module (the join), at the level or above (the condition). */
const grantJoin = and(eq(roleModulePermissions.roleId, roles.id), eq(roleModulePermissions.enabled, true));
const grantsModule = ({ moduleId, parentId, level }: ModuleAtLevel) =>
  and(
    eq(roles.enabled, true),
    eq(modules.moduleId, moduleId),
    eq(modules.parentId, parentId),
    gte(roleModulePermissions.accessRightTypeId, level as 1 | 2),
  );

/** The enabled employees of an organisation whose enabled role holds a module at a level or above. */
export const listEmployeesWithModule = async (
  db: Db,
  orgId: number,
  module: ModuleAtLevel,
): Promise<number[]> =>
  (
    await db
      .select({ id: employees.id })
      .from(employees)
      .innerJoin(roles, eq(roles.id, employees.roleId))
      .innerJoin(roleModulePermissions, grantJoin)
      .innerJoin(modules, eq(modules.id, roleModulePermissions.moduleRef))
      .where(and(eq(employees.orgId, orgId), eq(employees.enabled, true), grantsModule(module)))
      .orderBy(asc(employees.id))
  ).map((r) => r.id);

/** The names of an organisation's enabled roles that hold a module at a level or above, in the roles' order. */
export const listRoleNamesWithModule = async (
  db: Db,
  orgId: number,
  module: ModuleAtLevel,
): Promise<string[]> =>
  (
    await db
      .select({ name: roles.name })
      .from(roles)
      .innerJoin(roleModulePermissions, grantJoin)
      .innerJoin(modules, eq(modules.id, roleModulePermissions.moduleRef))
      .where(and(eq(roles.orgId, orgId), grantsModule(module)))
      .orderBy(asc(roles.id))
  ).map((r) => r.name);
