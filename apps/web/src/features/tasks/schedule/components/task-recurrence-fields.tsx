import { Controller, type Control, type FieldErrors } from "react-hook-form";
import { Checkbox, FormControlLabel, FormHelperText, MenuItem, Stack, TextField } from "@mui/material";
import { TaskTimeUnit } from "@fieldstead/domain";
import type { TaskFormValues } from "../../components/task-form.ts";

export type TaskRecurrenceFieldsProps = {
  control: Control<TaskFormValues>;
  errors: FieldErrors<TaskFormValues>;
  isRecurring: boolean;
};

/** Whether the task repeats: every how many of which unit, until which day. */
export const TaskRecurrenceFields = ({ control, errors, isRecurring }: TaskRecurrenceFieldsProps) => (
  <Stack spacing={2}>
    <Controller
      control={control}
      name="IsRecurring"
      render={({ field }) => (
        <FormControlLabel
          control={<Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
          label="Repeats"
        />
      )}
    />
    {errors.IsRecurring && <FormHelperText error>{errors.IsRecurring.message}</FormHelperText>}
    {isRecurring && (
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <Controller
          control={control}
          name="RecurrenceEvery"
          render={({ field }) => (
            <TextField
              {...field}
              id="task-RecurrenceEvery"
              label="Every"
              type="number"
              slotProps={{ htmlInput: { min: 1, max: 366 } }}
              error={Boolean(errors.RecurrenceEvery)}
              helperText={errors.RecurrenceEvery?.message}
              sx={{ flex: 1 }}
            />
          )}
        />
        <Controller
          control={control}
          name="RecurrenceUnit"
          render={({ field }) => (
            <TextField {...field} id="task-RecurrenceUnit" select label="Unit" sx={{ flex: 1 }}>
              {Object.values(TaskTimeUnit).map((unit) => (
                <MenuItem key={unit} value={unit}>
                  {unit}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name="RecurrenceUntil"
          render={({ field }) => (
            <TextField
              {...field}
              id="task-RecurrenceUntil"
              label="Until"
              type="date"
              slotProps={{ inputLabel: { shrink: true } }}
              error={Boolean(errors.RecurrenceUntil)}
              helperText={errors.RecurrenceUntil?.message}
              sx={{ flex: 1 }}
            />
          )}
        />
      </Stack>
    )}
  </Stack>
);
