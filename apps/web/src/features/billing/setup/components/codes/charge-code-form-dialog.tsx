import { useMemo } from "react";
import { Controller, FormProvider, useForm, useFormContext } from "react-hook-form";
import { InputAdornment, MenuItem, Stack, TextField } from "@mui/material";
import {
  CHARGE_UNIT_NAMES,
  ChargeUnit,
  type ChargeCodeListRow,
  type ChargeUnitId,
  type SaveChargeCodeInput,
} from "@fieldstead/domain";
import { FormDialog } from "../../../../../components/ui/form-dialog.tsx";
import { useUnsavedChangesPrompt } from "../../../../../components/ui/use-unsaved-changes-prompt.ts";
import { zodFormResolver } from "../../../../../lib/form-resolver.ts";
import { showSnackbar } from "../../../../../lib/snackbar.ts";
import { useFormRefusal } from "../../../../../lib/use-form-refusal.ts";
import { useSaveChargeCode } from "../../api/save-charge-code.ts";
import { useSetupField, useSetupFieldError } from "../../hooks/use-setup-field.ts";
import {
  chargeCodeFieldOf,
  chargeCodeFormSchema,
  chargeCodeFormValues,
  emptyChargeCodeForm,
  type ChargeCodeFormValues,
} from "./charge-code-form.ts";

export type ChargeCodeFormDialogProps = {
  /** The code to change; absent: a new one. */
  code?: ChargeCodeListRow;
  onClose: () => void;
  onSaved: (id: number) => void;
};

const UNITS = Object.values(ChargeUnit);
const DATE = { type: "date", slotProps: { inputLabel: { shrink: true } } } as const;
const PERCENT = { endAdornment: <InputAdornment position="end">%</InputAdornment> };

const UnitField = () => {
  const { control } = useFormContext<ChargeCodeFormValues>();
  const message = useSetupFieldError("UnitId");
  return (
    <Controller
      control={control}
      name="UnitId"
      render={({ field }) => (
        <TextField
          select
          id="charge-code-UnitId"
          label="Unit"
          required
          fullWidth
          name={field.name}
          value={field.value}
          inputRef={field.ref}
          onBlur={field.onBlur}
          onChange={(event) => field.onChange(Number(event.target.value) as ChargeUnitId)}
          error={Boolean(message)}
          helperText={message}
        >
          {UNITS.map((unit) => (
            <MenuItem key={unit} value={unit}>
              {CHARGE_UNIT_NAMES[unit]}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
};

const ChargeCodeFields = () => {
  const field = useSetupField<ChargeCodeFormValues>("charge-code");
  return (
    <>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <TextField {...field("Code", "Code")} required autoComplete="off" />
        <UnitField />
      </Stack>
      <TextField {...field("Description", "Description")} required autoComplete="off" />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <TextField {...field("Rate", "Rate")} required slotProps={{ htmlInput: { inputMode: "decimal" } }} />
        <TextField
          {...field("TaxRate", "Tax rate (%)")}
          required
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
 * 'New charge code' or 'Edit charge code': the code and what it bills, its unit, rate and tax rate, and the days
 * it applies. Checked by the server's schema as typed; a refusal of the server (a code taken, a tax rate the
 * role may not change) shows under the field it names, or above the fields.
 */
export const ChargeCodeFormDialog = ({ code, onClose, onSaved }: ChargeCodeFormDialogProps) => {
  const id = code?.Id ?? null;
  const initial = useMemo(() => (code ? chargeCodeFormValues(code) : emptyChargeCodeForm()), [code]);
  const resolver = useMemo(() => zodFormResolver(chargeCodeFormSchema(id)), [id]);
  const methods = useForm<ChargeCodeFormValues, unknown, SaveChargeCodeInput>({
    defaultValues: initial,
    resolver,
    mode: "onTouched",
  });
  const { handleSubmit, setError, reset, getValues, formState } = methods;
  const { isDirty, isSubmitting, errors } = formState;
  const refusal = useFormRefusal(chargeCodeFieldOf, (name, message) =>
    setError(name, { type: "server", message }),
  );
  const save = useSaveChargeCode();
  useUnsavedChangesPrompt(isDirty && !isSubmitting);

  const handleSave = handleSubmit((body) =>
    refusal.submit(async () => {
      const reply = await save.mutateAsync(body);
      reset(getValues());
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: 5_000 });
      onSaved(reply.Id);
    }),
  );

  return (
    <FormProvider {...methods}>
      <FormDialog
        title={code ? `Edit ${code.Code}` : "New charge code"}
        titleId="charge-code-form-title"
        onClose={onClose}
        discard={{ isDirty, message: "What you typed for this charge code will be lost." }}
        isFullScreenOnMobile
        hasDividers
        error={refusal.formError ?? errors.root?.message}
        onSubmit={(event) => void handleSave(event)}
        submitLabel={code ? "Save changes" : "Create charge code"}
        isBusy={isSubmitting}
      >
        <ChargeCodeFields />
      </FormDialog>
    </FormProvider>
  );
};
