import { Stack, Tab, Tabs, ToggleButton, ToggleButtonGroup } from "@mui/material";
import { DateRangeKind, type DateRangeKindValue } from "@fieldstead/domain";
import type { TaskScope } from "../api/task-list-opening.ts";

const DATE_RANGES: readonly { value: DateRangeKindValue; label: string }[] = [
  { value: DateRangeKind.all, label: "All" },
  { value: DateRangeKind.future, label: "Upcoming" },
  { value: DateRangeKind.historic, label: "Past" },
];

export type TaskListFiltersProps = {
  scope: TaskScope;
  dateRange: DateRangeKindValue;
  onScopeChange: (scope: TaskScope) => void;
  onDateRangeChange: (range: DateRangeKindValue) => void;
};

/** Whose tasks (all, the caller's own, or those shared with them) and when they are planned (any time, to come, gone by). */
export const TaskListFilters = ({
  scope,
  dateRange,
  onScopeChange,
  onDateRangeChange,
}: TaskListFiltersProps) => (
  <Stack
    direction={{ xs: "column", sm: "row" }}
    useFlexGap
    sx={{ gap: 2, justifyContent: "space-between", alignItems: { sm: "center" }, mb: 2 }}
  >
    <Tabs
      value={scope}
      onChange={(_event, next: TaskScope) => onScopeChange(next)}
      aria-label="Whose tasks"
      // Narrower tabs on a phone, so 'Shared with me' fits beside the others on a 375-pixel screen.
      sx={{
        borderBottom: 1,
        borderColor: "divider",
        "& .MuiTab-root": { px: { xs: 1.25, sm: 2 }, minWidth: { xs: 0, sm: 90 } },
      }}
    >
      <Tab value="All" label="All" />
      <Tab value="Mine" label="Assigned to me" />
      <Tab value="Shared" label="Shared with me" />
    </Tabs>
    <ToggleButtonGroup
      exclusive
      size="small"
      value={dateRange}
      aria-label="Planned"
      onChange={(_event, next: DateRangeKindValue | null) => next && onDateRangeChange(next)}
    >
      {DATE_RANGES.map((range) => (
        <ToggleButton key={range.value} value={range.value}>
          {range.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  </Stack>
);
