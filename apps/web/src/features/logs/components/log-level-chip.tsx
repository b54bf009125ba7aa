import { Chip } from "@mui/material";
import { LogEntryLevel, type LogEntryLevelValue } from "@fieldstead/domain";

const COLOURS = {
  [LogEntryLevel.ERROR]: "error",
  [LogEntryLevel.WARN]: "warning",
  [LogEntryLevel.INFO]: "info",
} as const satisfies Record<LogEntryLevelValue, "error" | "warning" | "info">;

export type LogLevelChipProps = { level: LogEntryLevelValue };

export const LogLevelChip = ({ level }: LogLevelChipProps) => (
  <Chip label={level} color={COLOURS[level]} size="small" variant="outlined" sx={{ fontWeight: 600 }} />
);
