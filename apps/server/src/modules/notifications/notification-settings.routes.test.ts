import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  NOTIFICATION_KINDS,
  NotificationCategory,
  NotificationKind,
  type NotificationConfigurationReply,
  type NotificationModulesReply,
  type UserNotificationPreferenceReply,
} from "@fieldstead/domain";
import { employees, roles } from "../../db/schema/index.ts";
import { testBackends } from "../../test/test-databases.ts";
import { filterAudience } from "./notification-audience.repository.ts";
import {
  fieldsOf,
  openNotificationsTestKit,
  type NotificationsTestKit,
  type Who,
} from "./notifications.test-kit.ts";

const GRID = "/Notification/GetNotificationConfigurationGrid";
const SAVE = "/Notification/PersistNotificationResponse";
const MINE = "/Shared/GetUserNotificationPreference";
const SAVE_MINE = "/Shared/PersistUserNotificationPreference";

describe.each(testBackends())("notification configuration and preferences on %s", (backend) => {
  let kit: NotificationsTestKit;
  const grid = (body: object = {}, who: Who = "admin") =>
    kit.ok<NotificationConfigurationReply>(kit.call(who, "POST", GRID, body));
  const row = async (kind: number) => (await grid()).Rows.find((r) => r.NotificationModuleId === kind)!;
  const mine = async (who: Who = "tech") =>
    (await kit.ok<UserNotificationPreferenceReply>(kit.call(who, "POST", MINE, {}))).Preferences;
  const audience = (kindId: (typeof NotificationKind)[keyof typeof NotificationKind]) =>
    filterAudience(kit.t.ctx.db, {
      orgId: kit.who.tech.orgId,
      kindId,
      subjectType: null,
      subjectId: null,
      employeeIds: [kit.who.tech.employeeId, kit.who.admin.employeeId, kit.who.globex.employeeId],
    });

  beforeAll(async () => {
    kit = await openNotificationsTestKit(backend);
  });
  afterAll(() => kit?.close());

  it("lists the kinds by category for anyone signed in", async () => {
    const reply = await kit.ok<NotificationModulesReply>(
      kit.call("tech", "POST", "/Notification/GetNotificationModules"),
    );
    expect(reply.Categories.map((c) => [c.Category, c.Name])).toEqual([
      [NotificationCategory.AccessControl, "Access control"],
      [NotificationCategory.ProjectPersonas, "Project personas"],
      [NotificationCategory.ProjectNotifications, "Project notifications"],
    ]);
    expect(reply.Categories.flatMap((c) => c.Modules)).toHaveLength(NOTIFICATION_KINDS.length);
    expect(reply.Categories[0]!.Modules).toEqual([
      {
        NotificationModuleId: NotificationKind.RoleChanged,
        Name: "Role changed",
        Description: "An administrator changes my role.",
      },
    ]);
  });

  it("gives the organisation's roles and every kind on for every role before anything is saved", async () => {
    const reply = await grid();
    const acmeRoles = await kit.t.ctx.db
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.orgId, kit.who.admin.orgId));
    const roleIds = acmeRoles.map((r) => r.id).sort((a, b) => a - b);
    expect(reply.Roles.map((r) => r.RoleId).sort((a, b) => a - b)).toEqual(roleIds);
    expect(reply.Roles.map((r) => r.RoleName)).toContain("Field Technician");
    expect(reply.Rows).toHaveLength(NOTIFICATION_KINDS.length);
    expect(reply.Rows.every((r) => r.IsEnabled && r.RoleIds.join() === roleIds.join())).toBe(true);
    const personas = await grid({ Category: NotificationCategory.ProjectPersonas });
    const personaKinds = NOTIFICATION_KINDS.filter(
      (k) => k.category === NotificationCategory.ProjectPersonas,
    );
    expect(personaKinds.map((k) => k.name)).toContain("Lease payment awaiting approval");
    expect(personas.Rows.map((r) => r.Category)).toEqual(
      Array(personaKinds.length).fill(NotificationCategory.ProjectPersonas),
    );
    const globex = await grid({}, "globex");
    expect(globex.Roles.some((r) => roleIds.includes(r.RoleId))).toBe(false);
  });

  it("is the administrators' operation: a technician is refused", async () => {
    expect((await kit.call("tech", "POST", GRID, {})).statusCode).toBe(403);
    const save = {
      Settings: [{ NotificationModuleId: NotificationKind.WorkOrderAssigned, IsEnabled: false, RoleIds: [] }],
    };
    expect((await kit.call("tech", "POST", SAVE, save)).statusCode).toBe(403);
    expect((await row(NotificationKind.WorkOrderAssigned)).IsEnabled).toBe(true);
  });

  it("saves kinds off or for some roles, and people of other roles stop getting them", async () => {
    const { tech, admin } = kit.who;
    const reply = await kit.ok(
      kit.call("admin", "POST", SAVE, {
        Settings: [
          {
            NotificationModuleId: NotificationKind.WorkOrderAssigned,
            IsEnabled: false,
            RoleIds: [tech.roleId],
          },
          {
            NotificationModuleId: NotificationKind.ReviewRequested,
            IsEnabled: true,
            RoleIds: [admin.roleId, admin.roleId],
          },
        ],
      }),
    );
    expect(reply).toEqual({ StatusCode: 0, StatusMessage: "Notification settings saved." });
    expect(await row(NotificationKind.WorkOrderAssigned)).toMatchObject({
      IsEnabled: false,
      RoleIds: [tech.roleId],
    });
    expect(await row(NotificationKind.ReviewRequested)).toMatchObject({
      IsEnabled: true,
      RoleIds: [admin.roleId],
    });
    expect(await audience(NotificationKind.WorkOrderAssigned)).toEqual([]);
    expect(await audience(NotificationKind.ReviewRequested)).toEqual([admin.employeeId]);
    // Another organisation's people are never in the audience.
    expect(await audience(NotificationKind.TicketUpdated)).toEqual(
      [admin.employeeId, tech.employeeId].sort((a, b) => a - b),
    );

    const offered = await mine("tech");
    expect(offered.find((p) => p.NotificationModuleId === NotificationKind.WorkOrderAssigned)).toMatchObject({
      IsEnabled: true,
      IsOffered: false,
    });
    expect(offered.find((p) => p.NotificationModuleId === NotificationKind.ReviewRequested)?.IsOffered).toBe(
      false,
    );
    expect(
      (await mine("admin")).find((p) => p.NotificationModuleId === NotificationKind.ReviewRequested)
        ?.IsOffered,
    ).toBe(true);
  });

  it("keeps every role ticked as every role, so a role added later gets the kind", async () => {
    const all = (await grid()).Roles.map((r) => r.RoleId);
    await kit.ok(
      kit.call("admin", "POST", SAVE, {
        Settings: [{ NotificationModuleId: NotificationKind.LeasePaymentDue, IsEnabled: true, RoleIds: all }],
      }),
    );
    const [added] = await kit.t.ctx.db
      .insert(roles)
      .values({ orgId: kit.who.admin.orgId, name: "Night Shift" })
      .returning({ id: roles.id });
    expect((await row(NotificationKind.LeasePaymentDue)).RoleIds).toContain(added!.id);
  });

  it("refuses another organisation's role or a kind twice, and saves nothing of that request", async () => {
    const [foreign] = await kit.t.ctx.db
      .select({ roleId: employees.roleId })
      .from(employees)
      .where(eq(employees.id, kit.who.globex.employeeId));
    const res = await kit.call("admin", "POST", SAVE, {
      Settings: [
        { NotificationModuleId: NotificationKind.TicketUpdated, IsEnabled: false, RoleIds: [] },
        {
          NotificationModuleId: NotificationKind.RoleChanged,
          IsEnabled: true,
          RoleIds: [kit.who.admin.roleId, foreign!.roleId],
        },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(["Settings.1.RoleIds"]);
    expect((await row(NotificationKind.TicketUpdated)).IsEnabled).toBe(true);
    const twice = await kit.call("admin", "POST", SAVE, {
      Settings: [
        { NotificationModuleId: NotificationKind.TicketUpdated, IsEnabled: false, RoleIds: [] },
        { NotificationModuleId: NotificationKind.TicketUpdated, IsEnabled: true, RoleIds: [] },
      ],
    });
    expect(fieldsOf(twice)).toEqual(["Settings.1.NotificationModuleId"]);
    const unknown = await kit.call("admin", "POST", SAVE, {
      Settings: [{ NotificationModuleId: 99, IsEnabled: true, RoleIds: [] }],
    });
    expect(fieldsOf(unknown)).toEqual(["Settings.0.NotificationModuleId"]);
  });

  it("lets people turn kinds off for themselves only, and they stop getting them", async () => {
    const before = await mine("tech");
    expect(before).toHaveLength(NOTIFICATION_KINDS.length);
    expect(before.find((p) => p.NotificationModuleId === NotificationKind.TicketUpdated)).toMatchObject({
      IsEnabled: true,
      IsOffered: true,
    });

    const refused = await kit.call("tech", "POST", SAVE_MINE, {
      EmployeeId: kit.who.admin.employeeId,
      Preferences: [{ NotificationModuleId: NotificationKind.TicketUpdated, IsEnabled: false }],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      StatusMessage: "You can only change your own notification preferences.",
    });
    expect(await audience(NotificationKind.TicketUpdated)).toContain(kit.who.tech.employeeId);

    const saved = await kit.ok<UserNotificationPreferenceReply & { StatusCode: number }>(
      kit.call("tech", "POST", SAVE_MINE, {
        EmployeeId: kit.who.tech.employeeId,
        Preferences: [{ NotificationModuleId: NotificationKind.TicketUpdated, IsEnabled: false }],
      }),
    );
    expect(saved.StatusCode).toBe(0);
    expect(
      saved.Preferences.find((p) => p.NotificationModuleId === NotificationKind.TicketUpdated)?.IsEnabled,
    ).toBe(false);
    expect(
      (await mine("tech")).find((p) => p.NotificationModuleId === NotificationKind.TicketUpdated)?.IsEnabled,
    ).toBe(false);
    expect(
      (await mine("admin")).find((p) => p.NotificationModuleId === NotificationKind.TicketUpdated)?.IsEnabled,
    ).toBe(true);
    expect(await audience(NotificationKind.TicketUpdated)).toEqual([kit.who.admin.employeeId]);

    await kit.ok(
      kit.call("tech", "POST", SAVE_MINE, {
        Preferences: [{ NotificationModuleId: NotificationKind.TicketUpdated, IsEnabled: true }],
      }),
    );
    expect(await audience(NotificationKind.TicketUpdated)).toContain(kit.who.tech.employeeId);

    const unknown = await kit.call("tech", "POST", SAVE_MINE, {
      Preferences: [
        { NotificationModuleId: NotificationKind.TicketUpdated, IsEnabled: true },
        { NotificationModuleId: 42, IsEnabled: true },
      ],
    });
    expect(unknown.statusCode).toBe(400);
    expect(fieldsOf(unknown)).toEqual(["Preferences.1.NotificationModuleId"]);
  });

  it("leaves out people whose account is disabled", async () => {
    await kit.t.ctx.db
      .update(employees)
      .set({ enabled: false })
      .where(eq(employees.id, kit.who.tech.employeeId));
    expect(await audience(NotificationKind.TicketUpdated)).toEqual([kit.who.admin.employeeId]);
  });
});
