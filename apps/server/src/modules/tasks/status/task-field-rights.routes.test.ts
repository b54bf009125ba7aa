import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { ModuleId, TaskStatus, type FieldRights, type TaskWriteReply } from "@fieldstead/domain";
import { tasks } from "../../../db/schema/index.ts";
import { revokeModule } from "../../../test/test-app.ts";
import { testBackends } from "../../../test/test-databases.ts";
import { openRecordsTestKit, type RecordsTestKit } from "../task-records.test-kit.ts";

const PLANNED = "2026-12-01T16:00:00Z";

describe.each(testBackends())("field access modes on %s", (backend) => {
  let kit: RecordsTestKit;
  beforeAll(async () => {
    kit = await openRecordsTestKit(backend);
  });
  afterAll(() => kit?.close());

  const techRole = () => kit.who.tech.roleId;
  const setRight = (FieldId: string, Mode: string, RoleId = techRole()) =>
    kit.send("admin", "POST", "/api/TaskConfiguration/SetFieldRight", { RoleId, FieldId, Mode });
  const review = (who: "tech" | "admin" | "manager", body: Record<string, unknown>) =>
    kit.send(who, "POST", "/api/Task/ReviewField", body);

  it("shows every field Read-write until told, with the organisation's roles; only with Settings", async () => {
    const rights = await kit.ok<FieldRights>(
      kit.send("admin", "GET", `/api/TaskConfiguration/GetFieldRights?RoleId=${techRole()}`),
    );
    expect(rights.Role).toBe("Field Technician");
    expect(rights.Fields).toHaveLength(17);
    expect(rights.Fields.every((f) => f.Mode === "ReadWrite")).toBe(true);
    expect(rights.Fields.find((f) => f.FieldId === "PlannedDate")).toMatchObject({ Label: "Planned date" });
    expect(rights.Roles.map((r) => r.Role)).toContain("Facility Manager");
    expect((await kit.send("manager", "GET", "/api/TaskConfiguration/GetFieldRights")).statusCode).toBe(403);
    expect((await kit.send("tech", "POST", "/api/TaskConfiguration/SetFieldRight", {})).statusCode).toBe(403);
  });

  it("refuses a mode a field cannot have (400 naming Mode), and another organisation's role (404)", async () => {
    const bad = await setRight("TaskSummary", "Reset");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().StatusMessage).toContain("Mode");
    expect((await setRight("Region", "ReadOnly", kit.who.globexTech.roleId)).statusCode).toBe(404);
  });

  it("makes Planned date read-only for the technician from their next call: a change is refused, naming it", async () => {
    const id = await kit.insertTask({ plannedDate: new Date(PLANNED) });
    // Read once before the change, so a kept copy of the role's modes would show the old one.
    expect((await kit.detail("tech", id)).FieldAccess.PlannedDate).toBe("ReadWrite");
    await kit.ok(setRight("PlannedDate", "ReadOnly"));
    const detail = await kit.detail("tech", id);
    expect(detail.FieldAccess.PlannedDate).toBe("ReadOnly");
    expect(detail.PlannedDate).toBe("2026-12-01T16:00:00.000Z");
    const refused = await kit.update("tech", { Id: id, PlannedDate: "2026-12-05T16:00:00Z" });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      StatusMessage: "You cannot change Planned date.",
      fields: [{ field: "PlannedDate", message: "You cannot change Planned date." }],
    });
    // The same date sent back (in another offset) is no change: the rest of the edit goes through.
    await kit.ok(kit.update("tech", { Id: id, PlannedDate: "2026-12-01T09:00:00-07:00", Region: "North" }));
    // A new task may not carry it either; the administrator's role is untouched.
    const create = await kit.create("tech", { Summary: "Mine", TypeId: 4, PlannedDate: PLANNED });
    expect([create.statusCode, create.json().StatusMessage]).toEqual([403, "You cannot set Planned date."]);
    await kit.ok(kit.update("admin", { Id: id, PlannedDate: "2026-12-05T16:00:00Z" }));
    await kit.ok(setRight("PlannedDate", "ReadWrite"));
    await kit.ok(kit.update("tech", { Id: id, PlannedDate: "2026-12-06T16:00:00Z" }));
  });

  it("hides a NotVisible field from the task, the edit view and the edit, which keeps it as it is", async () => {
    const id = await kit.insertTask({ summary: "Hidden assignee" });
    await kit.ok(setRight("Assignee", "NotVisible"));
    const detail = await kit.detail("tech", id);
    expect(detail).toMatchObject({ AssigneeId: null, AssigneeName: null, Summary: "Hidden assignee" });
    const edit = await kit.forEdit("tech", id);
    expect("AssigneeId" in edit.Fields).toBe(false);
    expect(edit.Fields.Summary).toBe("Hidden assignee");
    await kit.ok(kit.update("tech", { Id: id, AssigneeId: null, Region: "East" }));
    expect((await kit.detail("admin", id)).AssigneeId).toBe(kit.who.tech.employeeId);
    await kit.ok(setRight("Assignee", "ReadWrite"));
  });

  it("accepts a value and rejects one with a comment; the decision shows until the value changes", async () => {
    const id = await kit.insertTask({ plannedDate: new Date(PLANNED) });
    await kit.ok(setRight("PlannedDate", "Accept"));
    await kit.ok(setRight("DueDate", "Reject"));
    const accepted = await kit.ok<TaskWriteReply>(
      review("tech", { TaskId: id, FieldId: "PlannedDate", Action: "Accept" }),
    );
    expect(accepted.Task.FieldReviews.PlannedDate).toMatchObject({ State: "Accepted", Comment: null });
    expect(accepted.Task.FieldReviews.PlannedDate!.ByName).toMatch(/\S+ \S+/);
    expect((await kit.history(id))[0]).toMatchObject({
      Action: "FieldAccepted",
      Changes: [{ Field: "Planned date review", From: null, To: "Accepted" }],
    });
    const noComment = await review("tech", { TaskId: id, FieldId: "DueDate", Action: "Reject" });
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json().StatusMessage).toContain("Comment");
    const rejected = await kit.ok<TaskWriteReply>(
      review("tech", { TaskId: id, FieldId: "DueDate", Action: "Reject", Comment: "No due date set" }),
    );
    expect(rejected.Task.FieldReviews.DueDate).toMatchObject({
      State: "Rejected",
      Comment: "No due date set",
    });
    // Another action than the mode's is refused, naming the field.
    const wrong = await review("tech", {
      TaskId: id,
      FieldId: "PlannedDate",
      Action: "Reject",
      Comment: "x",
    });
    expect([wrong.statusCode, wrong.json().StatusMessage]).toEqual([403, "You cannot reject Planned date."]);
    await kit.ok(kit.update("admin", { Id: id, PlannedDate: "2026-12-04T16:00:00Z" }));
    const after = await kit.detail("tech", id);
    expect(after.FieldReviews.PlannedDate).toBeUndefined();
    expect(after.FieldReviews.DueDate).toBeDefined();
    await kit.ok(setRight("PlannedDate", "ReadWrite"));
    await kit.ok(setRight("DueDate", "ReadWrite"));
  });

  it("resets a field with a value and completes an empty one, once each", async () => {
    const id = await kit.insertTask({ plannedDate: new Date(PLANNED) });
    await kit.ok(setRight("PlannedDate", "Reset"));
    await kit.ok(setRight("Region", "Complete"));
    const reset = await kit.ok<TaskWriteReply>(
      review("tech", { TaskId: id, FieldId: "PlannedDate", Action: "Reset" }),
    );
    expect(reset.Task.PlannedDate).toBeNull();
    expect((await kit.history(id))[0]).toMatchObject({
      Action: "FieldReset",
      Summary: "Planned date reset",
      Changes: [{ Field: "Planned date", From: "Dec 01, 2026 09:00 AM", To: null }],
    });
    const again = await review("tech", { TaskId: id, FieldId: "PlannedDate", Action: "Reset" });
    expect([again.statusCode, again.json().StatusMessage]).toEqual([409, "Planned date is empty already."]);

    const noValue = await review("tech", { TaskId: id, FieldId: "Region", Action: "Complete" });
    expect(noValue.statusCode).toBe(400);
    expect(noValue.json().StatusMessage).toContain("Value");
    const tooLong = await review("tech", {
      TaskId: id,
      FieldId: "Region",
      Action: "Complete",
      Value: "x".repeat(101),
    });
    expect(tooLong.json().StatusMessage).toContain("Value");
    const done = await kit.ok<TaskWriteReply>(
      review("tech", { TaskId: id, FieldId: "Region", Action: "Complete", Value: "North" }),
    );
    expect(done.Task.Region).toBe("North");
    const twice = await review("tech", { TaskId: id, FieldId: "Region", Action: "Complete", Value: "South" });
    expect([twice.statusCode, twice.json().StatusMessage]).toEqual([409, "Region has a value already."]);
    await kit.ok(setRight("PlannedDate", "ReadWrite"));
    await kit.ok(setRight("Region", "ReadWrite"));
  });

  it("refuses field actions on a locked task, and on another organisation's (404)", async () => {
    const id = await kit.insertTask();
    await kit.ok(setRight("TaskSummary", "Accept"));
    await kit.t.ctx.db.update(tasks).set({ isLocked: true }).where(eq(tasks.id, id));
    expect((await review("tech", { TaskId: id, FieldId: "TaskSummary", Action: "Accept" })).statusCode).toBe(
      409,
    );
    const other = await kit.send("globexTech", "POST", "/api/Task/ReviewField", {
      TaskId: id,
      FieldId: "TaskSummary",
      Action: "Accept",
    });
    expect(other.statusCode).toBe(404);
    await kit.ok(setRight("TaskSummary", "ReadWrite"));
  });

  it("sets a recurrence only with the recurring right", async () => {
    const task = await kit.created();
    await kit.ok(kit.update("tech", { Id: task.Id, Recurrence: { Every: 1, Unit: "Month", Until: null } }));
    const tech = await kit.t.signIn("tech@acme.example");
    await revokeModule(kit.t, tech, { moduleId: ModuleId.TaskRecurring, parentId: ModuleId.TaskOperations });
    const refused = await kit.update("tech", { Id: task.Id, Recurrence: null });
    expect([refused.statusCode, refused.json().StatusMessage]).toEqual([
      403,
      "You cannot make tasks recurring.",
    ]);
    // The recurrence sent back unchanged is no change.
    await kit.ok(
      kit.update("tech", { Id: task.Id, Recurrence: { Every: 1, Unit: "Month", Until: null }, Region: "N" }),
    );
    const create = await kit.create("tech", {
      Summary: "Repeats",
      TypeId: 4,
      Recurrence: { Every: 1, Unit: "Day" },
    });
    expect(create.statusCode).toBe(403);
    expect(await kit.countBySummary("Repeats")).toBe(0);
    expect((await kit.detail("admin", task.Id)).StatusId).toBe(TaskStatus.NotStarted);
  });
});
