import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import {
  AuditEntityType,
  DomainEventType,
  type RoleChangedPayload,
  type UserChangeReply,
  type UserListItem,
  type UserListReply,
  type UsersOrRolesOrGroupsReply,
} from "@fieldstead/domain";
import { auditEntries, employees, roles } from "../../db/schema/index.ts";
import {
  createTestApp,
  openTestDatabase,
  type SignedIn,
  type TestApp,
  type TestDatabase,
} from "../../test/test-app.ts";
import { testBackends } from "../../test/test-databases.ts";
import { readEvents } from "../audit/audit.service.ts";
import { silentHub } from "../hub/hub.ts";

const LIST = "/api/Employee/GetUserList";
const CHANGE_ROLE = "/api/Employee/ChangeUserRole";
const SET_ENABLED = "/api/Employee/SetUserEnabled";
const PICKERS = "/api/Shared/GetUsersOrRolesOrGroups";
const ACME_PEOPLE = [
  "Avery Collins",
  "Dana Whitaker",
  "Elena Fischer",
  "Grace Okafor",
  "Jordan Whitfield",
  "Marcus Reyes",
  "Priya Natarajan",
  "Tomás Alvarez",
];

type Step = ["pushed", number, RoleChangedPayload] | ["revoked", number | undefined, string];

