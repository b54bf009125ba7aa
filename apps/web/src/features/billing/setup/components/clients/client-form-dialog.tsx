import { useMemo } from "react";
import { Controller, FormProvider, useForm, useFormContext } from "react-hook-form";
import { FormControlLabel, Stack, Switch, TextField } from "@mui/material";
import type { ClientListRow, SaveClientInput } from "@fieldstead/domain";
import { FormDialog } from "../../../../../components/ui/form-dialog.tsx";
import { useUnsavedChangesPrompt } from "../../../../../components/ui/use-unsaved-changes-prompt.ts";
import { zodFormResolver } from "../../../../../lib/form-resolver.ts";
import { showSnackbar } from "../../../../../lib/snackbar.ts";
import { useFormRefusal } from "../../../../../lib/use-form-refusal.ts";
import { useSaveClient } from "../../api/save-client.ts";
import { useSetupField } from "../../hooks/use-setup-field.ts";
import { ClientEmailField } from "./client-email-field.tsx";
import {
  clientFieldOf,
  clientFormSchema,
  clientFormValues,
  emptyClientForm,
  type ClientFormValues,
} from "./client-form.ts";

export type ClientFormDialogProps = {
  /** The client to change; absent: a new one. */
  client?: ClientListRow;
  onClose: () => void;
  /** Saved: the client's id. */
  onSaved: (id: number) => void;
};

export const LESSEE_HINT = "The lessee name on this client's leases: their sites are billed to the client";

const ActiveSwitch = () => {
  const { control } = useFormContext<ClientFormValues>();
  return (
    <Controller
      control={control}
      name="IsActive"
      render={({ field }) => (
        <FormControlLabel
          label="Active"
          control={
            <Switch
              name={field.name}
              checked={field.value}
              onChange={(event) => field.onChange(event.target.checked)}
            />
          }
        />
      )}
    />
  );
};

const ClientFields = () => {
  const field = useSetupField<ClientFormValues>("client");
  const lessee = field("LesseeName", "Lessee on leases");
  return (
    <>
      <TextField {...field("Name", "Name")} required autoComplete="off" />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <TextField {...field("ContactName", "Billing contact")} autoComplete="off" />
        <ClientEmailField />
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <TextField
          {...field("Currency", "Currency")}
          required
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 3, style: { textTransform: "uppercase" } } }}
        />
        <TextField
          {...field("PaymentTermsDays", "Payment terms (days)")}
          required
          slotProps={{ htmlInput: { inputMode: "numeric" } }}
        />
      </Stack>
      <TextField {...field("TaxRegistration", "Tax registration")} autoComplete="off" />
      <TextField {...lessee} helperText={lessee.helperText ?? LESSEE_HINT} autoComplete="off" />
      <ActiveSwitch />
    </>
  );
};

/**
 * 'New client' or 'Edit client': the name the invoices carry, the billing contact and e-mail, the currency and
 * payment terms, tax registration, the lessee name that ties the client to its leases' sites, and whether it is
 * billed. Checked by the server's schema as typed; a refusal of the server shows under the field it names.
 */
export const ClientFormDialog = ({ client, onClose, onSaved }: ClientFormDialogProps) => {
  const id = client?.Id ?? null;
  const initial = useMemo(() => (client ? clientFormValues(client) : emptyClientForm()), [client]);
  const resolver = useMemo(() => zodFormResolver(clientFormSchema(id)), [id]);
  const methods = useForm<ClientFormValues, unknown, SaveClientInput>({
    defaultValues: initial,
    resolver,
    mode: "onTouched",
  });
  const { handleSubmit, setError, reset, formState } = methods;
  const { isDirty, isSubmitting, errors } = formState;
  const refusal = useFormRefusal(clientFieldOf, (name, message) =>
    setError(name, { type: "server", message }),
  );
  const save = useSaveClient();
  useUnsavedChangesPrompt(isDirty && !isSubmitting);

  const handleSave = handleSubmit((body) =>
    refusal.submit(async () => {
      const reply = await save.mutateAsync(body);
      reset(methods.getValues());
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: 5_000 });
      onSaved(reply.Id);
    }),
  );

  return (
    <FormProvider {...methods}>
      <FormDialog
        title={client ? "Edit client" : "New client"}
        titleId="client-form-title"
        onClose={onClose}
        discard={{ isDirty, message: "What you typed for this client will be lost." }}
        isFullScreenOnMobile
        hasDividers
        error={refusal.formError ?? errors.root?.message}
        onSubmit={(event) => void handleSave(event)}
        submitLabel={client ? "Save changes" : "Create client"}
        isBusy={isSubmitting}
      >
        <ClientFields />
      </FormDialog>
    </FormProvider>
  );
};
