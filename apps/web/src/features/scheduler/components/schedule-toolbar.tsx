import { Link as RouterLink } from "react-router";
import {
  Button,
  IconButton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
  Typography,
} from "@mui/material";
import ChevronLeft from "@mui/icons-material/ChevronLeft";
import ChevronRight from "@mui/icons-material/ChevronRight";
import type { ScheduleBoard } from "../hooks/use-schedule-board.ts";
import { rangeLabel } from "../schedule-board.rules.ts";

export type ScheduleToolbarProps = {
  board: ScheduleBoard;
  /** The calendar offers Week and Month; the resource board shows weeks only. */
  allowMonth: boolean;
  /** The other board, same range. */
  other: { label: string; to: string };
};

/** Previous / Today / Next, the range shown, the calendar's Week or Month, and a link to the other board. */
export const ScheduleToolbar = ({ board, allowMonth, other }: ScheduleToolbarProps) => {
  const unit = board.view === "month" ? "month" : "week";
  return (
    <Stack
      direction={{ xs: "column", md: "row" }}
      useFlexGap
      sx={{ gap: 1.5, alignItems: { md: "center" }, justifyContent: "space-between", mb: 2 }}
    >
      <Stack direction="row" useFlexGap sx={{ gap: 1, alignItems: "center", flexWrap: "wrap" }}>
        <Tooltip title={`Previous ${unit}`}>
          <IconButton aria-label={`Previous ${unit}`} onClick={board.previous}>
            <ChevronLeft />
          </IconButton>
        </Tooltip>
        <Button variant="outlined" onClick={board.toToday}>
          Today
        </Button>
        <Tooltip title={`Next ${unit}`}>
          <IconButton aria-label={`Next ${unit}`} onClick={board.next}>
            <ChevronRight />
          </IconButton>
        </Tooltip>
        <Typography variant="h6" component="h2" aria-live="polite" sx={{ ml: 1 }}>
          {rangeLabel(board.view, board.anchor, board.range)}
        </Typography>
      </Stack>
      <Stack direction="row" useFlexGap sx={{ gap: 1.5, alignItems: "center", flexWrap: "wrap" }}>
        {allowMonth && (
          <ToggleButtonGroup
            size="small"
            exclusive
            value={board.view}
            onChange={(_event, next: "week" | "month" | null) => next && board.setView(next)}
            aria-label="Calendar view"
          >
            <ToggleButton value="week">Week</ToggleButton>
            <ToggleButton value="month">Month</ToggleButton>
          </ToggleButtonGroup>
        )}
        <Button component={RouterLink} to={other.to}>
          {other.label}
        </Button>
      </Stack>
    </Stack>
  );
};
