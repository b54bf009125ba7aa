import { describe, expect, it } from "vitest";
import { FieldAccessMode as M, TaskFieldId, TaskStatus, WorkOrderType } from "../tasks.enums.ts";
import {
  fieldAbilities,
  fieldChangesAllowed,
  fieldModesFor,
  fieldsRefusedOnCreate,
  isDoneTaskStatus,
  sameFieldValue,
  statusAfterAssignment,
} from "./task-field-access.rules.ts";
import {
  recurrenceText,
  TaskFieldsSchema,
  UpdateTaskSchema,
  type TaskFields,
} from "../task-writes.schemas.ts";
import { SetFieldRightSchema } from "./task-field-access.schemas.ts";

const CURRENT: TaskFields = TaskFieldsSchema.parse({
  Summary: "Replace the belt",
  TypeId: WorkOrderType.CorrectiveMaintenance,
  PlannedDate: "2026-11-20T15:00:00Z",
  AssigneeId: 12,
});

describe("fieldAbilities", () => {
  it.each([
    [M.ReadWrite, false, { isVisible: true, isEditable: true, action: null }],
    [M.ReadOnly, false, { isVisible: true, isEditable: false, action: null }],
    [M.NotVisible, false, { isVisible: false, isEditable: false, action: null }],
    [M.Accept, true, { isVisible: true, isEditable: false, action: "Accept" }],
    [M.Reject, false, { isVisible: true, isEditable: false, action: "Reject" }],
    [M.Reset, false, { isVisible: true, isEditable: false, action: "Reset" }],
    [M.Reset, true, { isVisible: true, isEditable: false, action: null }],
    [M.Complete, true, { isVisible: true, isEditable: false, action: "Complete" }],
    [M.Complete, false, { isVisible: true, isEditable: false, action: null }],
  ] as const)("%s on a field that is empty: %s", (mode, isEmpty, expected) => {
    expect(fieldAbilities({ mode, isEmpty })).toEqual(expected);
  });
});

describe("fieldChangesAllowed", () => {
  it("keeps the changed fields the caller may write, and drops the unchanged ones", () => {
    const check = fieldChangesAllowed({
      access: { [TaskFieldId.PlannedDate]: M.ReadOnly },
      current: CURRENT,
      // The same instant written with another offset is no change.
      sent: { Summary: "Replace the fan belt", PlannedDate: "2026-11-20T08:00:00-07:00", Region: "North" },
    });
    expect(check).toEqual({ ok: true, changes: { Summary: "Replace the fan belt", Region: "North" } });
  });

  it.each([M.ReadOnly, M.Accept, M.Reject, M.Reset, M.Complete])(
    "refuses a change to a field with %s, naming it",
    (mode) => {
      const check = fieldChangesAllowed({
        access: { [TaskFieldId.PlannedDate]: mode },
        current: CURRENT,
        sent: { PlannedDate: "2026-11-22T15:00:00Z" },
      });
      expect(check).toEqual({
        ok: false,
        fieldId: TaskFieldId.PlannedDate,
        key: "PlannedDate",
        message: "You cannot change Planned date.",
      });
    },
  );

  it("keeps a field the caller cannot see as it is, whatever was sent", () => {
    const check = fieldChangesAllowed({
      access: { [TaskFieldId.Assignee]: M.NotVisible },
      current: CURRENT,
      sent: { AssigneeId: null },
    });
    expect(check).toEqual({ ok: true, changes: {} });
  });
});

describe("fieldsRefusedOnCreate", () => {
  const fields = TaskFieldsSchema.parse({ Summary: "New", TypeId: WorkOrderType.Fueling });

  it("lets a new task fill the fields the caller may write or complete", () => {
    const access = { [TaskFieldId.PlannedDate]: M.Complete, [TaskFieldId.Region]: M.ReadOnly };
    expect(
      fieldsRefusedOnCreate({
        access,
        fields: { ...fields, PlannedDate: "2026-11-20T15:00:00Z" },
        defaults: { PriorityId: 2 },
      }),
    ).toBeNull();
  });

  it("refuses a value in a field the caller may not write, naming it; the priority may stay at its default", () => {
    const access = { [TaskFieldId.Region]: M.ReadOnly, [TaskFieldId.Priority]: M.ReadOnly };
    expect(fieldsRefusedOnCreate({ access, fields, defaults: { PriorityId: 2 } })).toBeNull();
    expect(
      fieldsRefusedOnCreate({ access, fields: { ...fields, Region: "North" }, defaults: { PriorityId: 2 } }),
    ).toMatchObject({ key: "Region", message: "You cannot set Region." });
  });
});

describe("sameFieldValue", () => {
  it.each([
    ["PlannedDate", "2026-11-20T15:00:00.000Z", "2026-11-20T08:00:00-07:00", true],
    ["PlannedDate", "2026-11-20T15:00:00Z", null, false],
    ["Region", "", null, true],
    ["Region", "North", "north", false],
    ["Recurrence", { Every: 1, Unit: "Day", Until: null }, { Every: 1, Unit: "Day", Until: null }, true],
  ] as const)("%s: %j and %j are the same: %s", (key, a, b, same) => {
    expect(sameFieldValue(key, a, b)).toBe(same);
  });
});

describe("statusAfterAssignment", () => {
  it.each([
    [TaskStatus.NotStarted, 5, TaskStatus.AssignedToTechnician],
    [TaskStatus.AssignedToTechnician, null, TaskStatus.NotStarted],
    [TaskStatus.InProgress, null, TaskStatus.InProgress],
    [TaskStatus.InProgress, 5, TaskStatus.InProgress],
  ] as const)("from %s with assignee %s: %s", (statusId, assigneeId, expected) => {
    expect(statusAfterAssignment({ statusId, assigneeId })).toBe(expected);
  });

  it("counts the closed statuses as done, not the technician's acceptance of the job", () => {
    expect([2, 21, 24].every(isDoneTaskStatus)).toBe(true);
    expect([0, 1, 12, 17, 18, 22].some(isDoneTaskStatus)).toBe(false);
  });
});

describe("field modes", () => {
  it("never offers Reset or Complete for a field that always has a value", () => {
    expect(fieldModesFor(TaskFieldId.TaskSummary)).not.toContain(M.Reset);
    expect(fieldModesFor(TaskFieldId.Priority)).not.toContain(M.Complete);
    expect(fieldModesFor(TaskFieldId.PlannedDate)).toHaveLength(7);
    const refused = SetFieldRightSchema.safeParse({ RoleId: 1, FieldId: "WoType", Mode: "Reset" });
    expect(refused.error?.issues[0]).toMatchObject({ path: ["Mode"] });
  });
});

describe("UpdateTaskSchema", () => {
  it("leaves out what was not sent (no defaults), and checks the date order where both come", () => {
    expect(UpdateTaskSchema.parse({ Id: 3, Region: "North" })).toEqual({ Id: 3, Region: "North" });
    const bad = UpdateTaskSchema.safeParse({
      Id: 3,
      PlannedDate: "2026-11-20T15:00:00Z",
      DueDate: "2026-11-19T15:00:00Z",
    });
    expect(bad.error?.issues[0]).toMatchObject({ path: ["DueDate"] });
  });

  it.each([
    [{ Every: 1, Unit: "Day", Until: null }, "Every day"],
    [{ Every: 2, Unit: "Week", Until: "2026-12-31" }, "Every 2 weeks until 2026-12-31"],
  ] as const)("recurrence %j reads '%s'", (r, text) => {
    expect(recurrenceText(r)).toBe(text);
  });
});
