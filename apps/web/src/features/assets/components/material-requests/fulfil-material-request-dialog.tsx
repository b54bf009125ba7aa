import { useState } from "react";
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  TextField,
} from "@mui/material";
import type { MaterialRequestDetails } from "@fieldstead/domain";
import { useWarehouses } from "../../api/get-warehouses.ts";

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
    <Dialog open={isOpen} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="fulfil-title">
      <DialogTitle id="fulfil-title">Fulfil {request.RequestNumber}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Every item is issued from one warehouse and delivered to {request.LocationName}, all at once: if any
          item is short, nothing is issued.
        </DialogContentText>
        {warehouses.isError && <Alert severity="error">{warehouses.error.message}</Alert>}
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
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            Not enough stock:
            <ul style={{ margin: 0, paddingLeft: 20 }}>
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Back</Button>
        <Button
          variant="contained"
          loading={isBusy}
          disabled={warehouseId === ""}
          onClick={() => warehouseId !== "" && onFulfil(warehouseId)}
        >
          Fulfil
        </Button>
      </DialogActions>
    </Dialog>
  );
};
