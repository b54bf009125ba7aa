import type { ListSort, TaskListRow } from "@fieldstead/domain";
import type { CardMapping } from "../../../components/grid/card-mapping.tsx";
import { TaskDueDate } from "./task-due-date.tsx";
import { TaskStatusChip } from "../status/components/task-status-chip.tsx";

/**
 * The order of a person's own work orders: overdue first, then the open ones by planned date, then those done
 * (the list's Urgency: 0 overdue, 1 open, 2 done).
 */
export const MY_WORK_SORT: ListSort[] = [
  { colId: "Urgency", sort: "asc" },
  { colId: "PlannedDate", sort: "asc" },
];

export type TaskCardOptions = {
  /** Whose work it is: left out of a list of the caller's own. */
  showsAssignee?: boolean;
};

/** A work order as a card: number, summary, status, then due date (red once overdue), location, priority. */
export const taskCard = ({ showsAssignee = true }: TaskCardOptions = {}): CardMapping<TaskListRow> => ({
  overline: (row) => row.WorkOrderNumber,
  title: (row) => row.Summary,
  status: (row) => <TaskStatusChip statusId={row.StatusId} />,
  facts: (row) => [
    {
      label: "Due",
      value: row.DueDate === null ? null : <TaskDueDate dueDate={row.DueDate} isOverdue={row.IsOverdue} />,
    },
    { label: "Location", value: row.LocationName },
    { label: "Priority", value: row.PriorityName },
    ...(showsAssignee ? [{ label: "Assignee", value: row.AssigneeName }] : []),
  ],
});
