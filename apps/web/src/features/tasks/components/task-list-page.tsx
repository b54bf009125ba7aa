import { useMemo } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { Box } from "@mui/material";
import { DateRangeKind, ExportKind, type ListQuery, type TaskListRow } from "@fieldstead/domain";
import { DataGrid } from "../../../components/grid/data-grid.tsx";
import { BreadcrumbBar } from "../../../components/ui/breadcrumb-bar.tsx";
import { PageHeading } from "../../../components/ui/page-heading.tsx";
import { getTaskList } from "../api/get-task-list.ts";
import { createAssigneePalette } from "./assignee-palette.ts";
import { MY_WORK_SORT, taskCard } from "./task-card.tsx";
import { taskColumns } from "./task-columns.tsx";
import { TaskListFilters } from "./task-list-filters.tsx";
import {
  RANGE_PARAM,
  SCOPE_PARAM,
  TASK_GRID_ID,
  taskPageQueryOf,
  type TaskPageQuery,
} from "../api/task-list-opening.ts";
import { taskDetailPath } from "./task-paths.ts";
import { TaskListLinks } from "./task-list-links.tsx";
import { ExportButton } from "../../exports/index.ts";
import { BulkCreateTasksButton } from "./bulk-create-tasks-button.tsx";
import { NewWorkOrderButton } from "./new-work-order-button.tsx";

/** /TaskOperations: the organisation's tasks and work orders, the caller's own or those shared with them, by planned date. */
export const TaskListPage = () => {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { Scope: scope, DateRange: dateRange } = taskPageQueryOf(params);
  const setFilters = (next: TaskPageQuery) =>
    setParams(
      {
        ...(next.Scope === "All" ? {} : { [SCOPE_PARAM]: next.Scope.toLowerCase() }),
        ...(next.DateRange === DateRangeKind.all ? {} : { [RANGE_PARAM]: next.DateRange }),
      },
      { replace: true },
    );

  // One palette per visit: the colours follow the order the assignees appear in the rows read.
  const palette = useMemo(createAssigneePalette, []);
  const columns = useMemo(() => taskColumns(palette), [palette]);
  const isMine = scope === "Mine";
  const card = useMemo(() => taskCard({ showsAssignee: !isMine }), [isMine]);
  const fetchPage = useMemo(
    () => async (query: ListQuery & TaskPageQuery) => {
      const reply = await getTaskList(query);
      palette.observe(
        reply.Rows.map((row) => row.AssigneeId),
        query.StartRow === 0,
      );
      return reply;
    },
    [palette],
  );

  return (
    <Box sx={{ minWidth: 0 }}>
      <BreadcrumbBar entries={[{ kind: "text", label: "Task Operations" }]} />
      <PageHeading spacing={2}>Task Operations</PageHeading>
      <TaskListFilters
        scope={scope}
        dateRange={dateRange}
        onScopeChange={(next) => setFilters({ Scope: next, DateRange: dateRange })}
        onDateRangeChange={(next) => setFilters({ Scope: scope, DateRange: next })}
      />
      <DataGrid<TaskListRow, TaskPageQuery>
        gridId={TASK_GRID_ID}
        label="Tasks and work orders"
        columns={columns}
        fetchPage={fetchPage}
        extraQuery={{ Scope: scope, DateRange: dateRange }}
        hasPageFilter={scope !== "All" || dateRange !== DateRangeKind.all}
        getRowId={(row) => String(row.Id)}
        onRowClick={(row) => navigate(taskDetailPath(row.Id))}
        card={card}
        // On a phone, one's own work comes most urgent first.
        {...(isMine ? { cardSort: MY_WORK_SORT } : {})}
        toolbarActions={
          <>
            <NewWorkOrderButton />
            <BulkCreateTasksButton />
            <TaskListLinks />
          </>
        }
        exportActions={(read) => <ExportButton kind={ExportKind.TaskList} readState={read} />}
      />
    </Box>
  );
};
