import { get, useFormContext, type FieldError, type FieldValues, type Path } from "react-hook-form";

/** A field's message (from the form's check or a server refusal), if it has one. */
export const useSetupFieldError = (name: string): string | undefined => {
  const { formState } = useFormContext();
  return (get(formState.errors, name) as FieldError | undefined)?.message;
};

/**
 * A text field of a billing setup dialog bound to its form: value, label, id (`{prefix}-{name}`, which the
 * label and the message hang on) and the field's message under it.
 */
export const useSetupField = <Values extends FieldValues>(prefix: string) => {
  const { register, formState } = useFormContext<Values>();
  return (name: Path<Values>, label: string) => {
    const { ref, ...rest } = register(name);
    const message = (get(formState.errors, name) as FieldError | undefined)?.message;
    return {
      ...rest,
      inputRef: ref,
      id: `${prefix}-${name}`,
      label,
      error: Boolean(message),
      helperText: message,
      fullWidth: true,
    };
  };
};
