import {
  AccessRightType,
  compileRoutePatterns,
  RoutePermissionType,
  type Access,
  type RouteMatcher,
} from "@fieldstead/domain";
import type { Db, Tx } from "../../db/client.ts";
import type { Bus } from "../../lib/bus.ts";
import type { RevocationEpoch } from "../../lib/revocation-epoch.ts";
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
 * instance, through the bus), so a permission check costs no query on the hot path. With a revocation
 * epoch, a change whose message was lost still reaches the cache within the epoch's trust time.
 */
export class PermissionsService {
  private catalogue: Promise<ModuleRow[]> | undefined;
  private readonly rights = new Map<number, Promise<RoleRights>>();
  /** Other per-role settings read often and changed rarely (task field modes, transition rows), by role. */
  private readonly memos = new Map<number, Map<string, Promise<unknown>>>();

  constructor(
    private readonly db: Db,
    private readonly bus: Bus,
    private readonly epoch?: RevocationEpoch,
  ) {
    bus.subscribe("role-changed", ({ roleId }) => {
      this.rights.delete(roleId);
      this.memos.delete(roleId);
    });
    epoch?.onDrop(() => {
      this.rights.clear();
      this.memos.clear();
    });
  }

  modules(): Promise<ModuleRow[]> {
    this.catalogue ??= listModules(this.db).catch((err: unknown) => {
      this.catalogue = undefined;
      throw err;
    });
    return this.catalogue;
  }

  async roleRights(orgId: number, roleId: number): Promise<RoleRights> {
    const stale = this.epoch?.freshness();
    if (stale) await stale;
    const cached = this.rights.get(roleId);
    if (cached) return cached;
    const loading = this.load(orgId, roleId).catch((err: unknown) => {
      // After a clearing, a failed load must not remove the load that replaced it.
      if (this.rights.get(roleId) === loading) this.rights.delete(roleId);
      throw err;
    });
    this.rights.set(roleId, loading);
    return loading;
  }

  /**
   * A setting of the role, loaded once and kept with the role's rights: cleared with them when the role
   * changes (here and, through the bus, on every instance) and bounded by the revocation epoch. Whoever changes
   * such a setting does so through `changeRole`.
   */
  async roleMemo<T>(roleId: number, key: string, load: () => Promise<T>): Promise<T> {
    const stale = this.epoch?.freshness();
    if (stale) await stale;
    let memos = this.memos.get(roleId);
    if (!memos) this.memos.set(roleId, (memos = new Map()));
    const cached = memos.get(key);
    if (cached) return cached as Promise<T>;
    const loading = load().catch((err: unknown) => {
      if (this.memos.get(roleId)?.get(key) === loading) this.memos.get(roleId)?.delete(key);
      throw err;
    });
    memos.set(key, loading);
    return loading;
  }

  /**
   * Runs a change of a role's rights (or of whether it is enabled) in one transaction with a move of the
   * revocation epoch, then clears the role's rights here and on every other instance.
   */
  async changeRole<T>(roleId: number | readonly number[], change: (tx: Tx) => Promise<T>): Promise<T> {
    const result = this.epoch ? await this.epoch.change(change) : await this.db.transaction(change);
    for (const id of typeof roleId === "number" ? [roleId] : roleId)
      await this.bus.publish("role-changed", { roleId: id });
    return result;
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
