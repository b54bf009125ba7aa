import { Box, Button, Paper, Typography } from "@mui/material";
import CloudOffOutlined from "@mui/icons-material/CloudOffOutlined";
import RefreshRounded from "@mui/icons-material/RefreshRounded";
import { CAROUSEL_TEXT } from "@fieldstead/domain";

export type CarouselUnavailableProps = { onRetry: () => void };

/** Over a dashboard whose frame failed to load (portal-shell §2.8, §8). */
export const CarouselUnavailable = ({ onRetry }: CarouselUnavailableProps) => (
  <Box
    sx={{
      position: "absolute",
      inset: 0,
      zIndex: 3,
      display: "grid",
      placeItems: "center",
      bgcolor: "rgba(15, 23, 42, 0.55)",
      p: 2,
    }}
  >
    <Paper
      role="alert"
      aria-labelledby="carousel-unavailable-title"
      elevation={6}
      sx={{ maxWidth: 460, p: 4, textAlign: "center" }}
    >
      <CloudOffOutlined color="error" sx={{ fontSize: 48, mb: 1 }} />
      <Typography id="carousel-unavailable-title" variant="h6" component="h2" gutterBottom>
        {CAROUSEL_TEXT.unavailableTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {CAROUSEL_TEXT.unavailableBody}
      </Typography>
      <Button variant="contained" startIcon={<RefreshRounded />} onClick={onRetry}>
        {CAROUSEL_TEXT.retry}
      </Button>
    </Paper>
  </Box>
);
