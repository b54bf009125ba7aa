import { Box, IconButton, Paper, Stack, TextField, Tooltip, Typography } from "@mui/material";
import DeleteOutlineOutlined from "@mui/icons-material/DeleteOutlineOutlined";
import { AssetUnitFields } from "../form/asset-unit-fields.tsx";
import { LocationPicker } from "../form/location-picker.tsx";
import { PartPicker } from "../form/part-picker.tsx";
import { VendorSelect } from "../form/vendor-select.tsx";
import type { BulkField, BulkRow } from "./bulk-rows.ts";

export type BulkRowEditorProps = {
  index: number;
  row: BulkRow;
  errors: Partial<Record<BulkField, string>> | undefined;
  onChange: (patch: Partial<BulkRow>) => void;
  onRemove: (() => void) | null;
};

const cell = (basis: number) => ({ flex: `1 1 ${basis}px`, minWidth: 0 });

/** One asset of the bulk page; its fields wrap on narrow screens (nothing scrolls sideways). */
export const BulkRowEditor = ({ index, row, errors = {}, onChange, onRemove }: BulkRowEditorProps) => {
  const text = (field: "Name" | "PurchaseDate" | "PurchaseCost", label: string, extra: object = {}) => (
    <TextField
      size="small"
      fullWidth
      label={label}
      value={row[field]}
      onChange={(event) => onChange({ [field]: event.target.value })}
      error={Boolean(errors[field])}
      helperText={errors[field]}
      {...extra}
    />
  );
  return (
    <Paper
      variant="outlined"
      component="li"
      aria-label={`Row ${index + 1}`}
      sx={{
        p: 1.5,
        listStyle: "none",
        borderColor: Object.keys(errors).length > 0 ? "error.main" : undefined,
      }}
    >
      <Stack direction="row" sx={{ alignItems: "center", mb: 1 }}>
        <Typography variant="subtitle2" sx={{ mr: "auto" }}>
          Row {index + 1}
        </Typography>
        {onRemove && (
          <Tooltip title="Remove this row">
            <IconButton size="small" aria-label={`Remove row ${index + 1}`} onClick={onRemove}>
              <DeleteOutlineOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1.5 }}>
        <Box sx={cell(260)}>
          <PartPicker value={row.Part} onChange={(Part) => onChange({ Part })} error={errors.Part} />
        </Box>
        <Box sx={cell(260)}>
          <LocationPicker
            value={row.Location}
            onChange={(Location) => onChange({ Location })}
            error={errors.Location}
          />
        </Box>
        <Box sx={cell(170)}>
          <AssetUnitFields
            size="small"
            isSerialized={row.Part?.Serialized ?? null}
            serialNumber={{
              name: `SerialNumber-${row.key}`,
              defaultValue: row.SerialNumber,
              onChange: (event) => onChange({ SerialNumber: event.target.value }),
              error: errors.SerialNumber,
            }}
            quantity={{
              name: `Quantity-${row.key}`,
              defaultValue: row.Quantity,
              onChange: (event) => onChange({ Quantity: event.target.value }),
              error: errors.Quantity,
            }}
          />
        </Box>
        <Box sx={cell(200)}>
          {text("Name", "Name", { placeholder: row.Part?.PartName ?? "The part's name" })}
        </Box>
        <Box sx={cell(180)}>
          <VendorSelect
            size="small"
            value={row.VendorId}
            onChange={(VendorId) => onChange({ VendorId })}
            error={errors.VendorId}
          />
        </Box>
        <Box sx={cell(160)}>
          {text("PurchaseDate", "Purchase date", {
            type: "date",
            slotProps: { inputLabel: { shrink: true } },
          })}
        </Box>
        <Box sx={cell(130)}>{text("PurchaseCost", "Cost (USD)", { type: "number" })}</Box>
      </Box>
    </Paper>
  );
};
