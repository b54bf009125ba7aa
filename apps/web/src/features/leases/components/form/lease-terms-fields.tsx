import { Controller, useFormContext } from "react-hook-form";
import { MenuItem, Stack, TextField } from "@mui/material";
import { BillingFrequency, type BillingFrequencyId } from "@fieldstead/domain";
import type { LeaseFormValues } from "./lease-form.ts";
import { useFieldError, useLeaseField } from "./use-lease-field.ts";

const FREQUENCIES: readonly [BillingFrequencyId, string][] = [
  [BillingFrequency.Monthly, "Monthly"],
  [BillingFrequency.Quarterly, "Quarterly"],
  [BillingFrequency.Yearly, "Yearly"],
];
const DATE = { type: "date", slotProps: { inputLabel: { shrink: true } } } as const;
const AMOUNT = { inputMode: "decimal" } as const;

/**
 * The lease's dates and money: Lease Start and Lease End (the tenure rule's message shows under Lease End as
 * soon as both are picked), rent per billing period and how often it is billed, deposit and notice.
 */
export const LeaseTermsFields = () => {
  const { control } = useFormContext<LeaseFormValues>();
  const field = useLeaseField();
  const frequencyError = useFieldError("RentFrequencyId");
  return (
    <>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <TextField {...field("StartDate", "Lease Start")} {...DATE} required />
        <TextField {...field("EndDate", "Lease End")} {...DATE} required />
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <TextField {...field("Rent", "Rent")} required slotProps={{ htmlInput: AMOUNT }} />
        <Controller
          control={control}
          name="RentFrequencyId"
          render={({ field: { value, onChange, onBlur, ref } }) => (
            <TextField
              select
              fullWidth
              id="lease-RentFrequencyId"
              label="Rent frequency"
              value={value}
              inputRef={ref}
              onBlur={onBlur}
              onChange={(event) => onChange(Number(event.target.value) as BillingFrequencyId)}
              error={Boolean(frequencyError)}
              helperText={frequencyError}
            >
              {FREQUENCIES.map(([id, name]) => (
                <MenuItem key={id} value={id}>
                  {name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <TextField {...field("SecurityDeposit", "Security deposit")} slotProps={{ htmlInput: AMOUNT }} />
        <TextField
          {...field("NoticeMonths", "Notice (months)")}
          type="number"
          slotProps={{ htmlInput: { min: 0, max: 60, step: 1 } }}
        />
      </Stack>
    </>
  );
};