describe.each(testBackends())("user administration on %s", (backend) => {
  let db: TestDatabase;
  let t: TestApp;
  let admin: SignedIn;
  let orgId: number;
  let steps: Step[] = [];
  const roleIds = new Map<string, number>();

  const list = async (Filters: object = {}, paging: object = {}, token = admin.token) => {
    const res = await t.call("POST", LIST, { token, body: { ...paging, Filters } });
    expect(res.statusCode).toBe(200);
    return res.json() as UserListReply;
  };
  const post = (url: string, body: object, token = admin.token) => t.call("POST", url, { token, body });
  const names = (users: UserListItem[]) => users.map((u) => u.FullName);
  const userId = async (email: string) =>
    (await t.ctx.db.select({ id: employees.id }).from(employees).where(eq(employees.email, email)))[0]!.id;

  beforeAll(async () => {
    db = await openTestDatabase(backend);
    t = await createTestApp(db.database);
    admin = await t.signIn("admin@acme.example");
    orgId = (await t.ctx.db.select().from(employees).where(eq(employees.email, "admin@acme.example")))[0]!
      .orgId;
    for (const r of await t.ctx.db.select().from(roles).where(eq(roles.orgId, orgId)))
      roleIds.set(r.name, r.id);
    // Every push and every revocation, in the order they happen.
    t.ctx.hub = {
      ...silentHub,
      roleChanged: async (employeeId, payload) => {
        steps.push(["pushed", employeeId, payload]);
      },
    };
    const revoke = t.ctx.sessions.revoke.bind(t.ctx.sessions);
    t.ctx.sessions.revoke = async (where, reason) => {
      steps.push(["revoked", where.employeeId, reason]);
      return revoke(where, reason);
    };
  });
  afterEach(() => {
    steps = [];
  });
  afterAll(async () => {
    await t?.close();
    await db?.dispose();
  });

  it("lists the organisation's users by full name with e-mail, organisation, role, state and last sign-in", async () => {
    const reply = await list();
    expect(names(reply.Users)).toEqual(ACME_PEOPLE);
    expect(reply.TotalCount).toBe(ACME_PEOPLE.length);
    expect(reply.Users.every((u) => u.OrganizationName === "Acme Facilities")).toBe(true);
    const avery = reply.Users.find((u) => u.email === "admin@acme.example")!;
    expect(avery).toMatchObject({ RoleName: "Administrator", IsEnabled: true });
    expect(Number.isNaN(Date.parse(avery.LastSignIn ?? ""))).toBe(false);
    expect(reply.Users.find((u) => u.FullName === "Grace Okafor")?.LastSignIn).toBeNull();
  });

  it.each([
    ["part of a name, any case", "WHIT", ["Dana Whitaker", "Jordan Whitfield"]],
    ["part of an e-mail", "tech@acme", ["Marcus Reyes"]],
    ["a whole name", "priya natarajan", ["Priya Natarajan"]],
    ["a wildcard character, taken literally", "%", []],
    ["another organisation's user", "Lindqvist", []],
  ])("finds users by %s", async (_, SearchQuery, expected) => {
    expect(names((await list({ SearchQuery })).Users)).toEqual(expected);
  });

  it("filters by role and pages through the list", async () => {
    const technicians = await list({ RoleId: roleIds.get("Field Technician") });
    expect(names(technicians.Users)).toEqual([
      "Elena Fischer",
      "Grace Okafor",
      "Marcus Reyes",
      "Tomás Alvarez",
    ]);
    const second = await list({}, { PageNumber: 2, PageSize: 3 });
    expect(names(second.Users)).toEqual(ACME_PEOPLE.slice(3, 6));
    expect(second.TotalCount).toBe(ACME_PEOPLE.length);
    const tooMany = await post(LIST, { PageSize: 1001 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields[0].field).toBe("PageSize");
  });

  it("changes a role: the user's token is refused at once, the tab is told first, and the next sign-in has the new role", async () => {
    const lease = await t.signIn("lease@acme.example");
    const leaseRole = roleIds.get("Lease Manager")!;
    const viewerRole = roleIds.get("Viewer")!;
    const res = await post(CHANGE_ROLE, { EmployeeId: lease.record.EmployeeId, RoleId: viewerRole });
    expect(res.statusCode).toBe(200);
    const reply = res.json() as UserChangeReply;
    expect(reply).toMatchObject({ StatusCode: 0, StatusMessage: "Priya Natarajan's role is now Viewer." });
    expect(reply.User).toMatchObject({ RoleId: viewerRole, RoleName: "Viewer", email: "lease@acme.example" });
    expect((await t.call("GET", "/api/shared/GetDataFormats", { token: lease.token })).statusCode).toBe(401);
    expect(steps).toEqual([
      [
        "pushed",
        lease.record.EmployeeId,
        {
          Kind: "RoleChanged",
          clientId: leaseRole,
          employeeId: lease.record.EmployeeId,
          Reason: "RoleChanged",
        },
      ],
      ["revoked", lease.record.EmployeeId, "role-changed"],
    ]);
    const events = await readEvents(t.ctx.db, orgId, AuditEntityType.Employee, lease.record.EmployeeId);
    expect(events.find((e) => e.eventType === DomainEventType.RoleChanged)).toMatchObject({
      actorId: admin.record.EmployeeId,
      concerns: [lease.record.EmployeeId],
      payload: {
        FromRoleId: leaseRole,
        FromRoleName: "Lease Manager",
        ToRoleId: viewerRole,
        ToRoleName: "Viewer",
      },
    });
    const history = await t.ctx.db
      .select()
      .from(auditEntries)
      .where(
        and(eq(auditEntries.entityType, "employee"), eq(auditEntries.entityId, lease.record.EmployeeId)),
      );
    expect(history.map((h) => h.summary)).toEqual(["Role changed from Lease Manager to Viewer"]);
    expect((await t.signIn("lease@acme.example")).record.RoleName).toBe("Viewer");
    // Back as it was, for the other tests.
    const back = await post(CHANGE_ROLE, { EmployeeId: lease.record.EmployeeId, RoleId: leaseRole });
    expect(back.statusCode).toBe(200);
  });

  it("refuses a role the user has already, and an administrator's change of their own role or state", async () => {
    const marcus = await userId("tech@acme.example");
    const same = await post(CHANGE_ROLE, { EmployeeId: marcus, RoleId: roleIds.get("Field Technician") });
    expect(same.statusCode).toBe(409);
    expect(same.json().StatusMessage).toBe("Marcus Reyes already has that role.");
    const ownRole = await post(CHANGE_ROLE, {
      EmployeeId: admin.record.EmployeeId,
      RoleId: roleIds.get("Viewer"),
    });
    expect(ownRole.statusCode).toBe(409);
    expect(ownRole.json().StatusMessage).toMatch(/cannot change your own role/);
    const ownState = await post(SET_ENABLED, { EmployeeId: admin.record.EmployeeId, IsEnabled: false });
    expect(ownState.statusCode).toBe(409);
    expect(ownState.json().StatusMessage).toMatch(/cannot disable your own account/);
    expect(steps).toEqual([]);
    expect((await list({ SearchQuery: "Avery" })).Users[0]).toMatchObject({
      RoleName: "Administrator",
      IsEnabled: true,
    });
  });

  it.each([
    ["a role that does not exist", () => 999_999],
    ["a disabled role", () => roleIds.get("Archived")!],
  ])("answers 400 naming RoleId for %s", async (_, role) => {
    if (!roleIds.has("Archived")) {
      const [row] = await t.ctx.db
        .insert(roles)
        .values({ orgId, name: "Archived", enabled: false })
        .returning();
      roleIds.set("Archived", row!.id);
    }
    const res = await post(CHANGE_ROLE, { EmployeeId: await userId("tech@acme.example"), RoleId: role() });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[0].field).toBe("RoleId");
  });

  it("disables a user: told with their role, sessions ended, sign-in refused; enabling lets them back in", async () => {
    const elena = await t.signIn("elena.fischer@acme.example");
    const disable = await post(SET_ENABLED, { EmployeeId: elena.record.EmployeeId, IsEnabled: false });
    expect(disable.statusCode).toBe(200);
    expect(disable.json()).toMatchObject({
      StatusMessage: "Elena Fischer is now disabled.",
      User: { IsEnabled: false },
    });
    expect(steps).toEqual([
      [
        "pushed",
        elena.record.EmployeeId,
        {
          Kind: "RoleChanged",
          clientId: elena.record.RoleId,
          employeeId: elena.record.EmployeeId,
          Reason: "Disabled",
        },
      ],
      ["revoked", elena.record.EmployeeId, "user-disabled"],
    ]);
    expect((await t.call("GET", "/api/shared/GetDataFormats", { token: elena.token })).statusCode).toBe(401);
    await expect(t.signIn("elena.fischer@acme.example")).rejects.toThrow(/401/);
    expect(names((await list({ FilterTypeId: 2 })).Users)).toEqual(["Elena Fischer"]);
    expect(names((await list({ FilterTypeId: 1 })).Users)).not.toContain("Elena Fischer");

    const again = await post(SET_ENABLED, { EmployeeId: elena.record.EmployeeId, IsEnabled: false });
    expect(again.statusCode).toBe(409);
    steps = [];
    const enable = await post(SET_ENABLED, { EmployeeId: elena.record.EmployeeId, IsEnabled: true });
    expect(enable.statusCode).toBe(200);
    expect(steps).toEqual([]);
    expect((await t.signIn("elena.fischer@acme.example")).record.Email).toBe("elena.fischer@acme.example");
    const history = await t.ctx.db
      .select({ action: auditEntries.action })
      .from(auditEntries)
      .where(
        and(eq(auditEntries.entityType, "employee"), eq(auditEntries.entityId, elena.record.EmployeeId)),
      );
    expect(history.map((h) => h.action).sort()).toEqual(["Disabled", "Enabled"]);
  });

  it("does not reach another organisation's users or roles", async () => {
    const globexTech = await userId("tech@globex.example");
    const globexAdmin = await t.signIn("admin@globex.example");
    for (const [url, body] of [
      [CHANGE_ROLE, { EmployeeId: globexTech, RoleId: roleIds.get("Viewer") }],
      [SET_ENABLED, { EmployeeId: globexTech, IsEnabled: false }],
    ] as const) {
      expect((await post(url, body)).statusCode).toBe(404);
    }
    const foreignRole = await post(
      CHANGE_ROLE,
      { EmployeeId: globexTech, RoleId: roleIds.get("Viewer") },
      globexAdmin.token,
    );
    expect(foreignRole.statusCode).toBe(400);
    expect(names((await list({}, {}, globexAdmin.token)).Users)).not.toContain("Avery Collins");
    expect(steps).toEqual([]);
  });

  it("refuses a technician every user administration call", async () => {
    const tech = await t.signIn("tech@acme.example");
    const calls = [
      post(LIST, {}, tech.token),
      post(CHANGE_ROLE, { EmployeeId: tech.record.EmployeeId, RoleId: 1 }, tech.token),
      post(SET_ENABLED, { EmployeeId: tech.record.EmployeeId, IsEnabled: false }, tech.token),
      t.call("GET", `${PICKERS}?IsUserReq=true`, { token: tech.token }),
    ];
    expect((await Promise.all(calls)).map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
  });

  it("lists the organisation's enabled users and its roles for pickers, as asked", async () => {
    const get = async (query: string) =>
      (
        await t.call("GET", `${PICKERS}?${query}`, { token: admin.token })
      ).json() as UsersOrRolesOrGroupsReply;
    const reply = await get("IsUserReq=true&IsRoleReq=1");
    expect(reply.Users.map((u) => u.FullName)).toEqual(ACME_PEOPLE);
    expect(reply.Roles.map((r) => r.RoleName)).toEqual(expect.arrayContaining(["Administrator", "Viewer"]));
    expect(reply.Roles.every((r) => roleIds.get(r.RoleName) === r.RoleId)).toBe(true);
    expect(reply.Groups).toEqual([]);
    expect((await get("IsRoleReq=true")).Users).toEqual([]);
  });
});
