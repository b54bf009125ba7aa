import { useNavigate } from "react-router";
import { TASK_STATUS_LABELS, TaskStatus, type TaskListRow, type TaskStatusId } from "@fieldstead/domain";
import { DataGrid } from "../../../components/grid/data-grid.tsx";
import { labelOptions, type DataGridColumn } from "../../../components/grid/grid-columns.ts";
import { getProjectTasks } from "../api/get-project-tasks.ts";
import { taskCard } from "../../tasks/index.ts";

const CARD = taskCard();

const STATUS_OPTIONS = labelOptions<TaskStatusId>(TASK_STATUS_LABELS, Object.values(TaskStatus));

/** What a project's page shows of each of its tasks. */
const COLUMNS: readonly DataGridColumn<TaskListRow>[] = [
  { colId: "WorkOrderNumber", header: "Work order", type: "text", width: 150 },
  { colId: "Summary", header: "Summary", type: "text", width: 300 },
  {
    colId: "StatusId",
    header: "Status",
    type: "set",
    width: 200,
    options: STATUS_OPTIONS,
    format: (row) => row.StatusName,
  },
  { colId: "AssigneeName", header: "Assignee", type: "text", width: 180 },
  { colId: "DueDate", header: "Due", type: "date", width: 140 },
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
