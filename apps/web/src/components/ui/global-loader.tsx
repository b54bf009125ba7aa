import { useEffect, useState } from "react";
import { Backdrop, CircularProgress, Paper, Typography } from "@mui/material";
import { useExternalStore } from "../../lib/external-store.ts";
import { LOADER_MESSAGE, isLoaderVisible, loaderStore } from "../../lib/loader.ts";

/** Calls quicker than this never flash the overlay. */
const SHOW_AFTER_MS = 250;

/** The global loader overlay (portal-shell §4.7): visible while calls are pending or a route is loading. */
export const GlobalLoader = ({ message = LOADER_MESSAGE }: { message?: string }) => {
  const isActive = isLoaderVisible(useExternalStore(loaderStore));
  const [isShown, setShown] = useState(false);
  useEffect(() => {
    if (!isActive) {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [isActive]);
  return (
    <Backdrop
      open={isShown}
      sx={{ zIndex: (theme) => theme.zIndex.modal + 1, bgcolor: "rgba(15, 23, 42, 0.18)" }}
      data-testid="global-loader"
    >
      <Paper
        role="status"
        aria-live="polite"
        elevation={6}
        sx={{ display: "flex", alignItems: "center", gap: 2, px: 3, py: 2, borderRadius: 2 }}
      >
        {/* The closed overlay stays mounted (hidden): a spinner left in it would keep the page redrawing. */}
        {isShown && <CircularProgress size={24} />}
        <Typography>{message}</Typography>
      </Paper>
    </Backdrop>
  );
};
