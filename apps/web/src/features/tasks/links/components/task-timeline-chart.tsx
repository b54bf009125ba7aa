import { Box, Stack, Tooltip, Typography } from "@mui/material";
import { formatDuration, TaskStatus, type TaskStatusId, type TaskTimeline } from "@fieldstead/domain";
import { formatDateTime } from "../../../../lib/format.ts";

/** The colours of the status chips, as fills: waiting grey, on the way blue, under way purple, held amber … */
const FILLS: Readonly<Record<TaskStatusId, string>> = {
  [TaskStatus.NotStarted]: "grey.500",
  [TaskStatus.AssignedToTechnician]: "info.main",
  [TaskStatus.TravelingToLocation]: "info.light",
  [TaskStatus.ArrivedAtLocation]: "info.dark",
  [TaskStatus.InProgress]: "secondary.main",
  [TaskStatus.Paused]: "warning.main",
  [TaskStatus.ResetDate]: "warning.light",
  [TaskStatus.Rejected]: "error.main",
  [TaskStatus.RejectedByCustomer]: "error.dark",
  [TaskStatus.Accepted]: "primary.main",
  [TaskStatus.Completed]: "success.main",
  [TaskStatus.AcceptedByCustomer]: "success.dark",
  [TaskStatus.AcceptedByReviewer2]: "success.light",
};
const fillOf = (statusId: number | null) =>
  statusId === null ? "grey.400" : (FILLS[statusId as TaskStatusId] ?? "grey.400");

/** Below this share of the whole, a segment is drawn this wide anyway, so a short stay stays visible. */
const MIN_PERCENT = 0.6;

export type TaskTimelineChartProps = { timeline: TaskTimeline };

/** The task's statuses as a bar, each stretch as long as it lasted, with its dates marked on the same scale. */
export const TaskTimelineChart = ({ timeline }: TaskTimelineChartProps) => {
  const times = [
    ...timeline.Segments.map((s) => Date.parse(s.From)),
    ...timeline.Points.map((p) => Date.parse(p.At)),
    Date.parse(timeline.Now),
  ];
  const start = Math.min(...times);
  const span = Math.max(Math.max(...times) - start, 1);
  const at = (iso: string) => ((Date.parse(iso) - start) / span) * 100;
  return (
    <Box>
      <Box
        role="img"
        aria-label={`Statuses over time: ${timeline.Segments.map((s) => `${s.StatusName} ${formatDuration(s.DurationMs)}`).join(", ")}`}
        sx={{ position: "relative", height: 36, bgcolor: "action.hover", borderRadius: 1 }}
      >
        {timeline.Segments.map((s, index) => {
          const left = at(s.From);
          const width = Math.max(at(s.To ?? timeline.Now) - left, MIN_PERCENT);
          return (
            <Tooltip key={`${s.From}-${index}`} title={`${s.StatusName} · ${formatDuration(s.DurationMs)}`}>
              <Box
                sx={{
                  position: "absolute",
                  top: 4,
                  bottom: 4,
                  left: `${left}%`,
                  width: `${Math.min(width, 100 - left)}%`,
                  bgcolor: fillOf(s.StatusId),
                  borderRadius: 0.5,
                  borderRight: 1,
                  borderColor: "background.paper",
                }}
              />
            </Tooltip>
          );
        })}
        {timeline.Points.map((p) => (
          <Tooltip key={p.Kind} title={`${p.Label} · ${formatDateTime(p.At)}`}>
            <Box
              sx={{
                position: "absolute",
                top: -4,
                bottom: -4,
                left: `calc(${at(p.At)}% - 1px)`,
                width: 2,
                bgcolor: "text.primary",
              }}
            />
          </Tooltip>
        ))}
      </Box>
      <Stack direction="row" sx={{ justifyContent: "space-between", mt: 0.5 }}>
        <Typography variant="caption" sx={{ color: "text.secondary" }}>
          {formatDateTime(new Date(start))}
        </Typography>
        <Typography variant="caption" sx={{ color: "text.secondary" }}>
          {formatDateTime(new Date(start + span))}
        </Typography>
      </Stack>
    </Box>
  );
};
