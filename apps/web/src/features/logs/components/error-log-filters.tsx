import { Button, MenuItem, Stack, TextField } from "@mui/material";
import RefreshOutlined from "@mui/icons-material/RefreshOutlined";
import { LogEntryLevel, type LogEntryLevelValue } from "@fieldstead/domain";

export type LevelFilter = "" | LogEntryLevelValue;

export type ErrorLogFiltersProps = {
  level: LevelFilter;
  text: string;
  fromDay: string;
  toDay: string;
  rangeError: string | undefined;
  onLevelChange: (level: LevelFilter) => void;
  onTextChange: (text: string) => void;
  onFromDayChange: (day: string) => void;
  onToDayChange: (day: string) => void;
  onRefresh: () => void;
};

const shrunk = { inputLabel: { shrink: true } } as const;

/** Level, text and date-range filters of the error log (dates are days in Denver time). */
export const ErrorLogFilters = (props: ErrorLogFiltersProps) => (
  <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ alignItems: { md: "flex-start" } }}>
    <TextField
      select
      label="Level"
      value={props.level}
      onChange={(event) => props.onLevelChange(event.target.value as LevelFilter)}
      sx={{ minWidth: 140 }}
      size="small"
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">All levels</MenuItem>
      {Object.values(LogEntryLevel).map((level) => (
        <MenuItem key={level} value={level}>
          {level}
        </MenuItem>
      ))}
    </TextField>
    <TextField
      label="Search"
      type="search"
      placeholder="Message, source, address or stack"
      value={props.text}
      onChange={(event) => props.onTextChange(event.target.value)}
      sx={{ flexGrow: 1, minWidth: 220 }}
      size="small"
      slotProps={{ htmlInput: { maxLength: 200 } }}
    />
    <TextField
      label="From"
      type="date"
      value={props.fromDay}
      onChange={(event) => props.onFromDayChange(event.target.value)}
      size="small"
      slotProps={shrunk}
    />
    <TextField
      label="To"
      type="date"
      value={props.toDay}
      onChange={(event) => props.onToDayChange(event.target.value)}
      error={props.rangeError !== undefined}
      helperText={props.rangeError}
      size="small"
      slotProps={shrunk}
    />
    <Button variant="outlined" startIcon={<RefreshOutlined />} onClick={props.onRefresh} sx={{ height: 40 }}>
      Refresh
    </Button>
  </Stack>
);
