import { Box, CircularProgress } from "@mui/material";

/** The panel's spinner while its list loads. */
export const NotificationSpinner = () => (
  <Box sx={{ display: "flex", justifyContent: "center", py: 4 }}>
    <CircularProgress size={28} aria-label="Loading notifications" />
  </Box>
);
