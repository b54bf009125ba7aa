import { MenuItem, TextField } from "@mui/material";
import { useVendorOptions } from "../../catalogue/api/get-vendor-list.ts";

export type VendorSelectProps = {
  value: string;
  onChange: (vendorId: string) => void;
  error?: string | undefined;
  size?: "small" | "medium";
};

/** The vendor an asset was bought from (or none), from the organisation's vendors. */
export const VendorSelect = ({ value, onChange, error, size = "medium" }: VendorSelectProps) => {
  const vendors = useVendorOptions();
  const known = vendors.data ?? [];
  return (
    <TextField
      select
      fullWidth
      size={size}
      label="Vendor"
      name="VendorId"
      value={known.some((v) => String(v.Id) === value) ? value : ""}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ?? (vendors.isError ? "The vendors could not be loaded." : undefined)}
    >
      <MenuItem value="">
        <em>None</em>
      </MenuItem>
      {known.map((vendor) => (
        <MenuItem key={vendor.Id} value={String(vendor.Id)}>
          {vendor.Name}
        </MenuItem>
      ))}
    </TextField>
  );
};
