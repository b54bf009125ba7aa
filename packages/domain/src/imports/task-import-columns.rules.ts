import { TaskPriority, WorkOrderType } from "../tasks/tasks.enums.ts";
import { TASK_PRIORITY_LABELS, WORK_ORDER_TYPE_LABELS } from "../tasks/tasks.rules.ts";
import type { ImportChoice, ImportColumn } from "./import-columns.rules.ts";

// Column types are spelled out here (not ImportColumnType's members): import-columns.rules.ts lists these
// columns, so this file may take only its types.
const text = (
  header: string,
  field: string,
  example: string,
  refers?: { aliases: readonly string[]; hint: string },
): ImportColumn => ({
  header,
  field,
  isRequired: false,
  type: "text",
  example,
  ...refers,
});

const PERSON = "A person's e-mail (an active employee of your organisation).";

const date = (header: string, field: string, example: string, hint: string): ImportColumn => ({
  header,
  field,
  isRequired: false,
  type: "date",
  example,
  hint,
});

/** Work-order types by the names people read ('Corrective Maintenance'; 'CorrectiveMaintenance' matches too). */
export const WORK_ORDER_TYPE_CHOICES: readonly ImportChoice[] = Object.values(WorkOrderType).map((value) => ({
  label: WORK_ORDER_TYPE_LABELS[value],
  value,
}));

export const TASK_PRIORITY_CHOICES: readonly ImportChoice[] = Object.values(TaskPriority).map((value) => ({
  label: TASK_PRIORITY_LABELS[value],
  value,
}));

/**
 * The columns of a bulk file of tasks and work orders: the task standard fields (portal-platform §3.6), with
 * the project by code, the location by code or name, and people by e-mail. Fields are TaskFields' own names;
 * a reference's column answers for its id field too (a problem on `AssigneeId` belongs to 'Assignee').
 */
export const TASK_IMPORT_COLUMNS: readonly ImportColumn[] = [
  {
    ...text("Summary", "Summary", "Replace the lobby light fittings"),
    isRequired: true,
    hint: "What is to be done, in at most 200 characters.",
  },
  text("Description", "Description", "Six fittings flicker on the ground floor."),
  {
    header: "Type",
    field: "TypeId",
    isRequired: true,
    type: "choice",
    choices: WORK_ORDER_TYPE_CHOICES,
    example: WORK_ORDER_TYPE_LABELS[WorkOrderType.CorrectiveMaintenance],
    hint: "The work-order type.",
  },
  {
    header: "Priority",
    field: "PriorityId",
    isRequired: false,
    type: "choice",
    choices: TASK_PRIORITY_CHOICES,
    example: TASK_PRIORITY_LABELS[TaskPriority.High],
    hint: "Medium when empty.",
  },
  text("Project", "Project", "", { aliases: ["ProjectId"], hint: "A project's code (not archived)." }),
  text("Location", "Location", "DTC-01", {
    aliases: ["LocationId"],
    hint: "A location's code, or its name when no other location has it.",
  }),
  text("Assignee", "Assignee", "tech@acme.example", { aliases: ["AssigneeId"], hint: PERSON }),
  text("Driver", "Driver", "", { aliases: ["DriverId"], hint: PERSON }),
  text("Employee", "Employee", "", { aliases: ["EmployeeId"], hint: PERSON }),
  date("Planned date", "PlannedDate", "2026-03-02", "The day the work is planned for."),
  date("Due date", "DueDate", "2026-03-06", "The day it is due by (its end, Denver time)."),
  date("Follow-on date", "FollowOnDate", "", "The day to follow it up."),
  date("Start", "StartDateTime", "", "The day the work starts."),
  date("End", "EndDateTime", "", "The day the work ends (by its end, Denver time)."),
  { ...text("Workflow", "WorkFlow", ""), hint: "The workflow's name." },
  text("Region", "Region", ""),
  text("Vehicle", "Vehicle", ""),
  {
    header: "Review levels",
    field: "ReviewLevels",
    isRequired: false,
    type: "whole number",
    example: 1,
    hint: "How many reviewers approve it once completed: 1, 2 or 3 (1 when empty).",
  },
];
