import { useMemo } from "react";
import { FormProvider, useForm, type FieldErrors, type Path, type Resolver } from "react-hook-form";
import { LeaseContactInputSchema, type LeaseContact, type LeaseContactInput } from "@fieldstead/domain";
import { FormDialog } from "../../../../../components/ui/form-dialog.tsx";
import { showSnackbar } from "../../../../../lib/snackbar.ts";
import { useFormRefusal } from "../../../../../lib/use-form-refusal.ts";
import { useSaveLeaseContact } from "../../../api/lease-contacts.ts";
import { LeaseContactFields } from "../../form/lease-contact-fields.tsx";
import { EMPTY_CONTACT, issueType, type FormIssue, type LeaseContactValues } from "../../form/lease-form.ts";

export type LeaseContactDialogProps = {
  leaseId: number;
  /** The contact to change; absent: a new one. */
  contact?: LeaseContact;
  onClose: () => void;
};

const FIELDS: readonly string[] = Object.keys(EMPTY_CONTACT);
const fieldOf = (field: string): keyof LeaseContactValues | null =>
  FIELDS.includes(field) ? (field as keyof LeaseContactValues) : null;

/** The contact rule of the domain (the e-mail rule among it), each problem beside its field. */
const resolver: Resolver<LeaseContactValues> = async (values) => {
  const parsed = LeaseContactInputSchema.safeParse(values satisfies LeaseContactInput);
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues as FormIssue[]) {
    const field = fieldOf(String(issue.path[0] ?? "")) ?? "root";
    errors[field] ??= { type: issueType(issue), message: issue.message };
  }
  return { values: {}, errors: errors as FieldErrors<LeaseContactValues> };
};

const valuesOf = (contact: LeaseContact | undefined): LeaseContactValues =>
  contact
    ? {
        FullName: contact.FullName,
        Role: contact.Role ?? "",
        Department: contact.Department ?? "",
        PhoneNumber: contact.PhoneNumber ?? "",
        Email: contact.Email ?? "",
      }
    : { ...EMPTY_CONTACT };

/** Adds a contact to a lease or changes one: full name, role, department, phone, e-mail. */
export const LeaseContactDialog = ({ leaseId, contact, onClose }: LeaseContactDialogProps) => {
  const initial = useMemo(() => valuesOf(contact), [contact]);
  const methods = useForm<LeaseContactValues>({ defaultValues: initial, resolver, mode: "onTouched" });
  const { handleSubmit, setError, formState } = methods;
  const save = useSaveLeaseContact();
  const refusal = useFormRefusal(fieldOf, (name, message) =>
    setError(name as Path<LeaseContactValues>, { type: "server", message }),
  );
  const handleSave = handleSubmit((values) =>
    refusal.submit(async () => {
      await save.mutateAsync({ ...values, LeaseId: leaseId, ...(contact ? { Id: contact.Id } : {}) });
      showSnackbar({
        message: contact ? "The contact was changed." : "The contact was added.",
        severity: "success",
        durationMs: 5_000,
      });
      onClose();
    }),
  );
  return (
    <FormProvider {...methods}>
      <FormDialog
        title={contact ? `Edit ${contact.FullName}` : "Add contact"}
        titleId="lease-contact-title"
        onClose={onClose}
        discard={{ isDirty: formState.isDirty, message: "What you typed in this contact will be lost." }}
        isFullScreenOnMobile
        error={refusal.formError ?? formState.errors.root?.message}
        onSubmit={(event) => void handleSave(event)}
        submitLabel={contact ? "Save contact" : "Add contact"}
        isBusy={formState.isSubmitting}
      >
        <LeaseContactFields prefix="" idPrefix="lease-contact" />
      </FormDialog>
    </FormProvider>
  );
};
