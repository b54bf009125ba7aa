import { useState } from "react";
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from "@mui/material";
import { checkAssetUnits, type AssetDetail, type LocationOption } from "@fieldstead/domain";
import { ApiError } from "../../../lib/http.ts";
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
      const fields = err instanceof ApiError && err.fields.length > 0 ? err.fields : [];
      setErrors(
        fields.length > 0
          ? Object.fromEntries(fields.map((f) => [f.field, f.message]))
          : { form: err instanceof Error ? err.message : String(err) },
      );
    }
  };
  const named = (name: string, onChange: (value: string) => void) => ({
    name,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    error: errors[name],
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="clone-asset-title">
      <DialogTitle id="clone-asset-title">Clone {asset.AssetTag}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {errors.form && (
            <Alert severity="error" role="alert">
              {errors.form}
            </Alert>
          )}
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
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="contained" disabled={clone.isPending} onClick={() => void handleSave()}>
          Clone
        </Button>
      </DialogActions>
    </Dialog>
  );
};
