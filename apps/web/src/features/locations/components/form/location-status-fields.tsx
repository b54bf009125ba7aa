import { Controller, type Control } from "react-hook-form";
import { Checkbox, FormControlLabel, MenuItem, Stack, TextField } from "@mui/material";
import { LocationStatus } from "@fieldstead/domain";
import type { LocationFormValues } from "./location-form.ts";

export type LocationStatusFieldsProps = { control: Control<LocationFormValues> };

/** Whether the location is active, and whether it is a warehouse. */
export const LocationStatusFields = ({ control }: LocationStatusFieldsProps) => (
  <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
    <Controller
      control={control}
      name="Status"
      render={({ field }) => (
        <TextField select id="location-Status" label="Status" {...field} sx={{ minWidth: { sm: 180 } }}>
          {Object.values(LocationStatus).map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
    <Controller
      control={control}
      name="IsWarehouse"
      render={({ field }) => (
        <FormControlLabel
          control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
          label="Warehouse (what stands here is stock)"
        />
      )}
    />
  </Stack>
);
