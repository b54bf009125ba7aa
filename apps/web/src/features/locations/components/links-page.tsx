import { Box, Typography } from "@mui/material";
import { BreadcrumbBar } from "../../../components/ui/breadcrumb-bar.tsx";
import { LinksGrid } from "./links/links-grid.tsx";

/** /Links: every link between the organisation's locations. */
export const LinksPage = () => (
  <Box sx={{ minWidth: 0 }}>
    <BreadcrumbBar
      entries={[
        { kind: "link", label: "Locations", to: "/locations" },
        { kind: "text", label: "Links" },
      ]}
    />
    <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
      Links
    </Typography>
    <LinksGrid gridId="location-links-all" />
  </Box>
);
