import { useMemo } from "react";
import { Controller, useForm, type Path } from "react-hook-form";
import { Stack, TextField } from "@mui/material";
import type { AssetDetail } from "@fieldstead/domain";
import { FormDialog } from "../../../../components/ui/form-dialog.tsx";
import { useUnsavedChangesPrompt } from "../../../../components/ui/use-unsaved-changes-prompt.ts";
import { useFormRefusal } from "../../../../lib/use-form-refusal.ts";
import { showSnackbar } from "../../../../lib/snackbar.ts";
import { useCreateAsset } from "../../api/create-asset.ts";
import { useUpdateAsset } from "../../api/update-asset.ts";
import {
  assetFormResolver,
  assetFormValues,
  emptyAssetForm,
  formFieldOf,
  toCreateBody,
  toUpdateBody,
  type AssetFormValues,
} from "./asset-form.ts";
import { AssetUnitFields } from "./asset-unit-fields.tsx";
import { LocationPicker } from "./location-picker.tsx";
import { PartPicker } from "./part-picker.tsx";
import { VendorSelect } from "./vendor-select.tsx";

export type AssetFormDialogProps = {
  onClose: () => void;
  /** The saved asset's id and tag. */
  onSaved: (asset: { Id: number; AssetTag: string }) => void;
  /** The asset to edit; absent: a new one. */
  asset?: AssetDetail;
};

/**
 * Creates an asset (part, place, serial number or quantity by the part, vendor, purchase) or edits one (its
 * place and status change elsewhere). Server refusals show beside their fields.
 */
export const AssetFormDialog = ({ onClose, onSaved, asset }: AssetFormDialogProps) => {
  const initial = useMemo(() => (asset ? assetFormValues(asset) : emptyAssetForm()), [asset]);
  const resolver = useMemo(() => assetFormResolver(asset), [asset]);
  const { register, control, handleSubmit, setError, watch, reset, formState } = useForm<AssetFormValues>({
    defaultValues: initial,
    resolver,
    mode: "onTouched",
  });
  const { errors, isDirty, isSubmitting } = formState;
  const refusal = useFormRefusal(formFieldOf, (name, message) => setError(name, { type: "server", message }));
  const create = useCreateAsset();
  const update = useUpdateAsset();
  useUnsavedChangesPrompt(isDirty && !isSubmitting);
  const part = watch("Part");
  const isSerialized = asset ? asset.Serialized : (part?.Serialized ?? null);

  const field = (name: Path<AssetFormValues>) => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref, error: errors[name as keyof AssetFormValues]?.message };
  };
  const textField = (name: Path<AssetFormValues>, label: string) => {
    const { error, ...rest } = field(name);
    return { ...rest, id: `asset-${name}`, label, error: Boolean(error), helperText: error, fullWidth: true };
  };

  const handleSave = handleSubmit((values) =>
    refusal.submit(async () => {
      const reply = asset
        ? await update.mutateAsync(toUpdateBody(values, asset))
        : await create.mutateAsync(toCreateBody(values));
      reset(values);
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: 5_000 });
      const saved = reply.Assets[0];
      if (saved) onSaved(saved);
    }),
  );

  return (
    <FormDialog
      title={asset ? `Edit ${asset.AssetTag}` : "Create asset"}
      titleId="asset-form-title"
      onClose={onClose}
      discard={{ isDirty, message: "What you typed in this asset will be lost." }}
      isFullScreenOnMobile
      error={refusal.formError}
      onSubmit={(event) => void handleSave(event)}
      submitLabel={asset ? "Save" : "Create"}
      isBusy={isSubmitting}
    >
      <Controller
        control={control}
        name="Part"
        render={({ field: { value, onChange } }) => (
          <PartPicker
            value={value}
            onChange={onChange}
            error={errors.Part?.message}
            {...(asset ? { serialized: asset.Serialized } : {})}
          />
        )}
      />
      {asset ? null : (
        <Controller
          control={control}
          name="Location"
          render={({ field: { value, onChange } }) => (
            <LocationPicker value={value} onChange={onChange} error={errors.Location?.message} />
          )}
        />
      )}
      <TextField
        {...textField("Name", "Name")}
        required={Boolean(asset)}
        placeholder={asset ? undefined : (part?.PartName ?? "The part's name")}
      />
      <AssetUnitFields
        isSerialized={isSerialized}
        serialNumber={field("SerialNumber")}
        quantity={field("Quantity")}
      />
      <Controller
        control={control}
        name="VendorId"
        render={({ field: { value, onChange } }) => (
          <VendorSelect value={value} onChange={onChange} error={errors.VendorId?.message} />
        )}
      />
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <TextField
          {...textField("PurchaseDate", "Purchase date")}
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          {...textField("PurchaseCost", "Purchase cost (USD)")}
          type="number"
          slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
        />
      </Stack>
      <TextField {...textField("Description", "Description")} multiline minRows={2} />
    </FormDialog>
  );
};
