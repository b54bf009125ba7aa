import { Box, LinearProgress, Typography } from "@mui/material";
import { ImportPhase, type ImportPhaseValue } from "@fieldstead/domain";

export type ImportProgressProps = { phase: ImportPhaseValue; progress: number };

const PHASE_TEXT: Record<ImportPhaseValue, string> = {
  [ImportPhase.Reading]: "Reading the file…",
  [ImportPhase.Checking]: "Checking every row…",
  [ImportPhase.Writing]: "Writing the rows…",
  [ImportPhase.Done]: "Finishing…",
};

/** What a running import is doing, and how far it has come. */
export const ImportProgress = ({ phase, progress }: ImportProgressProps) => (
  <Box role="status" aria-live="polite">
    <Box sx={{ display: "flex", justifyContent: "space-between", mb: 1 }}>
      <Typography>{PHASE_TEXT[phase]}</Typography>
      <Typography color="text.secondary">{progress} %</Typography>
    </Box>
    <LinearProgress variant="determinate" value={progress} aria-label="Import progress" />
  </Box>
);
