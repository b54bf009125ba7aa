import { defineListColumns } from "../lists/list-columns.ts";

/**
 * The task and work-order list's columns (Task/GetTaskList): its grid, a project's task grid, the task list's
 * and the project plan's exports, and its server query. Planned and Due are points in time the grids show as
 * days and the exports with their time of day; Urgency (0 overdue, 1 open, 2 done) only sorts and filters.
 */
export const TASK_LIST_COLUMNS = defineListColumns({
  Id: { label: "Id", type: "number" },
  WorkOrderNumber: { label: "Work order", type: "text" },
  Summary: { label: "Summary", type: "text" },
  TypeId: { label: "Type", type: "set" },
  TypeName: { label: "Type name", type: "set" },
  StatusId: { label: "Status", type: "set" },
  StatusName: { label: "Status name", type: "set" },
  PriorityId: { label: "Priority", type: "set" },
  PriorityName: { label: "Priority name", type: "set" },
  ProjectId: { label: "Project id", type: "number" },
  ProjectName: { label: "Project", type: "text" },
  LocationId: { label: "Location id", type: "number" },
  LocationName: { label: "Location", type: "text" },
  AssigneeId: { label: "Assignee id", type: "number" },
  AssigneeName: { label: "Assignee", type: "text" },
  PlannedDate: { label: "Planned", type: "date" },
  DueDate: { label: "Due", type: "date" },
  CompletedAt: { label: "Completed", type: "date", showsTime: true },
  CreatedAt: { label: "Created", type: "date", showsTime: true },
  UpdatedAt: { label: "Updated", type: "date", showsTime: true },
  Urgency: { label: "Urgency", type: "number" },
});
