import { Typography } from "@mui/material";

/** /Links: the links between locations. */
export const LinksPage = () => (
  <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
    Links
  </Typography>
);
