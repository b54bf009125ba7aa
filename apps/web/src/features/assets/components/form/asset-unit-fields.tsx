import type { ComponentProps } from "react";
import { TextField, Typography } from "@mui/material";

type FieldProps = Pick<
  ComponentProps<typeof TextField>,
  "name" | "onChange" | "onBlur" | "inputRef" | "defaultValue"
> & {
  error?: string | undefined;
};

export type AssetUnitFieldsProps = {
  /** Whether the part is tracked by serial number; null until a part is picked. */
  isSerialized: boolean | null;
  serialNumber: FieldProps;
  quantity: FieldProps;
  size?: "small" | "medium";
};

/**
 * A serialized part's asset has a serial number (one unit); a consumable has a quantity and no serial number.
 * Which field shows follows the picked part.
 */
export const AssetUnitFields = ({
  isSerialized,
  serialNumber,
  quantity,
  size = "medium",
}: AssetUnitFieldsProps) => {
  if (isSerialized === null)
    return (
      <Typography variant="body2" sx={{ color: "text.secondary", alignSelf: "center" }}>
        Pick a part to give its serial number or quantity.
      </Typography>
    );
  const { error, ...props } = isSerialized ? serialNumber : quantity;
  return isSerialized ? (
    <TextField
      {...props}
      id="asset-SerialNumber"
      label="Serial number"
      required
      fullWidth
      size={size}
      error={Boolean(error)}
      helperText={error}
    />
  ) : (
    <TextField
      {...props}
      id="asset-Quantity"
      label="Quantity"
      type="number"
      required
      fullWidth
      size={size}
      error={Boolean(error)}
      helperText={error ?? "A consumable is kept by the quantity."}
      slotProps={{ htmlInput: { min: 1, step: 1 } }}
    />
  );
};
