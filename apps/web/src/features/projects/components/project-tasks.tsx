import { useNavigate } from "react-router";
import {
  TASK_LIST_COLUMNS,
  TASK_STATUS_LABELS,
  TaskStatus,
  type TaskListRow,
  type TaskStatusId,
} from "@fieldstead/domain";
import { DataGrid } from "../../../components/grid/data-grid.tsx";
import { gridColumnsOf, labelOptions, type DataGridColumn } from "../../../components/grid/grid-columns.ts";
import { getProjectTasks } from "../api/get-project-tasks.ts";
import { taskCard } from "../../tasks/index.ts";

const CARD = taskCard();

const STATUS_OPTIONS = labelOptions<TaskStatusId>(TASK_STATUS_LABELS, Object.values(TaskStatus));

const column = gridColumnsOf<TaskListRow, typeof TASK_LIST_COLUMNS>(TASK_LIST_COLUMNS);

/** What a project's page shows of each of its tasks (the task list's columns). */
const COLUMNS: readonly DataGridColumn<TaskListRow>[] = [
  column("WorkOrderNumber", { width: 150 }),
  column("Summary", { width: 300 }),
  column("StatusId", { width: 200, options: STATUS_OPTIONS, format: (row) => row.StatusName }),
  column("AssigneeName", { width: 180 }),
  column("DueDate", { width: 140 }),
];

export type ProjectTasksProps = { projectId: number; reloadKey?: number };

/** A project's tasks: the one task list, narrowed to the project; a row opens the task. */
export const ProjectTasks = ({ projectId, reloadKey = 0 }: ProjectTasksProps) => {
  const navigate = useNavigate();
  return (
    <DataGrid<TaskListRow, { ProjectId: number }>
      gridId="ProjectManagement-tasks"
      label="Project tasks"
      columns={COLUMNS}
      fetchPage={getProjectTasks}
      extraQuery={{ ProjectId: projectId }}
      getRowId={(row) => String(row.Id)}
      onRowClick={(row) => navigate(`/TaskOperations/details/${row.Id}`)}
      card={CARD}
      reloadKey={reloadKey}
    />
  );
};
