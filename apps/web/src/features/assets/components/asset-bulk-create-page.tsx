import { Typography } from "@mui/material";

/** /fixedAssetManagement/bulkCreate: several assets in one go. */
export const AssetBulkCreatePage = () => (
  <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
    Bulk create assets
  </Typography>
);
