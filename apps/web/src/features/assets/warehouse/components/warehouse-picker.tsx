import { MenuItem, Stack, TextField, Typography } from "@mui/material";
import type { WarehouseSummary } from "@fieldstead/domain";

export type WarehousePickerProps = {
  warehouses: readonly WarehouseSummary[];
  value: WarehouseSummary;
  onChange: (id: number) => void;
};

const count = (n: number, one: string) => `${n.toLocaleString("en-US")} ${one}${n === 1 ? "" : "s"}`;

/** Which warehouse the page shows, and what it holds. */
export const WarehousePicker = ({ warehouses, value, onChange }: WarehousePickerProps) => (
  <Stack
    direction={{ xs: "column", sm: "row" }}
    useFlexGap
    sx={{ gap: { xs: 1, sm: 2 }, alignItems: { sm: "center" } }}
  >
    <TextField
      select
      label="Warehouse"
      value={value.Id}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ width: { xs: "100%", sm: 360 } }}
    >
      {warehouses.map((w) => (
        <MenuItem key={w.Id} value={w.Id}>
          {w.Name}
          {w.Status === "Active" ? "" : " (inactive)"}
        </MenuItem>
      ))}
    </TextField>
    <Typography sx={{ color: "text.secondary" }} aria-live="polite">
      {count(value.PartCount, "part")} in stock · {count(value.UnitCount, "unit")} on hand,{" "}
      {value.SerializedCount.toLocaleString("en-US")} of them serialized
    </Typography>
  </Stack>
);
