import { Controller, useFormContext } from "react-hook-form";
import { TextField } from "@mui/material";
import { useSetupFieldError } from "../../hooks/use-setup-field.ts";
import type { ClientFormValues } from "./client-form.ts";

/**
 * The billing contact's e-mail, held to the product's e-mail rule. Once it has content it counts as visited,
 * so its message shows under it while it is typed; an empty address is allowed.
 */
export const ClientEmailField = () => {
  const { control, setValue } = useFormContext<ClientFormValues>();
  const message = useSetupFieldError("ContactEmail");
  return (
    <Controller
      control={control}
      name="ContactEmail"
      render={({ field }) => (
        <TextField
          id="client-ContactEmail"
          name={field.name}
          label="Contact e-mail"
          type="email"
          fullWidth
          autoComplete="off"
          value={field.value}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(event) => {
            const value = event.target.value;
            setValue("ContactEmail", value, {
              shouldDirty: true,
              shouldTouch: value !== "",
              shouldValidate: true,
            });
          }}
          error={Boolean(message)}
          helperText={message}
        />
      )}
    />
  );
};
