import { Button, MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup } from "@mui/material";
import type { NotificationListingId } from "@fieldstead/domain";
import {
  hasFilters,
  LISTING_CHOICES,
  NO_FILTERS,
  type PageFilterState,
} from "./notifications-page-filters.ts";

export type NotificationFilterBarProps = {
  state: PageFilterState;
  /** The labels the user's notifications carry. */
  labels: readonly string[];
  dateError: string | null;
  onChange: (state: PageFilterState) => void;
};

/** The Notifications page's filters: state, label, a day range and a text search. */
export const NotificationFilterBar = ({ state, labels, dateError, onChange }: NotificationFilterBarProps) => {
  const set = (patch: Partial<PageFilterState>) => onChange({ ...state, ...patch });
  const labelChoices = state.label && !labels.includes(state.label) ? [state.label, ...labels] : labels;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", gap: 1.5, alignItems: "flex-start", mb: 2 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="Show"
        value={state.listing}
        onChange={(_, value: NotificationListingId | null) => value !== null && set({ listing: value })}
      >
        {LISTING_CHOICES.map((choice) => (
          <ToggleButton key={choice.value} value={choice.value} sx={{ px: 1.5 }}>
            {choice.label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField
        select
        size="small"
        label="Label"
        value={state.label}
        onChange={(event) => set({ label: event.target.value })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">All labels</MenuItem>
        {labelChoices.map((label) => (
          <MenuItem key={label} value={label}>
            {label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        size="small"
        label="From"
        value={state.from}
        onChange={(event) => set({ from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        size="small"
        label="To"
        value={state.to}
        onChange={(event) => set({ to: event.target.value })}
        error={dateError !== null}
        helperText={dateError ?? undefined}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="search"
        size="small"
        label="Search"
        value={state.search}
        onChange={(event) => set({ search: event.target.value })}
        slotProps={{ htmlInput: { maxLength: 200 } }}
        sx={{ minWidth: 220, flex: { sm: 1 } }}
      />
      {hasFilters(state) && (
        <Button onClick={() => onChange(NO_FILTERS)} sx={{ alignSelf: "center" }}>
          Clear filters
        </Button>
      )}
    </Stack>
  );
};
