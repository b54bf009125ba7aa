import { useState } from "react";
import { Alert, MenuItem, TextField } from "@mui/material";
import type { MaterialRequestDetails } from "@fieldstead/domain";
import { FormDialog } from "../../../../../components/ui/form-dialog.tsx";
import { useWarehouses } from "../../../warehouse/api/get-warehouses.ts";

export type FulfilMaterialRequestDialogProps = {
  isOpen: boolean;
  request: MaterialRequestDetails;
  isBusy: boolean;
  /** What the server refused (each short item named), shown in the dialog. */
  problems: readonly string[];
  onFulfil: (warehouseId: number) => void;
  onClose: () => void;
};

/** Picks the warehouse every item of the request is issued from. */
export const FulfilMaterialRequestDialog = ({
  isOpen,
  request,
  isBusy,
  problems,
  onFulfil,
  onClose,
}: FulfilMaterialRequestDialogProps) => {
  const warehouses = useWarehouses(isOpen);
  const [warehouseId, setWarehouseId] = useState<number | "">("");
  const options = (warehouses.data?.Warehouses ?? []).filter((w) => w.Id !== request.LocationId);
  return (
    <FormDialog
      variant="compact"
      title={<>Fulfil {request.RequestNumber}</>}
      titleId="fulfil-title"
      isOpen={isOpen}
      onClose={onClose}
      intro={
        <>
          Every item is issued from one warehouse and delivered to {request.LocationName}, all at once: if any
          item is short, nothing is issued.
        </>
      }
      error={warehouses.isError && warehouses.error.message}
      spacing={2}
      onConfirm={() => warehouseId !== "" && onFulfil(warehouseId)}
      submitLabel="Fulfil"
      isSubmitDisabled={warehouseId === ""}
      isBusy={isBusy}
      cancelLabel="Back"
    >
      <TextField
        select
        fullWidth
        label="Warehouse"
        value={warehouseId}
        onChange={(event) => setWarehouseId(Number(event.target.value))}
        disabled={warehouses.isPending}
      >
        {options.map((w) => (
          <MenuItem key={w.Id} value={w.Id}>
            {w.Name} · {w.UnitCount.toLocaleString("en-US")} units on hand
          </MenuItem>
        ))}
      </TextField>
      {problems.length > 0 && (
        <Alert severity="error" role="alert">
          Not enough stock:
          <ul style={{ margin: 0, paddingLeft: 20 }}>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Alert>
      )}
    </FormDialog>
  );
};
