import { useMemo } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { Alert, Box, Button, Stack, Typography } from "@mui/material";
import { AccessRightType, ModuleId, TOP_LEVEL, type TaskListRow } from "@fieldstead/domain";
import { DataCard } from "../../../components/grid/data-card.tsx";
import { PageLoader } from "../../../components/ui/page-loader.tsx";
import { useSession } from "../../auth/index.ts";
import { useModuleAccess } from "../../permissions/index.ts";
import { useMyWork } from "../api/get-my-work.ts";
import { taskCard } from "./task-card.tsx";
import { TASKS_PATH, taskDetailPath } from "./task-paths.ts";

/** Cards a part shows at most; 'All my work orders' opens the rest. */
const PART_SIZE = 8;
/** The caller's own list: the task list's 'Assigned to me' tab. */
export const MY_WORK_PATH = `${TASKS_PATH}?scope=mine`;

const CARD = taskCard({ showsAssignee: false });

type PartProps = { title: string; rows: TaskListRow[]; total: number };

const Part = ({ title, rows, total }: PartProps) => {
  const navigate = useNavigate();
  if (rows.length === 0) return null;
  const heading = total > rows.length ? `${title} · ${rows.length} of ${total}` : `${title} · ${total}`;
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {heading}
      </Typography>
      <Box
        component="ul"
        sx={{
          m: 0,
          p: 0,
          display: "grid",
          gap: 1,
          gridTemplateColumns: {
            xs: "minmax(0, 1fr)",
            md: "repeat(2, minmax(0, 1fr))",
            xl: "repeat(3, minmax(0, 1fr))",
          },
        }}
      >
        {rows.map((row) => (
          <DataCard key={row.Id} row={row} card={CARD} onOpen={(r) => navigate(taskDetailPath(r.Id))} />
        ))}
      </Box>
    </Box>
  );
};

/**
 * The signed-in person's own open work orders, most urgent first: overdue, then planned for today, then the
 * others; each card opens its work order. Shown to a role that works on tasks when the person has open work,
 * and always to a role that cannot schedule others' work (a field role), which is told when nothing is open.
 */
export const MyWorkSection = () => {
  const { user } = useSession();
  const { can, isLoading: isAccessLoading } = useModuleAccess();
  const holdsTasks = can(ModuleId.TaskOperations, TOP_LEVEL, AccessRightType.ReadOnly);
  const isFieldRole = holdsTasks && !can(ModuleId.TaskSchedule, ModuleId.TaskOperations);
  const work = useMyWork(user?.EmployeeId, PART_SIZE, holdsTasks);
  const parts = useMemo(() => {
    if (!work.data) return null;
    const { overdue, today, others } = work.data;
    const overdueIds = new Set(overdue.Rows.map((r) => r.Id));
    const todayRows = today.Rows.filter((r) => !overdueIds.has(r.Id));
    const todayIds = new Set(todayRows.map((r) => r.Id));
    const otherRows = others.Rows.filter((r) => !todayIds.has(r.Id));
    const todayTotal = today.TotalCount - (today.Rows.length - todayRows.length);
    return {
      overdue: { rows: overdue.Rows, total: overdue.TotalCount },
      today: { rows: todayRows, total: todayTotal },
      others: { rows: otherRows, total: Math.max(others.TotalCount - todayTotal, otherRows.length) },
      // Today's open work is among the others (open, not overdue) as the server counts them.
      open: overdue.TotalCount + Math.max(others.TotalCount, todayTotal),
    };
  }, [work.data]);

  if (isAccessLoading || !holdsTasks) return null;
  if (work.isPending) return <PageLoader />;
  if (work.isError)
    return <Alert severity="error">Your work orders could not be loaded: {work.error.message}</Alert>;
  if (!parts || (parts.open === 0 && !isFieldRole)) return null;
  return (
    <Stack component="section" aria-labelledby="my-work-heading" spacing={2}>
      <Stack
        direction="row"
        sx={{ alignItems: "center", justifyContent: "space-between", gap: 1, flexWrap: "wrap" }}
      >
        <Typography id="my-work-heading" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          My work
        </Typography>
        <Button component={RouterLink} to={MY_WORK_PATH} size="small">
          All my work orders
        </Button>
      </Stack>
      {parts.open === 0 ? (
        <Typography sx={{ color: "text.secondary" }}>No open work orders are assigned to you.</Typography>
      ) : (
        <>
          {parts.overdue.total === 0 && parts.today.total === 0 ? (
            <Typography sx={{ color: "text.secondary" }}>Nothing is overdue or planned for today.</Typography>
          ) : null}
          <Part title="Overdue" {...parts.overdue} />
          <Part title="Today" {...parts.today} />
          <Part title="Other open work orders" {...parts.others} />
        </>
      )}
    </Stack>
  );
};
