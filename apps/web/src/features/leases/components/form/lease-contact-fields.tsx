import { get, useFormContext, type FieldError, type FieldValues } from "react-hook-form";
import { Stack, TextField } from "@mui/material";
import { LeaseEmailField } from "./lease-email-field.tsx";

export type LeaseContactFieldsProps = {
  /** Where the contact sits in its form: '' for a contact form of its own, 'Contacts.2.' in the lease form. */
  prefix: string;
  idPrefix: string;
};

/** A contact of a lease: full name, role, department, phone and e-mail. */
export const LeaseContactFields = ({ prefix, idPrefix }: LeaseContactFieldsProps) => {
  const { register, formState } = useFormContext<FieldValues>();
  const text = (field: string, label: string, extra: object = {}) => {
    const name = `${prefix}${field}`;
    const { ref, ...rest } = register(name);
    const message = (get(formState.errors, name) as FieldError | undefined)?.message;
    return {
      ...rest,
      inputRef: ref,
      id: `${idPrefix}-${field}`,
      label,
      fullWidth: true,
      error: Boolean(message),
      helperText: message,
      ...extra,
    };
  };
  return (
    <Stack spacing={2}>
      <TextField {...text("FullName", "Full name", { required: true })} />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <TextField {...text("Role", "Role")} />
        <TextField {...text("Department", "Department")} />
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <TextField {...text("PhoneNumber", "Phone number", { type: "tel" })} />
        <LeaseEmailField name={`${prefix}Email`} id={`${idPrefix}-Email`} />
      </Stack>
    </Stack>
  );
};
