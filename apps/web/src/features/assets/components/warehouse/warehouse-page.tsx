import { Typography } from "@mui/material";

/** /fixedAssetManagement/warehouse: stock per warehouse, add to warehouse, scan in and out. */
export const WarehousePage = () => (
  <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
    Warehouse
  </Typography>
);
