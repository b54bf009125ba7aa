import { TextField } from "@mui/material";

export type PeriodFieldProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  label?: string;
};

/**
 * A billing month, YYYY-MM. Browsers with a month picker show it; the others take the text as typed, which the
 * form checks before it sends.
 */
export const PeriodField = ({ value, onChange, error, label = "Period" }: PeriodFieldProps) => (
  <TextField
    label={label}
    name="Period"
    type="month"
    required
    value={value}
    onChange={(event) => onChange(event.target.value)}
    error={Boolean(error)}
    helperText={error}
    sx={{ minWidth: 180 }}
    slotProps={{ inputLabel: { shrink: true }, htmlInput: { placeholder: "YYYY-MM" } }}
  />
);
