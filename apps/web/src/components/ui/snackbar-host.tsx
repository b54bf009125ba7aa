import { useEffect } from "react";
import { Link as RouterLink } from "react-router";
import { Alert, Button, Snackbar } from "@mui/material";
import { useExternalStore } from "../../lib/external-store.ts";
import { dismissSnackbar, snackbarStore, type SnackbarMessage } from "../../lib/snackbar.ts";

const SnackbarItem = ({ item }: { item: SnackbarMessage }) => {
  useEffect(() => {
    const timer = window.setTimeout(() => dismissSnackbar(item.id), item.durationMs);
    return () => window.clearTimeout(timer);
  }, [item.id, item.durationMs]);
  return (
    <Snackbar
      open
      anchorOrigin={{ vertical: "bottom", horizontal: "left" }}
      onClose={(_, reason) => {
        if (reason !== "clickaway") dismissSnackbar(item.id);
      }}
    >
      <Alert
        severity={item.severity}
        variant="filled"
        role={item.severity === "error" ? "alert" : "status"}
        action={
          item.hasOk || item.link ? (
            <>
              {item.link && (
                <Button
                  color="inherit"
                  size="small"
                  component={RouterLink}
                  to={item.link.to}
                  onClick={() => dismissSnackbar(item.id)}
                >
                  {item.link.label}
                </Button>
              )}
              {item.hasOk && (
                <Button color="inherit" size="small" onClick={() => dismissSnackbar(item.id)}>
                  OK
                </Button>
              )}
            </>
          ) : undefined
        }
        sx={{ minWidth: 300, alignItems: "center" }}
      >
        {item.message}
      </Alert>
    </Snackbar>
  );
};

/**
 * Shows the app's snackbars at the left bottom, one at a time: the newest. One waiting underneath gets its full
 * time when it shows again (its timer runs while it is on screen).
 */
export const SnackbarHost = () => {
  const items = useExternalStore(snackbarStore);
  const newest = items.at(-1);
  return newest ? <SnackbarItem key={newest.id} item={newest} /> : null;
};
