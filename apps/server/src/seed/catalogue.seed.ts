import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { modules, roleModulePermissions, roles, routePermissions } from "../db/schema/index.ts";
import { MODULE_CATALOGUE, moduleKey, type CatalogueModule } from "./module-catalogue.ts";
import { resolveTemplate, type RoleTemplate } from "./role-templates.ts";
import { RoleType, type ModuleRef } from "@fieldstead/domain";

/** Writes the product's module tree; safe to run at every start. */
export const seedModuleCatalogue = async (db: Db | Tx): Promise<void> => {
  const present = await db.select({ moduleId: modules.moduleId, parentId: modules.parentId }).from(modules);
  const known = new Set(present.map((m) => moduleKey(m.moduleId, m.parentId)));
  const rows = MODULE_CATALOGUE.map((m, index) => ({
    moduleId: m.moduleId,
    parentId: m.parentId,
    moduleName: m.name,
    alternateName: m.alternateName ?? null,
    url: m.url,
    isNewTab: m.isNewTab ?? false,
    isExternalUrl: m.isExternalUrl ?? false,
    accessRightTypeId: m.accessRightTypeId,
    sortOrder: index,
  }));
  await db
    .insert(modules)
    .values(rows)
    .onConflictDoUpdate({
      target: [modules.moduleId, modules.parentId],
      set: {
        moduleName: sql`excluded.module_name`,
        alternateName: sql`excluded.alternate_name`,
        url: sql`excluded.url`,
        isNewTab: sql`excluded.is_new_tab`,
        isExternalUrl: sql`excluded.is_external_url`,
        accessRightTypeId: sql`excluded.access_right_type_id`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
  // On a first start nothing is known and no role exists yet: there is nothing to pass on.
  if (known.size > 0) {
    for (const m of MODULE_CATALOGUE) {
      if (m.grantedWith && !known.has(moduleKey(m.moduleId, m.parentId)))
        await grantWith(db, m, m.grantedWith);
    }
  }
  await syncRoleRoutePatterns(db);
};

/** Gives a newly added module to every role holding `source`, at the level that role holds it. */
const grantWith = async (db: Db | Tx, added: CatalogueModule, source: ModuleRef): Promise<void> => {
  await db.execute(sql`
    insert into ${roleModulePermissions} (org_id, role_id, module_ref, access_right_type_id, enabled)
    select rmp.org_id, rmp.role_id, added.id, rmp.access_right_type_id, true
    from ${roleModulePermissions} rmp
    join ${modules} src on src.id = rmp.module_ref
    join ${modules} added on added.module_id = ${added.moduleId} and added.parent_id = ${added.parentId}
    where rmp.enabled and src.module_id = ${source.moduleId} and src.parent_id = ${source.parentId}
    on conflict do nothing`);
};

/**
 * Gives every role the route patterns of the modules it holds, so a module's new screens open for the roles
 * that already hold it. Only adds: a pattern a role has is never taken away here.
 */
export const syncRoleRoutePatterns = async (db: Db | Tx): Promise<void> => {
  const pairs = MODULE_CATALOGUE.flatMap((m) =>
    m.routes.map((url) => ({ key: moduleKey(m.moduleId, m.parentId), url })),
  );
  if (pairs.length === 0) return;
  const values = sql.join(
    pairs.map((p) => sql`(${p.key}, ${p.url})`),
    sql`, `,
  );
  await db.execute(sql`
    insert into ${routePermissions} (org_id, role_id, type_id, url)
    select distinct rmp.org_id, rmp.role_id, 1, r.url
    from ${roleModulePermissions} rmp
    join ${modules} m on m.id = rmp.module_ref
    join (values ${values}) as r(module_key, url) on r.module_key = m.module_id || '/' || m.parent_id
    where rmp.enabled
    on conflict do nothing`);
};

/** Creates a role in an organisation with the modules and route patterns of a template; returns its id. */
export const createRoleFromTemplate = async (
  tx: Db | Tx,
  orgId: number,
  template: RoleTemplate,
  roleTypeId: number = RoleType.System,
): Promise<number> => {
  const existing = await tx
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.orgId, orgId), eq(roles.name, template.name)));
  if (existing[0]) return existing[0].id;
  const [role] = await tx
    .insert(roles)
    .values({ orgId, name: template.name, roleTypeId: roleTypeId as 1 | 2 })
    .returning({ id: roles.id });
  if (!role) throw new Error("role insert returned nothing");
  const catalogue = await tx
    .select({ id: modules.id, moduleId: modules.moduleId, parentId: modules.parentId })
    .from(modules);
  const refByKey = new Map(catalogue.map((m) => [moduleKey(m.moduleId, m.parentId), m.id]));
  const { grants, routes } = resolveTemplate(template);
  const permissionRows = grants.flatMap(({ module, level }) => {
    const ref = refByKey.get(moduleKey(module.moduleId, module.parentId));
    return ref === undefined
      ? []
      : [{ orgId, roleId: role.id, moduleRef: ref, accessRightTypeId: level, enabled: true }];
  });
  if (permissionRows.length > 0) await tx.insert(roleModulePermissions).values(permissionRows);
  if (routes.length > 0) {
    await tx
      .insert(routePermissions)
      .values(routes.map((url) => ({ orgId, roleId: role.id, typeId: 1, url })));
  }
  return role.id;
};
