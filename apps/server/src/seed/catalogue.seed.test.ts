import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { ModuleId } from "@fieldstead/domain";
import { openTestDatabase, type TestDatabase } from "../test/test-app.ts";
import { testBackends } from "../test/test-databases.ts";
import { modules, roleModulePermissions, roles } from "../db/schema/index.ts";
import { seedModuleCatalogue } from "./catalogue.seed.ts";

describe.each(testBackends())("the module catalogue on an existing database (%s)", (backend) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(backend);
  });
  afterAll(async () => {
    await database?.dispose();
  });

  /** The role names of one organisation that hold Task Configuration (under Admin), with their level. */
  const holders = async () => {
    const { db } = database.database;
    const rows = await db
      .select({ role: roles.name, level: roleModulePermissions.accessRightTypeId, orgId: roles.orgId })
      .from(roleModulePermissions)
      .innerJoin(roles, eq(roles.id, roleModulePermissions.roleId))
      .innerJoin(modules, eq(modules.id, roleModulePermissions.moduleRef))
      .where(and(eq(modules.moduleId, ModuleId.TaskConfiguration), eq(modules.parentId, ModuleId.Admin)));
    return rows.map((r) => `${r.orgId}:${r.role}:${r.level}`).sort();
  };

  it("gives a screen added later to the roles holding its area, and to no other role", async () => {
    const { db } = database.database;
    const seeded = await holders();
    expect(seeded.length).toBeGreaterThan(0);
    expect(seeded.every((h) => h.includes(":Administrator:"))).toBe(true);
    // A database from before the screen existed: no module row, no grants.
    await db.execute(sql`delete from ${roleModulePermissions} where module_ref in
      (select id from ${modules} where module_id = ${ModuleId.TaskConfiguration} and parent_id = ${ModuleId.Admin})`);
    await db.execute(
      sql`delete from ${modules} where module_id = ${ModuleId.TaskConfiguration} and parent_id = ${ModuleId.Admin}`,
    );
    expect(await holders()).toEqual([]);
    await seedModuleCatalogue(db);
    expect(await holders()).toEqual(seeded);
  });

  it("does not give the screen back to a role it was taken from, at the next start", async () => {
    const { db } = database.database;
    const [one] = await holders();
    const [orgId] = one!.split(":");
    await db.execute(sql`delete from ${roleModulePermissions} where org_id = ${Number(orgId)} and module_ref in
      (select id from ${modules} where module_id = ${ModuleId.TaskConfiguration} and parent_id = ${ModuleId.Admin})`);
    const before = await holders();
    await seedModuleCatalogue(db);
    expect(await holders()).toEqual(before);
  });
});
