import {
  AccessRightType,
  compileRoutePatterns,
  RoutePermissionType,
  type Access,
  type RouteMatcher,
} from "@fieldstead/domain";
import type { Db } from "../../db/client.ts";
import type { Bus } from "../../lib/bus.ts";
import {
  listEmployeesWithModule,
  listModules,
  listRoleGrants,
  listRoutePatterns,
  type ModuleRow,
} from "./permissions.repository.ts";

export type Grant = { module: ModuleRow; level: number; enabled: boolean };

/** Everything the server needs to decide what a role may do, loaded once per role. */
export type RoleRights = {
  roleId: number;
  orgId: number;
  /** Enabled grants in menu order. */
  grants: Grant[];
  byKey: Map<string, Grant>;
  routes: string[];
  matcher: RouteMatcher;
};

const key = (moduleId: number, parentId: number) => `${moduleId}/${parentId}`;

/**
 * Role rights behind an in-process cache, cleared for a role when its permissions change (on every
 * instance, through the bus), so a permission check costs no query on the hot path.
 */
export class PermissionsService {
  private catalogue: Promise<ModuleRow[]> | undefined;
  private readonly rights = new Map<number, Promise<RoleRights>>();

  constructor(
    private readonly db: Db,
    bus: Bus,
  ) {
    bus.subscribe("role-changed", ({ roleId }) => this.rights.delete(roleId));
  }

  modules(): Promise<ModuleRow[]> {
    this.catalogue ??= listModules(this.db).catch((err: unknown) => {
      this.catalogue = undefined;
      throw err;
    });
    return this.catalogue;
  }

  roleRights(orgId: number, roleId: number): Promise<RoleRights> {
    const cached = this.rights.get(roleId);
    if (cached) return cached;
    const loading = this.load(orgId, roleId).catch((err: unknown) => {
      this.rights.delete(roleId);
      throw err;
    });
    this.rights.set(roleId, loading);
    return loading;
  }

  private async load(orgId: number, roleId: number): Promise<RoleRights> {
    const [catalogue, grantRows, routes] = await Promise.all([
      this.modules(),
      listRoleGrants(this.db, orgId, roleId),
      listRoutePatterns(this.db, orgId, roleId, RoutePermissionType.Route),
    ]);
    const byRef = new Map(grantRows.map((g) => [g.moduleRef, g]));
    const grants: Grant[] = [];
    for (const module of catalogue) {
      const row = byRef.get(module.ref);
      if (row?.enabled) grants.push({ module, level: row.level, enabled: true });
    }
    return {
      roleId,
      orgId,
      grants,
      byKey: new Map(grants.map((g) => [key(g.module.moduleId, g.module.parentId), g])),
      routes,
      matcher: compileRoutePatterns(routes),
    };
  }

  /** The role's grant on a module, preferring the given parent; without a parent, any module with that id. */
  static findGrant(rights: RoleRights, moduleId: number, parentId?: number): Grant | undefined {
    if (parentId !== undefined) return rights.byKey.get(key(moduleId, parentId));
    return rights.grants.find((g) => g.module.moduleId === moduleId);
  }

  /** Whether a role's rights satisfy a route's access rule. */
  static allows(rights: RoleRights, access: Access): boolean {
    switch (access.kind) {
      case "public":
      case "session":
        return true;
      case "module": {
        const grant = PermissionsService.findGrant(rights, access.moduleId, access.parentId ?? 0);
        return grant !== undefined && grant.level >= Math.max(access.level, AccessRightType.ReadOnly);
      }
    }
  }

  async roleAllows(orgId: number, roleId: number, access: Access): Promise<boolean> {
    return PermissionsService.allows(await this.roleRights(orgId, roleId), access);
  }

  /** The enabled employees of an organisation whose role allows a module access rule (e.g. the approvers). */
  employeesAllowed(
    orgId: number,
    access: { moduleId: number; parentId?: number; level: number },
  ): Promise<number[]> {
    return listEmployeesWithModule(this.db, orgId, {
      moduleId: access.moduleId,
      parentId: access.parentId ?? 0,
      level: Math.max(access.level, AccessRightType.ReadOnly),
    });
  }

  invalidate(roleId: number): void {
    this.rights.delete(roleId);
  }
}
