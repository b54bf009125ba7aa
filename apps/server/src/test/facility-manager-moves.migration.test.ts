import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { MIGRATIONS_FOLDER } from "../db/client.ts";
import { buildStatusTransitions } from "../seed/status-transitions.seed-data.ts";
import { FACILITY_MANAGER, FIELD_TECHNICIAN } from "../seed/role-templates.ts";
import { testBackends } from "./test-databases.ts";
import { foldersBefore, openEmptyDatabase, type Opened } from "./migration-test-kit.ts";

const MIGRATION = "0019_facility_manager_moves";

type Row = {
  roleId: number;
  taskTypeId: number;
  fromStatusId: number;
  toStatusId: number;
  isEnabled: boolean;
};
const keyOf = (r: Row) => `${r.taskTypeId}:${r.fromStatusId}>${r.toStatusId}`;

describe.each(testBackends())("migration %s on an existing demo database", (backend) => {
  let db: Opened;
  let disposeFolder: (() => void) | undefined;

  const insertId = async (query: ReturnType<typeof sql>) => Number((await db.run(query))[0]!.id);
  const organisation = (name: string) =>
    insertId(
      sql`insert into organisations (name, environment, org_type) values (${name}, 'QA', 2) returning id`,
    );
  const role = (orgId: number, name: string) =>
    insertId(sql`insert into roles (org_id, name) values (${orgId}, ${name}) returning id`);
  /** The rows as the earlier demo seed wrote them: every move of the facility manager switched off. */
  const seededBefore = async (orgId: number, roleIds: Map<string, number>, managerMoves: Row[] = []) => {
    for (const t of buildStatusTransitions(roleIds)) {
      const isManager = t.roleId === roleIds.get(FACILITY_MANAGER.name);
      const kept = managerMoves.some((m) => keyOf(m) === keyOf(t as Row));
      await db.run(sql`insert into status_transition_permissions
        (org_id, from_status_id, to_status_id, task_type_id, role_id, role_access_id, is_enabled)
        values (${orgId}, ${t.fromStatusId}, ${t.toStatusId}, ${t.taskTypeId}, ${t.roleId}, 1,
                ${isManager ? kept : t.isEnabled})`);
    }
  };
  const rowsOf = async (roleId: number): Promise<Row[]> =>
    (
      await db.run(sql`select role_id, task_type_id, from_status_id, to_status_id, is_enabled
                       from status_transition_permissions where role_id = ${roleId}`)
    ).map((r) => ({
      roleId: Number(r.role_id),
      taskTypeId: Number(r.task_type_id),
      fromStatusId: Number(r.from_status_id),
      toStatusId: Number(r.to_status_id),
      isEnabled: Boolean(r.is_enabled),
    }));
  const enabled = (rows: Row[]) =>
    rows
      .filter((r) => r.isEnabled)
      .map(keyOf)
      .sort();

  beforeAll(async () => {
    const folders = foldersBefore(MIGRATION);
    disposeFolder = folders.dispose;
    db = await openEmptyDatabase(backend);
    await db.migrate(folders.before);
  });
  afterAll(async () => {
    await db?.close();
    disposeFolder?.();
  });

  it("gives the demo facility manager the moves a new demo seed gives, and touches nothing else", async () => {
    const acme = await organisation("Acme Facilities");
    const acmeRoles = new Map([
      [FACILITY_MANAGER.name, await role(acme, FACILITY_MANAGER.name)],
      [FIELD_TECHNICIAN.name, await role(acme, FIELD_TECHNICIAN.name)],
    ]);
    await seededBefore(acme, acmeRoles);
    // A demo organisation whose administrator already gave the manager a move of their own choosing.
    const globex = await organisation("Globex Field Services");
    const globexRoles = new Map([[FACILITY_MANAGER.name, await role(globex, FACILITY_MANAGER.name)]]);
    const chosen = { roleId: 0, taskTypeId: 4, fromStatusId: 12, toStatusId: 13, isEnabled: true };
    await seededBefore(globex, globexRoles, [chosen]);
    // An organisation of someone's own with a role of the same name.
    const own = await organisation("Northwind Buildings");
    const ownRoles = new Map([[FACILITY_MANAGER.name, await role(own, FACILITY_MANAGER.name)]]);
    await seededBefore(own, ownRoles);
    const techBefore = await rowsOf(acmeRoles.get(FIELD_TECHNICIAN.name)!);
    const globexBefore = await rowsOf(globexRoles.get(FACILITY_MANAGER.name)!);

    await db.migrate(MIGRATIONS_FOLDER);

    const manager = acmeRoles.get(FACILITY_MANAGER.name)!;
    const seededNow = buildStatusTransitions(new Map([[FACILITY_MANAGER.name, manager]])) as Row[];
    expect(enabled(await rowsOf(manager))).toEqual(enabled(seededNow));
    expect(enabled(seededNow).length).toBeGreaterThan(0);
    expect(await rowsOf(acmeRoles.get(FIELD_TECHNICIAN.name)!)).toEqual(techBefore);
    expect(await rowsOf(globexRoles.get(FACILITY_MANAGER.name)!)).toEqual(globexBefore);
    expect(enabled(await rowsOf(ownRoles.get(FACILITY_MANAGER.name)!))).toEqual([]);
  });
});
