import { Box, Button, Stack, TextField } from "@mui/material";
import type { DashboardParams } from "@fieldstead/domain";
import { hasFilters, rangeError } from "../dashboard-filters.ts";
import { DashboardLocationPicker, type DashboardLocation } from "./dashboard-location-picker.tsx";

export type DashboardFilterBarProps = {
  filters: DashboardParams;
  /** The chosen location's name as the dashboard's data gives it (after a reload the address has only its id). */
  locationName: string | null;
  onChange: (filters: DashboardParams) => void;
};

const withoutLocation = ({ LocationId: _location, ...rest }: DashboardParams): DashboardParams => rest;

/** A dashboard's filters: From and To (days, both included), a location, and 'Clear filters'. */
export const DashboardFilterBar = ({ filters, locationName, onChange }: DashboardFilterBarProps) => {
  const problem = rangeError(filters);
  const location: DashboardLocation | null =
    filters.LocationId === undefined
      ? null
      : { Id: filters.LocationId, Name: locationName ?? `Location ${filters.LocationId}` };
  const setDay = (field: "From" | "To", value: string) => {
    const { [field]: _old, ...rest } = filters;
    onChange(value ? { ...rest, [field]: value } : rest);
  };
  return (
    <Stack
      direction="row"
      useFlexGap
      role="search"
      aria-label="Dashboard filters"
      sx={{ flexWrap: "wrap", gap: 1.5, alignItems: "flex-start", mb: 2.5 }}
    >
      <TextField
        type="date"
        label="From"
        name="From"
        value={filters.From ?? ""}
        onChange={(event) => setDay("From", event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="date"
        label="To"
        name="To"
        value={filters.To ?? ""}
        onChange={(event) => setDay("To", event.target.value)}
        error={problem !== null}
        helperText={problem ?? undefined}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Box sx={{ width: { xs: "100%", sm: 320 } }}>
        <DashboardLocationPicker
          value={location}
          onChange={(next) => onChange(next ? { ...filters, LocationId: next.Id } : withoutLocation(filters))}
        />
      </Box>
      {hasFilters(filters) && (
        <Button onClick={() => onChange({})} sx={{ mt: 1.25 }}>
          Clear filters
        </Button>
      )}
    </Stack>
  );
};
