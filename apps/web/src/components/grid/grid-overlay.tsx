import { Alert, Box, Button, CircularProgress, Stack, Typography } from "@mui/material";
import type { ReactNode } from "react";
import { assertNever } from "@fieldstead/domain";
import type { GridLoadState } from "./grid-datasource.ts";

export const EMPTY_FILTERED_TEXT = "No rows match these filters.";
export const EMPTY_TEXT = "There are no rows yet.";

export type GridOverlayProps = {
  state: GridLoadState;
  /** Whether a filter or a search is set: an empty list then says the filters found nothing. */
  isFiltered: boolean;
  onRetry: () => void;
};

/** Drawn over the grid's rows, below its header row, so the columns stay usable while it shows. */
const Cover = ({ children, isSolid }: { children: ReactNode; isSolid: boolean }) => (
  <Box
    sx={{
      position: "absolute",
      inset: 0,
      top: 49,
      display: "flex",
      alignItems: "center",
      justifyContent: "center",
      p: 2,
      bgcolor: isSolid ? "rgba(255,255,255,0.72)" : "transparent",
      pointerEvents: "none",
      zIndex: 2,
      "& > *": { pointerEvents: "auto" },
    }}
  >
    {children}
  </Box>
);

/** The list's loading, empty and failed states, over the grid. Nothing once rows are there. */
export const GridOverlay = ({ state, isFiltered, onRetry }: GridOverlayProps) => {
  switch (state.kind) {
    case "loading":
      return (
        <Cover isSolid>
          <Stack role="status" direction="row" spacing={1.5} sx={{ alignItems: "center" }}>
            <CircularProgress size={22} />
            <Typography>Loading rows…</Typography>
          </Stack>
        </Cover>
      );
    case "failed":
      return (
        <Cover isSolid>
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={onRetry}>
                Retry
              </Button>
            }
            sx={{ maxWidth: 520 }}
          >
            The rows could not be loaded. {state.message}
          </Alert>
        </Cover>
      );
    case "loaded":
      return state.total > 0 ? null : (
        <Cover isSolid={false}>
          <Typography sx={{ color: "text.secondary" }}>
            {isFiltered ? EMPTY_FILTERED_TEXT : EMPTY_TEXT}
          </Typography>
        </Cover>
      );
    default:
      return assertNever(state);
  }
};
