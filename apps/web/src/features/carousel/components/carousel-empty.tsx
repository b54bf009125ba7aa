import { Box, Typography } from "@mui/material";
import DashboardOutlined from "@mui/icons-material/DashboardOutlined";
import { CAROUSEL_TEXT } from "@fieldstead/domain";

/** No dashboards in the list, or the list could not be loaded (portal-shell §2.8, §8). */
export const CarouselEmpty = () => (
  <Box
    sx={{
      position: "absolute",
      inset: 0,
      display: "grid",
      placeItems: "center",
      bgcolor: "#0f172a",
      color: "#e2e8f0",
      p: 3,
      textAlign: "center",
    }}
  >
    <Box>
      <DashboardOutlined sx={{ fontSize: 56, color: "#64748b", mb: 2 }} />
      <Typography variant="h5" component="h1" sx={{ color: "#f8fafc", mb: 1 }}>
        {CAROUSEL_TEXT.emptyTitle}
      </Typography>
      <Typography sx={{ color: "#cbd5e1" }}>{CAROUSEL_TEXT.emptyBody}</Typography>
    </Box>
  </Box>
);
