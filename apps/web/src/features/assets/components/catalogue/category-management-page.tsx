import { Typography } from "@mui/material";

/** /categoryManagement: asset categories. */
export const CategoryManagementPage = () => (
  <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
    Asset categories
  </Typography>
);
