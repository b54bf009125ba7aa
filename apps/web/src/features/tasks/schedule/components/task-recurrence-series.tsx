import { Link as RouterLink } from "react-router";
import { Box, Chip, Link, Stack, Typography } from "@mui/material";
import { TaskTimeUnit, type TaskRecurrence, type TaskTimeUnitValue } from "@fieldstead/domain";
import { formatDate, formatDateTime } from "../../../../lib/format.ts";
import { useRecurrenceSeries } from "../api/get-task-recurrence-series.ts";
import { taskDetailPath } from "../../components/task-paths.ts";
import { TaskStatusChip } from "../../status/components/task-status-chip.tsx";

const UNIT_NAMES: Readonly<Record<TaskTimeUnitValue, [string, string]>> = {
  [TaskTimeUnit.Minute]: ["minute", "minutes"],
  [TaskTimeUnit.Day]: ["day", "days"],
  [TaskTimeUnit.Week]: ["week", "weeks"],
  [TaskTimeUnit.Month]: ["month", "months"],
  [TaskTimeUnit.Quarter]: ["quarter", "quarters"],
  [TaskTimeUnit.Year]: ["year", "years"],
};

/** 'Repeats every 2 weeks until Dec 31, 2026'. */
export const recurrenceText = ({ Every, Unit, Until }: TaskRecurrence): string => {
  const [one, many] = UNIT_NAMES[Unit];
  const step = Every === 1 ? `every ${one}` : `every ${Every} ${many}`;
  return `Repeats ${step}${Until ? ` until ${formatDate(`${Until}T12:00:00Z`)}` : ""}`;
};

export type TaskRecurrenceSeriesProps = { taskId: number };

/**
 * A recurring task's series: how it repeats, and each occurrence (number, planned date, status), this one
 * marked. Shows nothing for a task that does not recur.
 */
export const TaskRecurrenceSeries = ({ taskId }: TaskRecurrenceSeriesProps) => {
  const series = useRecurrenceSeries(taskId);
  const data = series.data;
  if (!data || (data.Recurrence === null && data.Occurrences.length === 0)) return null;
  return (
    <Box component="section" aria-label="Recurrence">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        Recurrence
      </Typography>
      <Typography variant="body2" sx={{ color: "text.secondary", mb: 1 }}>
        {data.Recurrence ? recurrenceText(data.Recurrence) : "No longer repeats"}
        {" · the next occurrence is created when one is completed"}
      </Typography>
      <Stack component="ol" aria-label="Occurrences" spacing={0.75} sx={{ m: 0, pl: 2.5 }}>
        {data.Occurrences.map((o) => (
          <li key={o.Id}>
            <Stack direction="row" useFlexGap sx={{ gap: 1, alignItems: "center", flexWrap: "wrap" }}>
              {o.Id === taskId ? (
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {o.WorkOrderNumber}
                </Typography>
              ) : (
                <Link component={RouterLink} to={taskDetailPath(o.Id)}>
                  {o.WorkOrderNumber}
                </Link>
              )}
              <Typography component="span" variant="body2" sx={{ color: "text.secondary" }}>
                {o.PlannedDate ? formatDateTime(o.PlannedDate) : "No planned date"}
              </Typography>
              <TaskStatusChip statusId={o.StatusId} />
              {o.Id === taskId && <Chip size="small" variant="outlined" label="This one" />}
            </Stack>
          </li>
        ))}
      </Stack>
    </Box>
  );
};
