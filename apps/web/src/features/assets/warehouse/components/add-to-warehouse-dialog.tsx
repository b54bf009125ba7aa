import { useState } from "react";
import { Stack, TextField } from "@mui/material";
import {
  AddToWarehouseSchema,
  type AddToWarehouseRequest,
  type PartOption,
  type WarehouseSummary,
} from "@fieldstead/domain";
import { AsyncAutocomplete } from "../../../../components/ui/async-autocomplete.tsx";
import { FormDialog } from "../../../../components/ui/form-dialog.tsx";
import { ApiError } from "../../../../lib/http.ts";
import { showSnackbar } from "../../../../lib/snackbar.ts";
import { useAddToWarehouse } from "../api/add-to-warehouse.ts";
import { searchRequestParts } from "../../catalogue/api/search-parts.ts";

const DONE_MS = 8_000;

export type AddToWarehouseDialogProps = {
  isOpen: boolean;
  warehouse: WarehouseSummary;
  onClose: () => void;
  onAdded: () => void;
};

/** The serial numbers typed one per line, blanks left out. */
const serialsOf = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);

/** New units received into the warehouse: serial numbers one per line, or a quantity of a consumable. */
export const AddToWarehouseDialog = ({ isOpen, warehouse, onClose, onAdded }: AddToWarehouseDialogProps) => {
  const add = useAddToWarehouse();
  const [part, setPart] = useState<PartOption | null>(null);
  const [serials, setSerials] = useState("");
  const [quantity, setQuantity] = useState("1");
  const [purchaseDate, setPurchaseDate] = useState("");
  const [purchaseCost, setPurchaseCost] = useState("");
  const [problems, setProblems] = useState<string[]>([]);

  const reset = () => {
    setPart(null);
    setSerials("");
    setQuantity("1");
    setPurchaseDate("");
    setPurchaseCost("");
    setProblems([]);
  };

  const handleSubmit = async () => {
    const body: AddToWarehouseRequest | null = part
      ? {
          WarehouseId: warehouse.Id,
          PartId: part.Id,
          ...(part.Serialized ? { SerialNumbers: serialsOf(serials) } : { Quantity: Number(quantity) }),
          PurchaseDate: purchaseDate || null,
          PurchaseCost: purchaseCost === "" ? null : Number(purchaseCost),
        }
      : null;
    if (!body) return setProblems(["Pick the part that arrived."]);
    if (part?.Serialized && body.SerialNumbers?.length === 0)
      return setProblems(["Type the serial numbers, one per line."]);
    const checked = AddToWarehouseSchema.safeParse(body);
    if (!checked.success)
      return setProblems(checked.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`));
    try {
      const reply = await add.mutateAsync(checked.data);
      const units = reply.Assets.reduce((sum, a) => sum + a.Quantity, 0);
      showSnackbar({
        message: `${units.toLocaleString("en-US")} × ${part!.PartNumber} added to ${warehouse.Name}.`,
        severity: "success",
        durationMs: DONE_MS,
      });
      onAdded();
      onClose();
    } catch (error) {
      setProblems(
        error instanceof ApiError && error.fields.length > 0
          ? error.fields.map((f) => `${f.field}: ${f.message}`)
          : [error instanceof Error ? error.message : String(error)],
      );
    }
  };

  return (
    <FormDialog
      variant="compact"
      title={<>Add to {warehouse.Name}</>}
      titleId="add-to-warehouse-title"
      isOpen={isOpen}
      onClose={onClose}
      onExited={reset}
      intro="Serialized parts arrive one asset per serial number; consumables as a quantity added to the warehouse's stock."
      error={problems.length > 0 && problems.map((p) => <div key={p}>{p}</div>)}
      spacing={2}
      onSubmit={() => void handleSubmit()}
      submitLabel="Add to warehouse"
      isBusy={add.isPending}
    >
      <AsyncAutocomplete<PartOption>
        label="Part"
        queryKey={["warehouse-parts"]}
        fetchOptions={(search) => searchRequestParts(search)}
        value={part}
        onChange={setPart}
        getOptionLabel={(o) => `${o.PartNumber} ${o.PartName}`}
        getOptionKey={(o) => o.Id}
        renderDetail={(o) => `${o.CategoryName} · ${o.Serialized ? "Serialized" : "Consumable"}`}
        isRequired
      />
      {part?.Serialized ? (
        <TextField
          label="Serial numbers"
          helperText={`One per line (${serialsOf(serials).length} so far, at most 500).`}
          multiline
          minRows={4}
          value={serials}
          onChange={(event) => setSerials(event.target.value)}
          required
        />
      ) : (
        <TextField
          label="Quantity"
          type="number"
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          disabled={!part}
          required
          slotProps={{ htmlInput: { min: 1, step: 1 } }}
        />
      )}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <TextField
          label="Purchased"
          type="date"
          value={purchaseDate}
          onChange={(event) => setPurchaseDate(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          fullWidth
        />
        <TextField
          label="Cost of one unit"
          type="number"
          value={purchaseCost}
          onChange={(event) => setPurchaseCost(event.target.value)}
          slotProps={{ htmlInput: { min: 0, step: "0.01" } }}
          fullWidth
        />
      </Stack>
    </FormDialog>
  );
};
