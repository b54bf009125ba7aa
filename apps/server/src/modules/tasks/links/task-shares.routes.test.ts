import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, asc, eq, ne } from "drizzle-orm";
import {
  AuditEntityType,
  ModuleId,
  type ListReply,
  type ShareTaskReply,
  type TaskHistoryEntry,
  type TaskListRow,
  type TaskSharePerson,
  type TaskShareRow,
} from "@fieldstead/domain";
import { employees } from "../../../db/schema/index.ts";
import { revokeModule, type SignedIn } from "../../../test/test-app.ts";
import { testBackends } from "../../../test/test-databases.ts";
import { readEvents } from "../../audit/audit.service.ts";
import { openTasksTestKit, type TasksTestKit, type Who } from "../tasks.test-kit.ts";

describe.each(testBackends())("sharing a work order on %s", (backend) => {
  let kit: TasksTestKit;
  /** Two more active colleagues of Acme's administrator (neither of the test accounts). */
  let crew: { id: number; name: string }[];
  beforeAll(async () => {
    kit = await openTasksTestKit(backend);
    const others = await kit.t.ctx.db
      .select({ id: employees.id, first: employees.firstName, last: employees.lastName })
      .from(employees)
      .where(
        and(
          eq(employees.orgId, kit.who.admin.orgId),
          eq(employees.enabled, true),
          ne(employees.id, kit.who.admin.employeeId),
          ne(employees.id, kit.who.tech.employeeId),
        ),
      )
      .orderBy(asc(employees.id))
      .limit(2);
    crew = others.map((o) => ({ id: o.id, name: `${o.first} ${o.last}` }));
  });
  afterAll(() => kit?.close());

  const share = (who: Who, body: Record<string, unknown>) =>
    kit.call(who, "POST", "/api/Task/ShareTask", body);
  const shares = (who: Who, id: number) =>
    kit.ok<TaskShareRow[]>(kit.call(who, "GET", `/api/Task/GetTaskShares?Id=${id}`));
  const sharedList = (who: Who, body: Record<string, unknown> = {}) =>
    kit.ok<ListReply<TaskListRow>>(
      kit.call(who, "POST", "/api/Task/GetTaskList", { Scope: "Shared", PageSize: 200, ...body }),
    );
  const events = (id: number) => readEvents(kit.t.ctx.db, kit.who.admin.orgId, AuditEntityType.Task, id);

  it("shares with colleagues: rows, a TaskShared event concerning them, and a history line", async () => {
    const id = await kit.insertTask({ assigneeId: kit.who.admin.employeeId });
    const reply = await kit.ok<ShareTaskReply>(
      share("admin", {
        TaskId: id,
        EmployeeIds: [kit.who.tech.employeeId, crew[0]!.id],
        Message: "Please have a look",
      }),
    );
    expect(reply.Added).toBe(2);
    expect(reply.StatusMessage).toMatch(/^WO-TEST-\d+ shared with .+, .+\.$/);
    expect(reply.Shares.map((s) => s.EmployeeId).sort()).toEqual(
      [kit.who.tech.employeeId, crew[0]!.id].sort(),
    );
    expect(reply.Shares[0]).toMatchObject({
      Message: "Please have a look",
      SharedById: kit.who.admin.employeeId,
    });
    expect(await shares("admin", id)).toEqual(reply.Shares);

    const shared = (await events(id)).filter((e) => e.eventType === "TaskShared");
    expect(shared).toHaveLength(1);
    expect([...shared[0]!.concerns].sort()).toEqual([kit.who.tech.employeeId, crew[0]!.id].sort());
    expect(shared[0]).toMatchObject({
      actorId: kit.who.admin.employeeId,
      payload: { Message: "Please have a look" },
    });
    const [line] = await kit.ok<TaskHistoryEntry[]>(
      kit.call("admin", "GET", `/api/Task/GetTaskHistory?Id=${id}`),
    );
    expect(line).toMatchObject({ Action: "Shared", Changes: [{ Field: "Shared with", From: null }] });
    expect(line!.Summary).toContain(crew[0]!.name);
    expect(line!.Summary).toMatch(/: Please have a look$/);
  });

  it("shares again with someone who has it without change or error, and tells only the new people", async () => {
    const id = await kit.insertTask();
    await kit.ok(share("admin", { TaskId: id, EmployeeIds: [crew[0]!.id], Message: "First" }));
    const before = await shares("admin", id);
    const again = await kit.ok<ShareTaskReply>(
      share("admin", { TaskId: id, EmployeeIds: [crew[0]!.id, crew[1]!.id], Message: "Second" }),
    );
    expect(again.Added).toBe(1);
    expect(again.StatusMessage).toContain(`Already shared with ${crew[0]!.name}.`);
    expect(again.Shares.find((s) => s.EmployeeId === crew[0]!.id)).toEqual(before[0]);
    const only = await kit.ok<ShareTaskReply>(share("admin", { TaskId: id, EmployeeIds: [crew[1]!.id] }));
    expect(only).toMatchObject({ Added: 0, StatusMessage: `Already shared with ${crew[1]!.name}.` });
    const shared = (await events(id)).filter((e) => e.eventType === "TaskShared");
    expect(shared.map((e) => e.concerns)).toEqual([[crew[0]!.id], [crew[1]!.id]]);
    const lines = await kit.ok<TaskHistoryEntry[]>(
      kit.call("admin", "GET", `/api/Task/GetTaskHistory?Id=${id}`),
    );
    expect(lines.filter((l) => l.Action === "Shared")).toHaveLength(2);
  });

  it("lists the work orders shared with the caller under Scope 'Shared', and only those", async () => {
    const mine = await kit.insertTask({
      summary: "Marmot shared gutter",
      assigneeId: kit.who.admin.employeeId,
    });
    const notMine = await kit.insertTask({
      summary: "Marmot private gutter",
      assigneeId: kit.who.admin.employeeId,
    });
    await kit.ok(share("admin", { TaskId: mine, EmployeeIds: [kit.who.tech.employeeId] }));
    const tech = await sharedList("tech", { Search: "marmot" });
    expect(tech.Rows.map((r) => r.Id)).toEqual([mine]);
    expect(tech.TotalCount).toBe(1);
    expect((await sharedList("admin", { Search: "marmot" })).Rows).toEqual([]);
    const all = await kit.ok<ListReply<TaskListRow>>(
      kit.call("tech", "POST", "/api/Task/GetTaskList", { Search: "marmot" }),
    );
    expect(all.Rows.map((r) => r.Id).sort()).toEqual([mine, notMine].sort());
    const bad = await kit.call("tech", "POST", "/api/Task/GetTaskList", { Scope: "Everyone" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().StatusMessage).toContain("Scope");
  });

  it("pages the shared list by cursor apart from the 'All' list", async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i += 1) ids.push(await kit.insertTask({ summary: `Ibex shared ${i}` }));
    await kit.ok(share("admin", { TaskId: ids[0], EmployeeIds: [crew[1]!.id] }));
    for (const id of ids)
      await kit.ok(share("admin", { TaskId: id, EmployeeIds: [kit.who.tech.employeeId] }));
    const first = await sharedList("tech", { Search: "ibex", PageSize: 2 });
    expect(first.Rows).toHaveLength(2);
    const second = await sharedList("tech", {
      Search: "ibex",
      PageSize: 2,
      StartRow: 2,
      After: first.NextCursor,
    });
    expect([...first.Rows, ...second.Rows].map((r) => r.Id).sort()).toEqual([...ids].sort());
  });

  it.each([
    ["nobody", { EmployeeIds: [] }, "EmployeeIds: Choose at least one person to share with."],
    [
      "21 people",
      { EmployeeIds: Array.from({ length: 21 }, (_, i) => i + 1) },
      "EmployeeIds: Share with at most 20",
    ],
    ["a text message too long", { EmployeeIds: [1], Message: "x".repeat(1001) }, "Message"],
  ])("answers 400 naming the field for %s", async (_, body, text) => {
    const id = await kit.insertTask();
    const res = await share("admin", { TaskId: id, ...body });
    expect(res.statusCode).toBe(400);
    expect(res.json().StatusMessage).toContain(text);
  });

  it("answers 400 naming EmployeeIds for someone of another organisation, or the caller", async () => {
    const id = await kit.insertTask();
    const other = await share("admin", {
      TaskId: id,
      EmployeeIds: [crew[0]!.id, kit.who.globexTech.employeeId],
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().StatusMessage).toBe(
      `Invalid request: EmployeeIds: Employee ${kit.who.globexTech.employeeId} not found or not active.`,
    );
    const self = await share("admin", { TaskId: id, EmployeeIds: [kit.who.admin.employeeId] });
    expect(self.statusCode).toBe(400);
    expect(self.json().StatusMessage).toContain("EmployeeIds: You cannot share a work order with yourself.");
    expect(await shares("admin", id)).toEqual([]);
  });

  it("answers 404 for another organisation's work order, 403 without the share right", async () => {
    const id = await kit.insertTask();
    const globex = await share("globexTech", { TaskId: id, EmployeeIds: [kit.who.admin.employeeId] });
    expect(globex.statusCode).toBe(404);
    expect((await kit.call("globexTech", "GET", `/api/Task/GetTaskShares?Id=${id}`)).statusCode).toBe(404);
    expect((await share("viewer", { TaskId: id, EmployeeIds: [crew[0]!.id] })).statusCode).toBe(403);
    const people = await kit.ok<TaskSharePerson[]>(
      kit.call("tech", "POST", "/api/Task/SearchSharePeople", { Search: crew[0]!.name }),
    );
    expect(people.map((p) => p.Id)).toContain(crew[0]!.id);
    const tech = { record: { RoleId: kit.who.tech.roleId } } as SignedIn;
    await revokeModule(kit.t, tech, { moduleId: ModuleId.TaskShare, parentId: ModuleId.TaskOperations });
    expect((await share("tech", { TaskId: id, EmployeeIds: [crew[0]!.id] })).statusCode).toBe(403);
    expect((await kit.call("tech", "POST", "/api/Task/SearchSharePeople", {})).statusCode).toBe(403);
  });
});
