import { Box, CircularProgress, LinearProgress, Typography } from "@mui/material";
import { CAROUSEL_TEXT } from "@fieldstead/domain";

export type CarouselLoadingProps = {
  /** How many dashboards have loaded (a failed one counts), and of how many; null while the list loads. */
  progress: { loaded: number; total: number } | null;
};

/** The loading overlay while the list is fetched and the dashboards preload (portal-shell §2.8). */
export const CarouselLoading = ({ progress }: CarouselLoadingProps) => {
  const text = progress ? `${progress.loaded} of ${progress.total} dashboards loaded` : undefined;
  return (
    <Box
      role="status"
      sx={{
        position: "absolute",
        inset: 0,
        zIndex: 5,
        display: "grid",
        placeItems: "center",
        bgcolor: "#0f172a",
        color: "#e2e8f0",
        p: 3,
      }}
    >
      <Box sx={{ width: "100%", maxWidth: 520, textAlign: "center" }}>
        <CircularProgress sx={{ color: "#93c5fd", mb: 3 }} aria-hidden />
        <Typography variant="h6" component="h1" sx={{ color: "#f8fafc", mb: 1.5 }}>
          {CAROUSEL_TEXT.loading}
        </Typography>
        <Typography sx={{ color: "#cbd5e1" }}>{CAROUSEL_TEXT.connecting}</Typography>
        <Typography sx={{ color: "#cbd5e1", mb: 3 }}>{CAROUSEL_TEXT.preloading}</Typography>
        <LinearProgress
          variant="determinate"
          value={progress && progress.total > 0 ? (progress.loaded / progress.total) * 100 : 0}
          aria-label="Dashboards loaded"
          aria-valuetext={text}
          sx={{ height: 8, borderRadius: 4, bgcolor: "rgba(148, 163, 184, 0.25)" }}
        />
        {text && (
          <Typography variant="body2" sx={{ color: "#cbd5e1", mt: 1.5 }}>
            {text}
          </Typography>
        )}
      </Box>
    </Box>
  );
};
