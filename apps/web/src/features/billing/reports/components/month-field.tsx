import { TextField } from "@mui/material";

export type MonthFieldProps = {
  label: string;
  /** The request field it fills ('FromPeriod'). */
  name: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
};

/** A month, YYYY-MM: browsers with a month picker show it; the others take the text as typed. */
export const MonthField = ({ label, name, value, error, onChange }: MonthFieldProps) => (
  <TextField
    label={label}
    name={name}
    type="month"
    required
    value={value}
    onChange={(event) => onChange(event.target.value)}
    error={error !== undefined}
    helperText={error}
    sx={{ minWidth: 180, flex: { xs: "1 1 100%", sm: "0 0 auto" } }}
    slotProps={{ inputLabel: { shrink: true }, htmlInput: { placeholder: "YYYY-MM" } }}
  />
);
