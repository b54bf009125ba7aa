import { useCallback } from "react";
import type { CustomFilterProps } from "ag-grid-react";
import { useGridFilter } from "ag-grid-react";
import { Box, Button, Checkbox, FormControlLabel, FormGroup, Stack } from "@mui/material";
import type { DataGridOption } from "./grid-columns.ts";

type SetModel = { filterType: "set"; values: (string | number)[] };

export type SetColumnFilterProps = CustomFilterProps<unknown, unknown, SetModel> & {
  options: readonly DataGridOption[];
  colDef: { headerName?: string };
};

/**
 * A choice among a column's few values (AG Grid's own set filter is not in its free edition). The model
 * is the list call's {filterType:'set', values}; no value ticked means no filter.
 */
export const SetColumnFilter = ({ model, onModelChange, options, colDef }: SetColumnFilterProps) => {
  // The server filters the rows; on the grid's side every row it received passes.
  const doesFilterPass = useCallback(() => true, []);
  useGridFilter({ doesFilterPass });
  const chosen = new Set(model?.values ?? []);
  const toggle = (value: string | number) => {
    const next = chosen.has(value) ? [...chosen].filter((v) => v !== value) : [...chosen, value];
    onModelChange(next.length === 0 ? null : { filterType: "set", values: next });
  };
  return (
    <Box sx={{ p: 1.5, minWidth: 200 }}>
      <FormGroup aria-label={`Filter ${colDef.headerName ?? ""}`.trim()}>
        {options.map((option) => (
          <FormControlLabel
            key={String(option.value)}
            label={option.label}
            control={
              <Checkbox
                size="small"
                checked={chosen.has(option.value)}
                onChange={() => toggle(option.value)}
              />
            }
          />
        ))}
      </FormGroup>
      <Stack direction="row" sx={{ justifyContent: "flex-end", mt: 1 }}>
        <Button size="small" disabled={chosen.size === 0} onClick={() => onModelChange(null)}>
          Clear
        </Button>
      </Stack>
    </Box>
  );
};
