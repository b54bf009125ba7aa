import { get, useFormContext, type FieldError, type Path } from "react-hook-form";
import type { LeaseFormValues } from "./lease-form.ts";

/** A field's message (from the form's check or a server refusal), if it has one. */
export const useFieldError = (name: string): string | undefined => {
  const { formState } = useFormContext<LeaseFormValues>();
  return (get(formState.errors, name) as FieldError | undefined)?.message;
};

/** A text field of the lease dialog bound to the form: its value, label, id and message. */
export const useLeaseField = () => {
  const { register, formState } = useFormContext<LeaseFormValues>();
  return (name: Path<LeaseFormValues>, label: string) => {
    const { ref, ...rest } = register(name);
    const message = (get(formState.errors, name) as FieldError | undefined)?.message;
    return {
      ...rest,
      inputRef: ref,
      id: `lease-${name.replaceAll(".", "-")}`,
      label,
      error: Boolean(message),
      helperText: message,
      fullWidth: true,
    };
  };
};
