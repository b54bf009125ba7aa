import {
  Alert,
  Box,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import { formatDuration } from "@fieldstead/domain";
import { PaperSection } from "../../../../components/ui/paper-section.tsx";
import { formatDateTime } from "../../../../lib/format.ts";
import { messageOf } from "../../../../lib/form-errors.ts";
import { useTaskTimeline } from "../api/get-task-timeline.ts";
import { TaskStatusChip } from "../../status/components/task-status-chip.tsx";
import { TaskTimelineChart } from "./task-timeline-chart.tsx";

export type TaskTimelineTabProps = { taskId: number };

const WIDE_ONLY = { display: { xs: "none", sm: "table-cell" } };

/** How the task spent its life: a bar of its statuses to scale, its dates, and the same stretches as a table. */
export const TaskTimelineTab = ({ taskId }: TaskTimelineTabProps) => {
  const timeline = useTaskTimeline(taskId);
  if (timeline.isPending) return <CircularProgress aria-label="Loading the timeline" />;
  if (timeline.isError) return <Alert severity="error">{messageOf(timeline.error)}</Alert>;
  const data = timeline.data;
  return (
    <PaperSection title="Timeline">
      <Stack spacing={3}>
        <TaskTimelineChart timeline={data} />
        <Stack
          direction="row"
          useFlexGap
          component="dl"
          sx={{ gap: 3, flexWrap: "wrap", m: 0 }}
          aria-label="Dates"
        >
          {data.Points.map((p) => (
            <Box key={p.Kind}>
              <Typography component="dt" variant="body2" sx={{ color: "text.secondary" }}>
                {p.Label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
                {formatDateTime(p.At)}
              </Typography>
            </Box>
          ))}
        </Stack>
        <Box sx={{ overflowX: "auto" }}>
          <Table size="small" aria-label="Statuses">
            <TableHead>
              <TableRow>
                <TableCell>Status</TableCell>
                <TableCell>From</TableCell>
                <TableCell sx={WIDE_ONLY}>To</TableCell>
                <TableCell>Duration</TableCell>
                <TableCell sx={WIDE_ONLY}>Moved by</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.Segments.map((s, index) => (
                <TableRow key={`${s.From}-${index}`}>
                  <TableCell>
                    {s.StatusId === null ? s.StatusName : <TaskStatusChip statusId={s.StatusId} />}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDateTime(s.From)}</TableCell>
                  <TableCell sx={{ ...WIDE_ONLY, whiteSpace: "nowrap" }}>
                    {s.To === null ? "Now" : formatDateTime(s.To)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>{formatDuration(s.DurationMs)}</TableCell>
                  <TableCell sx={WIDE_ONLY}>{s.ByName ?? "—"}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      </Stack>
    </PaperSection>
  );
};
