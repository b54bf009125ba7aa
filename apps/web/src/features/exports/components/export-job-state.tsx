import { Box, Chip, LinearProgress, Typography } from "@mui/material";
import { ExportJobState, type ExportJob } from "@fieldstead/domain";

const STATE_LABELS = {
  [ExportJobState.InProgress]: "InProgress",
  [ExportJobState.Completed]: "Completed",
  [ExportJobState.Failed]: "Failed",
} as const;

/** A job's state: a progress bar with its percent while it runs, then Completed or Failed. */
export const ExportJobStateCell = ({ job }: { job: ExportJob }) => {
  if (job.State === ExportJobState.InProgress)
    return (
      <Box sx={{ display: "flex", alignItems: "center", gap: 1, minWidth: 150 }}>
        <Typography variant="body2">{STATE_LABELS[job.State]}</Typography>
        <LinearProgress
          variant="determinate"
          value={job.Progress}
          aria-label={`Export progress ${job.Progress}%`}
          sx={{ flex: 1, minWidth: 50 }}
        />
        <Typography variant="body2" sx={{ fontVariantNumeric: "tabular-nums" }}>
          {job.Progress}%
        </Typography>
      </Box>
    );
  return (
    <Chip
      size="small"
      label={STATE_LABELS[job.State]}
      color={job.State === ExportJobState.Completed ? "success" : "error"}
      variant="outlined"
    />
  );
};
