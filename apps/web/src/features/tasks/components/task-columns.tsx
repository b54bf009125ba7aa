import { Box } from "@mui/material";
import {
  TASK_PRIORITY_LABELS,
  TASK_STATUS_LABELS,
  TaskPriority,
  TaskStatus,
  WORK_ORDER_TYPE_LABELS,
  WorkOrderType,
  type TaskListRow,
  type TaskPriorityId,
  type TaskStatusId,
  type WorkOrderTypeId,
} from "@fieldstead/domain";
import { labelOptions, updatedColumn, type DataGridColumn } from "../../../components/grid/grid-columns.ts";
import type { AssigneePalette } from "./assignee-palette.ts";
import { TaskDueDate } from "./task-due-date.tsx";
import { TaskStatusChip } from "./task-status-chip.tsx";

const STATUS_OPTIONS = labelOptions<TaskStatusId>(TASK_STATUS_LABELS, Object.values(TaskStatus));
const TYPE_OPTIONS = labelOptions<WorkOrderTypeId>(WORK_ORDER_TYPE_LABELS, Object.values(WorkOrderType));
const PRIORITY_OPTIONS = labelOptions<TaskPriorityId>(TASK_PRIORITY_LABELS, Object.values(TaskPriority));

/** The task list's columns; the assignee's colour comes from the view's palette. */
export const taskColumns = (palette: AssigneePalette): readonly DataGridColumn<TaskListRow>[] => [
  { colId: "WorkOrderNumber", header: "Work order", type: "text", width: 150 },
  { colId: "Summary", header: "Summary", type: "text", width: 260 },
  {
    colId: "TypeId",
    header: "Type",
    type: "set",
    width: 190,
    options: TYPE_OPTIONS,
    format: (row) => row.TypeName,
  },
  {
    colId: "StatusId",
    header: "Status",
    type: "set",
    width: 200,
    options: STATUS_OPTIONS,
    format: (row) => row.StatusName,
    renderCell: (row) => <TaskStatusChip statusId={row.StatusId} />,
  },
  {
    colId: "PriorityId",
    header: "Priority",
    type: "set",
    width: 130,
    options: PRIORITY_OPTIONS,
    format: (row) => row.PriorityName,
  },
  { colId: "ProjectName", header: "Project", type: "text", width: 200 },
  { colId: "LocationName", header: "Location", type: "text", width: 220 },
  {
    colId: "AssigneeName",
    header: "Assignee",
    type: "text",
    width: 180,
    renderCell: (row) => (
      <Box component="span" sx={{ color: palette.colourOf(row.AssigneeId), fontWeight: 600 }}>
        {row.AssigneeName ?? ""}
      </Box>
    ),
  },
  { colId: "PlannedDate", header: "Planned", type: "date", width: 140 },
  {
    colId: "DueDate",
    header: "Due",
    type: "date",
    width: 190,
    renderCell: (row) => <TaskDueDate dueDate={row.DueDate} isOverdue={row.IsOverdue} />,
  },
  updatedColumn<TaskListRow>(),
];
