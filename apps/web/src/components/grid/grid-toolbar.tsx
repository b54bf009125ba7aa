import type { ReactNode } from "react";
import { InputAdornment, Stack, TextField, Typography } from "@mui/material";
import Search from "@mui/icons-material/Search";

export type GridToolbarProps = {
  label: string;
  searchText: string;
  onSearchTextChange: (text: string) => void;
  /** Rows matching the filters; null until the first reply. */
  total: number | null;
  /** The column chooser and the views menu. */
  actions: ReactNode;
};

/** '1 row', '1,204 rows'. */
export const rowCountText = (total: number): string =>
  `${total.toLocaleString("en-US")} ${total === 1 ? "row" : "rows"}`;

/** Above the grid: the quick search, how many rows match, and the column and view menus. */
export const GridToolbar = ({ label, searchText, onSearchTextChange, total, actions }: GridToolbarProps) => (
  <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", alignItems: "center", gap: 1.5, mb: 1.5 }}>
    <TextField
      size="small"
      type="search"
      placeholder="Search"
      value={searchText}
      onChange={(event) => onSearchTextChange(event.target.value)}
      sx={{ flex: "1 1 220px", maxWidth: { sm: 360 } }}
      slotProps={{
        htmlInput: { "aria-label": `Search ${label.toLowerCase()}`, maxLength: 200 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
    <Typography
      aria-live="polite"
      sx={{ color: "text.secondary", fontVariantNumeric: "tabular-nums", mr: "auto", minWidth: 72 }}
    >
      {total === null ? "" : rowCountText(total)}
    </Typography>
    <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", gap: 1, maxWidth: "100%" }}>
      {actions}
    </Stack>
  </Stack>
);
