import { useEffect, useMemo } from "react";
import { FormProvider, useForm, type Path } from "react-hook-form";
import { Divider, Stack, TextField } from "@mui/material";
import { LeaseTransitionResult, type LeaseDetail, type LeaseWriteReply } from "@fieldstead/domain";
import { FormDialog } from "../../../../components/ui/form-dialog.tsx";
import { useUnsavedChangesPrompt } from "../../../../components/ui/use-unsaved-changes-prompt.ts";
import { showSnackbar } from "../../../../lib/snackbar.ts";
import { useFormRefusal } from "../../../../lib/use-form-refusal.ts";
import { useCreateLease, useUpdateLease } from "../../api/write-lease.ts";
import {
  emptyLeaseForm,
  formFieldOf,
  leaseFormResolver,
  leaseFormValues,
  toCreateBody,
  toUpdateBody,
  type LeaseFormKind,
  type LeaseFormValues,
} from "./lease-form.ts";
import { LeaseContactsFields } from "./lease-contacts-fields.tsx";
import { LeaseEscalationFields } from "./lease-escalation-fields.tsx";
import { LeasePartyField } from "./lease-party-field.tsx";
import { LeasePlaceField } from "./lease-place-field.tsx";
import { LeaseTermsFields } from "./lease-terms-fields.tsx";
import { useLeaseField } from "./use-lease-field.ts";

export type LeaseFormDialogProps = {
  /** The lease to change; absent: a new one (a draft). */
  lease?: LeaseDetail;
  /** The form it is sent from: the Overview tab words the quarterly tenure message its own way. */
  form?: LeaseFormKind;
  onClose: () => void;
  onSaved: (lease: LeaseDetail) => void;
};

/** The fields whose change can change the tenure message under Lease End. */
const TENURE_FIELDS: readonly string[] = ["StartDate", "EndDate", "RentFrequencyId"];
const WRITTEN: readonly number[] = [LeaseTransitionResult.Successful, LeaseTransitionResult.StatusChange];

const PlainFields = () => {
  const field = useLeaseField();
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
      <TextField {...field("Dimensions", "Dimensions")} />
      <TextField {...field("AreaSqm", "Area (m²)")} slotProps={{ htmlInput: { inputMode: "decimal" } }} />
    </Stack>
  );
};

const DescriptionField = () => {
  const field = useLeaseField();
  return <TextField {...field("Description", "Description")} multiline minRows={2} />;
};

/**
 * Registers a lease or changes one: location, lessor and lessee, dimensions and area, dates, rent and its
 * frequency, deposit, increase, notice, description, and a new lease's contacts. The same schema and tenure
 * rule as the server's check it; a refusal of the server shows beside the field it names.
 */
export const LeaseFormDialog = ({ lease, form = "register", onClose, onSaved }: LeaseFormDialogProps) => {
  const initial = useMemo(() => (lease ? leaseFormValues(lease) : emptyLeaseForm()), [lease]);
  const resolver = useMemo(() => leaseFormResolver(lease, form), [lease, form]);
  const methods = useForm<LeaseFormValues>({ defaultValues: initial, resolver, mode: "onTouched" });
  const { handleSubmit, setError, watch, trigger, getValues, reset, formState } = methods;
  const { isDirty, isSubmitting, errors } = formState;
  const refusal = useFormRefusal(formFieldOf, (name, message) =>
    setError(name as Path<LeaseFormValues>, { type: "server", message }),
  );
  const create = useCreateLease();
  const update = useUpdateLease();
  useUnsavedChangesPrompt(isDirty && !isSubmitting);

  // The tenure message follows the dates and the frequency as they are picked, once Lease End has a value.
  useEffect(() => {
    const watching = watch((_values, { name }) => {
      if (name && TENURE_FIELDS.includes(name) && getValues("EndDate") !== "") void trigger("EndDate");
    });
    return () => watching.unsubscribe();
  }, [watch, trigger, getValues]);

  const handleSave = handleSubmit((values) =>
    refusal.submit(async () => {
      const reply: LeaseWriteReply = lease
        ? await update.mutateAsync(toUpdateBody(values, lease.Id, form))
        : await create.mutateAsync(toCreateBody(values));
      if (!WRITTEN.includes(reply.StatusCode)) throw new Error(reply.StatusMessage);
      reset(values);
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: 5_000 });
      onSaved(reply.Lease);
    }),
  );

  return (
    <FormProvider {...methods}>
      <FormDialog
        title={lease ? `Edit ${lease.LeaseNumber}` : "New lease"}
        titleId="lease-form-title"
        onClose={onClose}
        discard={{ isDirty, message: "What you typed in this lease will be lost." }}
        isFullScreenOnMobile
        hasDividers
        maxWidth="md"
        error={refusal.formError ?? errors.root?.message}
        onSubmit={(event) => void handleSave(event)}
        submitLabel={lease ? "Save changes" : "Create lease"}
        isBusy={isSubmitting}
      >
        <LeasePlaceField />
        <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
          <LeasePartyField name="Lessor" label="Lessor" />
          <LeasePartyField name="Lessee" label="Lessee" />
        </Stack>
        <PlainFields />
        <LeaseTermsFields />
        <LeaseEscalationFields />
        <DescriptionField />
        {lease ? null : (
          <>
            <Divider />
            <LeaseContactsFields />
          </>
        )}
      </FormDialog>
    </FormProvider>
  );
};
