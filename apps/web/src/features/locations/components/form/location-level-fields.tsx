import { Controller, type Control } from "react-hook-form";
import { MenuItem, Stack, TextField } from "@mui/material";
import { LocationLevel, LOCATION_LEVEL_LABELS, type LocationLevelId } from "@fieldstead/domain";
import type { LocationFormValues } from "./location-form.ts";
import { LocationParentField } from "./location-parent-field.tsx";

const LEVELS = Object.values(LocationLevel) as LocationLevelId[];

export type LocationLevelFieldsProps = {
  control: Control<LocationFormValues>;
  levelId: LocationLevelId;
  onLevelChange: (levelId: LocationLevelId) => void;
  errors: { LevelId?: { message?: string }; Parent?: { message?: string } };
  /** The location being edited, which may not be its own parent. */
  excludeId?: number;
};

/** The level and, below a site, the parent one level up, side by side. */
export const LocationLevelFields = ({
  control,
  levelId,
  onLevelChange,
  errors,
  excludeId,
}: LocationLevelFieldsProps) => (
  <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
    <TextField
      select
      id="location-LevelId"
      label="Level"
      value={levelId}
      onChange={(e) => onLevelChange(Number(e.target.value) as LocationLevelId)}
      error={Boolean(errors.LevelId)}
      helperText={errors.LevelId?.message}
      sx={{ minWidth: { sm: 180 } }}
    >
      {LEVELS.map((l) => (
        <MenuItem key={l} value={l}>
          {LOCATION_LEVEL_LABELS[l]}
        </MenuItem>
      ))}
    </TextField>
    <Controller
      control={control}
      name="Parent"
      render={({ field }) => (
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <LocationParentField
            levelId={levelId}
            value={field.value}
            onChange={(value) => field.onChange(value)}
            error={errors.Parent?.message}
            {...(excludeId === undefined ? {} : { excludeId })}
          />
        </Stack>
      )}
    />
  </Stack>
);
