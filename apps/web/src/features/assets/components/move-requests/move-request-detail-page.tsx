import { Typography } from "@mui/material";

/** /fixedAssetManagement/MoveAssetRequest/Details/{id}: one move request. */
export const MoveRequestDetailPage = () => (
  <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
    Move request
  </Typography>
);
