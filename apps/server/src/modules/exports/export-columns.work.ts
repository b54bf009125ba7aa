import { PROJECT_LIST_COLUMNS, TASK_LIST_COLUMNS, TICKET_LIST_COLUMNS } from "@fieldstead/domain";
import { col, exportColumnsOf, type ExportColumn } from "./export-column-kit.ts";

const ticket = exportColumnsOf(TICKET_LIST_COLUMNS);
const task = exportColumnsOf(TASK_LIST_COLUMNS);
const project = exportColumnsOf(PROJECT_LIST_COLUMNS);

export const TICKET_LIST_EXPORT: readonly ExportColumn[] = [
  ticket("TicketNumber", { width: 16 }),
  ticket("Title", { width: 32 }),
  ticket("StatusId", { width: 12, field: "StatusName" }),
  ticket("PriorityId", { width: 10, field: "PriorityName" }),
  ticket("LocationName", { width: 26 }),
  ticket("AssetName", { width: 24 }),
  ticket("ReporterName"),
  ticket("WorkOrderNumber", { width: 16 }),
  ticket("CreatedAt", { width: 17 }),
  ticket("UpdatedAt", { width: 17 }),
];

// Planned and Due are points in time: the grids show their day, the files their time of day as well.
const planned = task("PlannedDate", { kind: "time", width: 17 });
const due = task("DueDate", { kind: "time", width: 17 });
// Whether an open task's due date has passed: a row's flag, not a column the list sorts or filters by.
const overdue = col("IsOverdue", "Overdue", "yesNo", 9);

// Every column a task row carries, so any column the task grid shows has its export column.
export const TASK_LIST_EXPORT: readonly ExportColumn[] = [
  task("WorkOrderNumber", { width: 16 }),
  task("Summary", { width: 32 }),
  task("TypeId", { width: 20, field: "TypeName" }),
  task("StatusId", { width: 20, field: "StatusName" }),
  task("PriorityId", { width: 10, field: "PriorityName" }),
  task("ProjectName", { width: 24 }),
  task("LocationName", { width: 26 }),
  task("AssigneeName"),
  planned,
  due,
  overdue,
  task("CompletedAt", { width: 17 }),
  task("UpdatedAt", { width: 17 }),
];

export const PROJECT_LIST_EXPORT: readonly ExportColumn[] = [
  project("Code", { width: 16 }),
  project("Name", { width: 30 }),
  project("Status", { width: 12 }),
  project("LocationName", { width: 26 }),
  project("ManagerName"),
  project("StartDate", { width: 12 }),
  project("EndDate", { width: 12 }),
  project("TaskCount", { width: 8 }),
  project("DoneCount", { width: 8 }),
  project("ProgressBucket", { width: 14, field: "ProgressName" }),
  project("Archived", { kind: "yesNo", width: 10 }),
];

// A project's plan: what is to be done, when, by whom, and where it stands (the task list's columns).
export const PROJECT_PLAN_EXPORT: readonly ExportColumn[] = [
  task("WorkOrderNumber", { width: 16 }),
  task("Summary", { width: 36 }),
  task("TypeId", { width: 20, field: "TypeName" }),
  planned,
  due,
  task("StatusId", { width: 20, field: "StatusName" }),
  task("AssigneeName"),
  task("PriorityId", { width: 10, field: "PriorityName" }),
  task("LocationName", { width: 26 }),
  overdue,
  task("CompletedAt", { width: 17 }),
];
