import { Typography } from "@mui/material";

/** /materialRequest: material requests and their details. */
export const MaterialRequestsPage = () => (
  <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
    Material requests
  </Typography>
);
