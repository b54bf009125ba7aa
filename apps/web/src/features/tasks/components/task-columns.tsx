import { Box } from "@mui/material";
import {
  TASK_LIST_COLUMNS,
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
import { gridColumnsOf, labelOptions, type DataGridColumn } from "../../../components/grid/grid-columns.ts";
import type { AssigneePalette } from "./assignee-palette.ts";
import { TaskDueDate } from "./task-due-date.tsx";
import { TaskStatusChip } from "../status/components/task-status-chip.tsx";

const STATUS_OPTIONS = labelOptions<TaskStatusId>(TASK_STATUS_LABELS, Object.values(TaskStatus));
const TYPE_OPTIONS = labelOptions<WorkOrderTypeId>(WORK_ORDER_TYPE_LABELS, Object.values(WorkOrderType));
const PRIORITY_OPTIONS = labelOptions<TaskPriorityId>(TASK_PRIORITY_LABELS, Object.values(TaskPriority));

const column = gridColumnsOf<TaskListRow, typeof TASK_LIST_COLUMNS>(TASK_LIST_COLUMNS);

/** The task list's columns; the assignee's colour comes from the view's palette. */
export const taskColumns = (palette: AssigneePalette): readonly DataGridColumn<TaskListRow>[] => [
  column("WorkOrderNumber", { width: 150 }),
  column("Summary", { width: 260 }),
  column("TypeId", { width: 190, options: TYPE_OPTIONS, format: (row) => row.TypeName }),
  column("StatusId", {
    width: 200,
    options: STATUS_OPTIONS,
    format: (row) => row.StatusName,
    renderCell: (row) => <TaskStatusChip statusId={row.StatusId} />,
  }),
  column("PriorityId", { width: 130, options: PRIORITY_OPTIONS, format: (row) => row.PriorityName }),
  column("ProjectName", { width: 200 }),
  column("LocationName", { width: 220 }),
  column("AssigneeName", {
    width: 180,
    renderCell: (row) => (
      <Box component="span" sx={{ color: palette.colourOf(row.AssigneeId), fontWeight: 600 }}>
        {row.AssigneeName ?? ""}
      </Box>
    ),
  }),
  column("PlannedDate", { width: 140 }),
  column("DueDate", {
    width: 190,
    renderCell: (row) => <TaskDueDate dueDate={row.DueDate} isOverdue={row.IsOverdue} />,
  }),
  column("UpdatedAt", { width: 200 }),
];
