import { Typography } from "@mui/material";

/** /AssetConfigurationManagement: parts, manufacturers and vendors. */
export const AssetConfigurationPage = () => (
  <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
    Asset configuration
  </Typography>
);
