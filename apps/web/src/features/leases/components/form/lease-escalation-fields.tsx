import { Controller, useFormContext, useWatch } from "react-hook-form";
import { MenuItem, Stack, TextField } from "@mui/material";
import type { EscalationChoice, LeaseFormValues } from "./lease-form.ts";
import { useLeaseField } from "./use-lease-field.ts";

const CHOICES: readonly [EscalationChoice, string][] = [
  ["None", "No increase"],
  ["Percent", "Percentage"],
  ["Amount", "Fixed amount"],
];

/** The rent increase: none, or a percentage or fixed amount every so many months from a date. */
export const LeaseEscalationFields = () => {
  const { control } = useFormContext<LeaseFormValues>();
  const kind = useWatch({ control, name: "EscalationKind" });
  const field = useLeaseField();
  return (
    <>
      <Controller
        control={control}
        name="EscalationKind"
        render={({ field: { value, onChange, onBlur, ref } }) => (
          <TextField
            select
            fullWidth
            id="lease-EscalationKind"
            label="Rent increase"
            value={value}
            inputRef={ref}
            onBlur={onBlur}
            onChange={(event) => onChange(event.target.value as EscalationChoice)}
          >
            {CHOICES.map(([choice, label]) => (
              <MenuItem key={choice} value={choice}>
                {label}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      {kind === "None" ? null : (
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <TextField
            {...field("EscalationValue", kind === "Percent" ? "Increase (%)" : "Increase amount")}
            required
            slotProps={{ htmlInput: { inputMode: "decimal" } }}
          />
          <TextField
            {...field("EscalationEveryMonths", "Every (months)")}
            required
            type="number"
            slotProps={{ htmlInput: { min: 1, max: 120, step: 1 } }}
          />
          <TextField
            {...field("EscalationFromDate", "From")}
            required
            type="date"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
      )}
    </>
  );
};
