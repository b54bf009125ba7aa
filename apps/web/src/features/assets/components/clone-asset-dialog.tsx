import { useState } from "react";
import { TextField } from "@mui/material";
import { checkAssetUnits, type AssetDetail, type LocationOption } from "@fieldstead/domain";
import { FormDialog } from "../../../components/ui/form-dialog.tsx";
import { refusalByField } from "../../../lib/form-errors.ts";
import { showSnackbar } from "../../../lib/snackbar.ts";
import { useCloneAsset } from "../api/clone-asset.ts";
import { AssetUnitFields } from "./form/asset-unit-fields.tsx";
import { LocationPicker } from "./form/location-picker.tsx";

export type CloneAssetDialogProps = {
  asset: AssetDetail;
  onClose: () => void;
  onCloned: (copy: { Id: number; AssetTag: string }) => void;
};

/** 'Clone': a new asset like this one with a new tag; its own serial number, or a quantity at another place. */
export const CloneAssetDialog = ({ asset, onClose, onCloned }: CloneAssetDialogProps) => {
  const [serialNumber, setSerialNumber] = useState("");
  const [quantity, setQuantity] = useState("1");
  const [location, setLocation] = useState<LocationOption | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const clone = useCloneAsset();
  const handleSave = async () => {
    const units = checkAssetUnits({
      isSerialized: asset.Serialized,
      serialNumber,
      quantity: asset.Serialized ? null : Number(quantity),
    });
    const found: Record<string, string> = Object.fromEntries(units.map((p) => [p.field, p.message]));
    if (!asset.Serialized && !location) found.LocationId = "Say where the copy stands.";
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const reply = await clone.mutateAsync({
        Id: asset.Id,
        ...(asset.Serialized ? { SerialNumber: serialNumber } : { Quantity: Number(quantity) }),
        ...(location ? { LocationId: location.Id } : {}),
      });
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: 5_000 });
      const copy = reply.Assets[0];
      if (copy) onCloned(copy);
    } catch (err) {
      setErrors(refusalByField(err));
    }
  };
  const named = (name: string, onChange: (value: string) => void) => ({
    name,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    error: errors[name],
  });
  return (
    <FormDialog
      title={<>Clone {asset.AssetTag}</>}
      titleId="clone-asset-title"
      onClose={onClose}
      maxWidth="xs"
      error={errors.form}
      onConfirm={() => void handleSave()}
      submitLabel="Clone"
      isBusy={clone.isPending}
    >
      <TextField
        label="Part"
        value={`${asset.Part?.PartNumber ?? ""} · ${asset.Part?.PartName ?? ""}`}
        disabled
      />
      <AssetUnitFields
        isSerialized={asset.Serialized}
        serialNumber={named("SerialNumber", setSerialNumber)}
        quantity={{ ...named("Quantity", setQuantity), defaultValue: "1" }}
      />
      <LocationPicker
        value={location}
        onChange={setLocation}
        label={asset.Serialized ? "Location (the same unless picked)" : "Location"}
        isRequired={!asset.Serialized}
        error={errors.LocationId}
      />
    </FormDialog>
  );
};
