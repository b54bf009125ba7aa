import { useMemo } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { InputAdornment, Stack, TextField } from "@mui/material";
import type { ChargeProfileLine, SaveChargeProfileLineInput } from "@fieldstead/domain";
import { FormDialog } from "../../../../../components/ui/form-dialog.tsx";
import { useUnsavedChangesPrompt } from "../../../../../components/ui/use-unsaved-changes-prompt.ts";
import { zodFormResolver } from "../../../../../lib/form-resolver.ts";
import { moneyText } from "../../../../../lib/money-format.ts";
import { showSnackbar } from "../../../../../lib/snackbar.ts";
import { useFormRefusal } from "../../../../../lib/use-form-refusal.ts";
import { useSaveChargeProfileLine } from "../../api/save-charge-profile-line.ts";
import { useSetupField } from "../../hooks/use-setup-field.ts";
import { ChargeCodePicker } from "./charge-code-picker.tsx";
import {
  emptyProfileLineForm,
  profileLineFieldOf,
  profileLineFormSchema,
  profileLineFormValues,
  type ProfileLineFormValues,
} from "./profile-line-form.ts";

export type ProfileLineDialogProps = {
  clientId: number;
  clientName: string;
  /** The line to change; absent: a new one. */
  line?: ChargeProfileLine;
  onClose: () => void;
  onSaved: () => void;
};

const DATE = { type: "date", slotProps: { inputLabel: { shrink: true } } } as const;
const PERCENT = { endAdornment: <InputAdornment position="end">%</InputAdornment> };

const LineFields = () => {
  const field = useSetupField<ProfileLineFormValues>("profile-line");
  const code = useWatch<ProfileLineFormValues, "ChargeCode">({ name: "ChargeCode" });
  const rate = field("Rate", "Negotiated rate");
  // Left empty, the line bills the code's own rate: the hint says which.
  const rateHint = code ? `Empty: the list rate, ${moneyText(code.Rate)}.` : "Empty: the code's list rate.";
  return (
    <>
      <ChargeCodePicker />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <TextField
          {...rate}
          helperText={rate.helperText ?? rateHint}
          slotProps={{ htmlInput: { inputMode: "decimal" } }}
        />
        <TextField
          {...field("Discount", "Discount (%)")}
          slotProps={{ htmlInput: { inputMode: "decimal" }, input: PERCENT }}
        />
      </Stack>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <TextField {...field("EffectiveFrom", "Effective from")} {...DATE} required />
        <TextField {...field("EffectiveTo", "Effective to")} {...DATE} />
      </Stack>
    </>
  );
};

/**
 * 'Add line' or 'Edit line' of a client's charge profile: the code that applies, a negotiated rate (the list
 * rate when empty), a discount and the days it applies. Checked by the server's schema; a refusal of the server
 * (a code already on the profile for those days …) shows under the field it names, or above the fields.
 */
export const ProfileLineDialog = ({
  clientId,
  clientName,
  line,
  onClose,
  onSaved,
}: ProfileLineDialogProps) => {
  const id = line?.Id ?? null;
  const initial = useMemo(() => (line ? profileLineFormValues(line) : emptyProfileLineForm()), [line]);
  const resolver = useMemo(() => zodFormResolver(profileLineFormSchema(clientId, id)), [clientId, id]);
  const methods = useForm<ProfileLineFormValues, unknown, SaveChargeProfileLineInput>({
    defaultValues: initial,
    resolver,
    mode: "onTouched",
  });
  const { handleSubmit, setError, reset, getValues, formState } = methods;
  const { isDirty, isSubmitting, errors } = formState;
  const refusal = useFormRefusal(profileLineFieldOf, (name, message) =>
    setError(name, { type: "server", message }),
  );
  const save = useSaveChargeProfileLine();
  useUnsavedChangesPrompt(isDirty && !isSubmitting);

  const handleSave = handleSubmit((body) =>
    refusal.submit(async () => {
      const reply = await save.mutateAsync(body);
      reset(getValues());
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: 5_000 });
      onSaved();
    }),
  );

  return (
    <FormProvider {...methods}>
      <FormDialog
        title={line ? `Edit ${line.Code} for ${clientName}` : `Add a charge code for ${clientName}`}
        titleId="profile-line-title"
        onClose={onClose}
        discard={{ isDirty, message: "What you typed for this line will be lost." }}
        isFullScreenOnMobile
        hasDividers
        error={refusal.formError ?? errors.root?.message}
        onSubmit={(event) => void handleSave(event)}
        submitLabel={line ? "Save changes" : "Add line"}
        isBusy={isSubmitting}
      >
        <LineFields />
      </FormDialog>
    </FormProvider>
  );
};
