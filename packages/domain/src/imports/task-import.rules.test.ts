import { describe, expect, it } from "vitest";
import { exportFileName, ExportKind } from "../exports/exports.enums.ts";
import { ProjectPlanQuerySchema } from "../exports/project-plan-export.schemas.ts";
import { TaskPriority, WorkOrderType } from "../tasks/tasks.enums.ts";
import { ImportKind } from "./imports.enums.ts";
import { IMPORT_COLUMNS } from "./import-columns.rules.ts";
import { matchImportHeaders } from "./import-headers.rules.ts";
import { readImportRow } from "./import-rows.rules.ts";
import { checkTaskImportRow, zonedInstant } from "./task-import.rules.ts";

const HEADERS = IMPORT_COLUMNS[ImportKind.Tasks].map((c) => c.header);

/** A data row read as the import reads it, from cells under these headers. */
const read = (cells: Record<string, string | number>) => {
  const headers = Object.keys(cells);
  const layout = matchImportHeaders({ kind: ImportKind.Tasks, headers });
  if (!layout.ok) throw new Error(JSON.stringify(layout.problems));
  return readImportRow({ layout: layout.layout, cells: Object.values(cells), rowNumber: 4 });
};

describe("the task import's columns", () => {
  it("read every standard field, with Summary and Type required", () => {
    expect(HEADERS).toEqual([
      "Summary",
      "Description",
      "Type",
      "Priority",
      "Project",
      "Location",
      "Assignee",
      "Driver",
      "Employee",
      "Planned date",
      "Due date",
      "Follow-on date",
      "Start",
      "End",
      "Workflow",
      "Region",
      "Vehicle",
      "Review levels",
    ]);
    const missing = matchImportHeaders({ kind: ImportKind.Tasks, headers: ["Description"] });
    expect(missing.ok ? [] : missing.problems.map((p) => p.Field)).toEqual(["Summary", "Type"]);
  });

  it.each([
    ["Corrective Maintenance", WorkOrderType.CorrectiveMaintenance],
    ["correctivemaintenance", WorkOrderType.CorrectiveMaintenance],
    ["Drive Test", WorkOrderType.DriveTest],
    ["4", WorkOrderType.CorrectiveMaintenance],
  ])("take the work-order type %s by its name", (type, id) => {
    expect(read({ Summary: "x", Type: type }).values.TypeId).toBe(id);
  });

  it("refuse a type that is not one, naming the column", () => {
    expect(read({ Summary: "x", Type: "Plumbing" }).problems).toEqual([
      { Row: 4, Field: "Type", Message: expect.stringContaining("'Plumbing' is not one of Master") },
    ]);
  });
});

describe("zonedInstant", () => {
  it.each([
    // Mountain Standard Time (UTC-7) and Mountain Daylight Time (UTC-6).
    ["2026-01-15", "00:00:00", "2026-01-15T07:00:00.000Z"],
    ["2026-07-15", "00:00:00", "2026-07-15T06:00:00.000Z"],
    ["2026-07-15", "23:59:59", "2026-07-16T05:59:59.000Z"],
    // The days the clocks change in 2026 (8 March, 1 November): midnight keeps the day's own offset.
    ["2026-03-08", "00:00:00", "2026-03-08T07:00:00.000Z"],
    ["2026-03-08", "23:59:59", "2026-03-09T05:59:59.000Z"],
    ["2026-11-01", "00:00:00", "2026-11-01T06:00:00.000Z"],
  ])("reads %s %s in Denver as %s", (day, time, iso) => {
    expect(zonedInstant({ day, time })).toBe(iso);
  });
});

describe("checkTaskImportRow", () => {
  it("checks a full row with the create form's schema and keeps the names to resolve", () => {
    const row = read({
      Summary: "  Fix the pump ",
      Type: "Fueling",
      Priority: "critical",
      Project: "PRJ-1",
      Location: "DTC-01",
      Assignee: "tech@acme.example",
      "Planned date": "2026-03-02",
      "Due date": 46087, // 2026-03-06 as an Excel serial date
      "Review levels": 2,
    });
    expect(row.problems).toEqual([]);
    const check = checkTaskImportRow(row.values, 4);
    expect(check).toEqual({
      ok: true,
      row: {
        fields: expect.objectContaining({
          Summary: "Fix the pump",
          TypeId: WorkOrderType.Fueling,
          PriorityId: TaskPriority.Critical,
          PlannedDate: "2026-03-02T07:00:00.000Z",
          DueDate: "2026-03-07T06:59:59.000Z",
          StartDateTime: null,
          ReviewLevels: 2,
          ProjectId: null,
          AssigneeId: null,
        }),
        names: {
          Project: "PRJ-1",
          Location: "DTC-01",
          Assignee: "tech@acme.example",
          Driver: null,
          Employee: null,
        },
      },
    });
  });

  it("gives the form's defaults: Medium priority, one review level", () => {
    const check = checkTaskImportRow(read({ Summary: "x", Type: "Rollout" }).values, 2);
    expect(check.ok && check.row.fields).toMatchObject({ PriorityId: TaskPriority.Medium, ReviewLevels: 1 });
  });

  it.each([
    [{ "Review levels": 4 }, "Review levels", "ReviewLevels is 1, 2 or 3."],
    [{ Summary: "s".repeat(201) }, "Summary", "Summary has at most 200 characters."],
    [{ Region: "r".repeat(101) }, "Region", "Region has at most 100 characters."],
    [
      { "Planned date": "2026-03-10", "Due date": "2026-03-09" },
      "Due date",
      "DueDate cannot be before the planned date.",
    ],
    [{ Start: "2026-03-10", End: "2026-03-01" }, "End", "EndDateTime cannot be before the start."],
  ])("refuses %j under the column %s", (cells, field, message) => {
    const check = checkTaskImportRow(read({ Summary: "x", Type: "Rollout", ...cells }).values, 7);
    expect(check).toEqual({ ok: false, problems: [{ Row: 7, Field: field, Message: message }] });
  });

  it("lets a task be due on the day it is planned", () => {
    const values = read({
      Summary: "x",
      Type: "Rollout",
      "Planned date": "2026-03-10",
      "Due date": "2026-03-10",
    });
    expect(checkTaskImportRow(values.values, 2).ok).toBe(true);
  });
});

describe("project plan exports", () => {
  it("are named after the project, its code made safe for a file name", () => {
    expect(exportFileName(ExportKind.ProjectPlan, "20260302101500", "xlsx", "PRJ-2026-001")).toBe(
      "ProjectPlan_PRJ-2026-001_20260302101500.xlsx",
    );
    expect(exportFileName(ExportKind.ProjectPlan, "20260302101500", "xlsx", 'a/b "c"')).toBe(
      "ProjectPlan_a_b_c_20260302101500.xlsx",
    );
    expect(exportFileName(ExportKind.TaskList, "20260302101500", "pdf")).toBe(
      "WorkOrders_20260302101500.pdf",
    );
  });

  it("read one project's tasks by planned date unless told otherwise", () => {
    expect(ProjectPlanQuerySchema.safeParse({}).success).toBe(false);
    expect(ProjectPlanQuerySchema.parse({ ProjectId: 3 }).SortModel).toEqual([
      { colId: "PlannedDate", sort: "asc" },
      { colId: "WorkOrderNumber", sort: "asc" },
    ]);
    const sorted = ProjectPlanQuerySchema.parse({
      ProjectId: 3,
      SortModel: [{ colId: "DueDate", sort: "desc" }],
    });
    expect(sorted.SortModel).toEqual([{ colId: "DueDate", sort: "desc" }]);
  });
});
