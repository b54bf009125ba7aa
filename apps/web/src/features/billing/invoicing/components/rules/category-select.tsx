import { MenuItem, TextField } from "@mui/material";
import { useAssetCategories } from "../../api/get-asset-categories.ts";
import type { PickedRecord } from "../shared/picked-record.ts";

export type CategorySelectProps = {
  value: PickedRecord | null;
  onChange: (value: PickedRecord | null) => void;
  error?: string | undefined;
};

/** The asset category a rule on assets counts; a saved rule's category stays offered even once inactive. */
export const CategorySelect = ({ value, onChange, error }: CategorySelectProps) => {
  const categories = useAssetCategories();
  const loaded = (categories.data ?? []).map((c) => ({ Id: c.Id, Name: c.Name }));
  const options = value && !loaded.some((c) => c.Id === value.Id) ? [value, ...loaded] : loaded;
  const problem = categories.isError
    ? `The categories could not be loaded: ${categories.error.message}`
    : null;
  return (
    <TextField
      select
      label="Asset category"
      name="CategoryId"
      required
      value={value?.Id ?? ""}
      onChange={(event) => onChange(options.find((c) => c.Id === Number(event.target.value)) ?? null)}
      error={Boolean(error) || problem !== null}
      helperText={error ?? problem ?? (categories.isPending ? "Loading the categories…" : undefined)}
    >
      {options.map((c) => (
        <MenuItem key={c.Id} value={c.Id}>
          {c.Name}
        </MenuItem>
      ))}
    </TextField>
  );
};
