import type { ReactNode } from "react";
import { Button, Paper, Stack, Typography } from "@mui/material";

export type GridSelectionBarProps = { count: number; onClear: () => void; children: ReactNode };

/** While rows are picked: how many, what can be done with them, and a way to drop the choice. */
export const GridSelectionBar = ({ count, onClear, children }: GridSelectionBarProps) => (
  <Paper
    variant="outlined"
    role="toolbar"
    aria-label="Selected rows"
    sx={{ px: 2, py: 1, mb: 1.5, bgcolor: "#eaf1fb", borderColor: "primary.light" }}
  >
    <Stack direction="row" useFlexGap sx={{ flexWrap: "wrap", alignItems: "center", gap: 1.5 }}>
      <Typography sx={{ fontWeight: 600, mr: "auto" }}>
        {count === 1 ? "1 row selected" : `${count.toLocaleString("en-US")} rows selected`}
      </Typography>
      {children}
      <Button size="small" onClick={onClear}>
        Clear selection
      </Button>
    </Stack>
  </Paper>
);
