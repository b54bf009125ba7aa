import { useEffect } from "react";
import { Link as RouterLink } from "react-router";
import { Alert, Button, Snackbar } from "@mui/material";
import { useExternalStore } from "../../lib/external-store.ts";
import { dismissSnackbar, snackbarStore, type SnackbarMessage } from "../../lib/snackbar.ts";

const SnackbarItem = ({ item, offset }: { item: SnackbarMessage; offset: number }) => {
  useEffect(() => {
    const timer = window.setTimeout(() => dismissSnackbar(item.id), item.durationMs);
    return () => window.clearTimeout(timer);
  }, [item.id, item.durationMs]);
  return (
    <Snackbar
      open
      anchorOrigin={{ vertical: "bottom", horizontal: "left" }}
      sx={{ mb: `${offset * 64}px` }}
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

/** Shows the app's snackbars at the left bottom, newest lowest. */
export const SnackbarHost = () => {
  const items = useExternalStore(snackbarStore);
  return (
    <>
      {items.map((item, index) => (
        <SnackbarItem key={item.id} item={item} offset={items.length - 1 - index} />
      ))}
    </>
  );
};
