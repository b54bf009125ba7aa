import { Controller, get, useFormContext, type FieldError, type FieldValues } from "react-hook-form";
import { TextField } from "@mui/material";

export type LeaseEmailFieldProps = { name: string; id: string };

/**
 * An e-mail held to the shared e-mail rule (a length issue carries the localDomainLengthError flag as its
 * type). Once it has content it counts as changed and visited, so its message shows while it is typed.
 */
export const LeaseEmailField = ({ name, id }: LeaseEmailFieldProps) => {
  const { control, setValue, formState } = useFormContext<FieldValues>();
  const error = get(formState.errors, name) as FieldError | undefined;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          id={id}
          name={name}
          label="Email"
          type="email"
          fullWidth
          autoComplete="off"
          value={(field.value as string | undefined) ?? ""}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(event) => {
            const value = event.target.value;
            // An empty address is allowed: checking it only clears an earlier message.
            setValue(name, value, { shouldDirty: true, shouldTouch: value !== "", shouldValidate: true });
          }}
          error={Boolean(error)}
          helperText={error?.message}
          slotProps={{
            htmlInput: { "data-local-domain-length-error": String(error?.type === "localDomainLengthError") },
          }}
        />
      )}
    />
  );
};
