import { Typography } from "@mui/material";

/** /bulkLocation: several locations in one go. */
export const BulkLocationPage = () => (
  <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
    Bulk locations
  </Typography>
);
