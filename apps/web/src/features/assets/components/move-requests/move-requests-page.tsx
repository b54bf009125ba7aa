import { Typography } from "@mui/material";

/** /fixedAssetManagement/MoveAssetRequest: move requests. */
export const MoveRequestsPage = () => (
  <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
    Move requests
  </Typography>
);
