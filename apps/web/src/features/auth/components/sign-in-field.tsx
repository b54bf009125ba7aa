import { FormControl, FormHelperText, InputLabel, OutlinedInput } from "@mui/material";

export type SignInFieldProps = {
  id: string;
  label: string;
  type: "email" | "password";
  autoComplete: string;
  autoFocus: boolean;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
};

/**
 * A field of the sign-in form, looking as the app's text fields do: built from the outlined input alone, so the
 * first screen does not load what a text field carries for selects and other variants.
 */
export const SignInField = ({
  id,
  label,
  type,
  autoComplete,
  autoFocus,
  value,
  onChange,
  error,
}: SignInFieldProps) => (
  <FormControl variant="outlined" fullWidth error={Boolean(error)}>
    <InputLabel htmlFor={id}>{label}</InputLabel>
    <OutlinedInput
      id={id}
      type={type}
      label={label}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      {...(error ? { "aria-describedby": `${id}-helper` } : {})}
    />
    {error ? <FormHelperText id={`${id}-helper`}>{error}</FormHelperText> : null}
  </FormControl>
);
