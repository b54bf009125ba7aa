import { Box, LinearProgress, Stack, Typography } from "@mui/material";
import { PROGRESS_BUCKET_LABELS, type ProgressBucketValue } from "@fieldstead/domain";

export type ProjectProgressProps = {
  done: number;
  total: number;
  bucket: ProgressBucketValue;
};

/** A project's progress: its bucket's label, done of total tasks, and a bar of the share done. */
export const ProjectProgress = ({ done, total, bucket }: ProjectProgressProps) => {
  const percent = total > 0 ? Math.round((Math.min(done, total) / total) * 100) : 0;
  const label = PROGRESS_BUCKET_LABELS[bucket];
  return (
    <Stack spacing={1} data-testid="project-progress">
      <Stack direction="row" sx={{ justifyContent: "space-between", alignItems: "baseline", gap: 2 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 700 }} data-testid="progress-bucket">
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="progress-count">
          {total > 0 ? `${done} of ${total} tasks done` : "No tasks yet"}
        </Typography>
      </Stack>
      <Box>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={`Progress: ${label}, ${done} of ${total} tasks done`}
          sx={{ height: 8, borderRadius: 4 }}
        />
      </Box>
    </Stack>
  );
};
