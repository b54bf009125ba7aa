import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TaskStatus, WorkOrderType, type TaskDetail, type TransitionMatrix } from "@fieldstead/domain";
import { testBackends } from "../../../test/test-databases.ts";
import { openTasksTestKit, type TasksTestKit, type Who } from "../tasks.test-kit.ts";

const S = TaskStatus;
const TYPE = WorkOrderType.Fueling;

describe.each(testBackends())("the status-transition matrix on %s", (backend) => {
  let kit: TasksTestKit;
  beforeAll(async () => {
    kit = await openTasksTestKit(backend);
  });
  afterAll(() => kit?.close());

  const matrix = (who: Who, typeId: unknown = TYPE) =>
    kit.call(who, "GET", `/api/TaskConfiguration/GetTransitionMatrix?TaskTypeId=${typeId}`);
  const set = (who: Who, RoleId: number, IsEnabled: boolean, from: number, to: number) =>
    kit.call(who, "POST", "/api/TaskConfiguration/SetTransition", {
      TaskTypeId: TYPE,
      FromStatusId: from,
      ToStatusId: to,
      RoleId,
      IsEnabled,
    });
  const rowsOf = (m: TransitionMatrix, from: number, to: number) =>
    m.Rows.filter((r) => r.FromStatusId === from && r.ToStatusId === to);
  const move = (TaskId: number, ToStatusId: number) =>
    kit.call("tech", "POST", "/api/Task/ChangeStatus", { TaskId, ToStatusId });
  /** The moves the technician's task page offers. */
  const offered = async (id: number) =>
    (await kit.ok<TaskDetail>(kit.call("tech", "GET", `/api/Task/GetTask?Id=${id}`))).AllowedMoves.map(
      (m) => m.ToStatusId,
    );

  it("shows the organisation's roles with an 'All Access' row first for each transition", async () => {
    const m = await kit.ok<TransitionMatrix>(matrix("admin"));
    expect(m.Roles[0]).toEqual({ RoleId: 0, Role: "All Access" });
    expect(m.Roles.map((r) => r.Role)).toEqual(
      expect.arrayContaining(["Administrator", "Field Technician", "Viewer"]),
    );
    const field = rowsOf(m, S.InProgress, S.Completed);
    expect(field.map((r) => r.Role)).toEqual(m.Roles.map((r) => r.Role));
    expect(field[0]).toMatchObject({ RoleId: 0, IsEnabled: false });
    const byRole = Object.fromEntries(field.map((r) => [r.Role, r.IsEnabled]));
    expect(byRole).toMatchObject({ Administrator: true, "Field Technician": true, Viewer: false });
  });

  it("takes a move away from a role and gives it back to every role, effective on the next move", async () => {
    const id = await kit.insertTask({ typeId: TYPE });
    await kit.ok(move(id, S.TravelingToLocation));
    await kit.ok(move(id, S.ArrivedAtLocation));
    expect(await offered(id)).toContain(S.InProgress);
    const off = await kit.ok<TransitionMatrix>(
      set("admin", kit.who.tech.roleId, false, S.ArrivedAtLocation, S.InProgress),
    );
    const techRow = rowsOf(off, S.ArrivedAtLocation, S.InProgress).find(
      (r) => r.RoleId === kit.who.tech.roleId,
    );
    expect(techRow!.IsEnabled).toBe(false);
    expect(await offered(id)).not.toContain(S.InProgress);
    const refused = await move(id, S.InProgress);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().StatusMessage).toBe(
      "Your role cannot move this work order from 'Arrived at Location' to 'In Progress'.",
    );
    const on = await kit.ok<TransitionMatrix>(set("admin", 0, true, S.ArrivedAtLocation, S.InProgress));
    expect(rowsOf(on, S.ArrivedAtLocation, S.InProgress).every((r) => r.IsEnabled)).toBe(true);
    expect(await offered(id)).toContain(S.InProgress);
    await kit.ok(move(id, S.InProgress));
    // Other transitions and other task types are left as they were.
    expect(rowsOf(on, S.InProgress, S.Completed).find((r) => r.Role === "Viewer")!.IsEnabled).toBe(false);
    const other = await kit.ok<TransitionMatrix>(matrix("admin", WorkOrderType.Master));
    const viewerRow = rowsOf(other, S.ArrivedAtLocation, S.InProgress).find((r) => r.Role === "Viewer");
    expect(viewerRow!.IsEnabled).toBe(false);
  });

  it("refuses another organisation's role (404), a non-move (400), and callers without Settings (403)", async () => {
    const globexRole = kit.who.globexTech.roleId;
    expect((await set("admin", globexRole, true, S.NotStarted, S.ResetDate)).statusCode).toBe(404);
    const same = await set("admin", 0, true, S.Paused, S.Paused);
    expect(same.statusCode).toBe(400);
    expect(same.json().StatusMessage).toContain("ToStatusId");
    expect((await set("tech", 0, true, S.AssignedToTechnician, S.Completed)).statusCode).toBe(403);
    expect((await matrix("tech")).statusCode).toBe(403);
    const bad = await matrix("admin", 999);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().StatusMessage).toContain("TaskTypeId");
  });
});
