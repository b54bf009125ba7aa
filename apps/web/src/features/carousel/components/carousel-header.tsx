import { Box, IconButton, Typography } from "@mui/material";
import CloseRounded from "@mui/icons-material/CloseRounded";
import FullscreenRounded from "@mui/icons-material/FullscreenRounded";
import FullscreenExitRounded from "@mui/icons-material/FullscreenExitRounded";
import PauseRounded from "@mui/icons-material/PauseRounded";
import PlayArrowRounded from "@mui/icons-material/PlayArrowRounded";

export type CarouselHeaderProps = {
  /** The dashboard on show, its place and the list's length; null before the dashboards show. */
  current: { title: string; position: number; count: number } | null;
  isPaused: boolean;
  isFullscreen: boolean;
  onClose: () => void;
  onTogglePause: () => void;
  onToggleFullscreen: () => void;
};

const BUTTON_SX = { color: "#e2e8f0", "&:hover": { bgcolor: "rgba(148, 163, 184, 0.16)" } } as const;

/** Close, the current dashboard's title, 'n of m', autoplay and fullscreen (portal-shell §2.8). */
export const CarouselHeader = ({
  current,
  isPaused,
  isFullscreen,
  onClose,
  onTogglePause,
  onToggleFullscreen,
}: CarouselHeaderProps) => (
  <Box
    component="header"
    sx={{
      display: "flex",
      alignItems: "center",
      gap: 1.5,
      px: 1.5,
      minHeight: 52,
      bgcolor: "#0f172a",
      color: "#f8fafc",
      borderBottom: "1px solid rgba(148, 163, 184, 0.2)",
      flexShrink: 0,
    }}
  >
    <IconButton aria-label="Close" onClick={onClose} sx={BUTTON_SX}>
      <CloseRounded />
    </IconButton>
    {current ? (
      <Typography
        variant="h6"
        component="h1"
        noWrap
        title={current.title}
        sx={{ flex: 1, minWidth: 0, fontSize: "1.1rem", fontWeight: 600 }}
      >
        {current.title}
      </Typography>
    ) : (
      <Box sx={{ flex: 1 }} />
    )}
    {current && (
      <Typography
        data-testid="carousel-counter"
        sx={{ color: "#cbd5e1", fontVariantNumeric: "tabular-nums", whiteSpace: "nowrap" }}
      >
        {`${current.position} of ${current.count}`}
      </Typography>
    )}
    {current && (
      <IconButton
        aria-label={isPaused ? "Resume autoplay" : "Pause autoplay"}
        onClick={onTogglePause}
        sx={BUTTON_SX}
      >
        {isPaused ? <PlayArrowRounded /> : <PauseRounded />}
      </IconButton>
    )}
    <IconButton
      aria-label={isFullscreen ? "Exit fullscreen" : "Enter fullscreen"}
      onClick={onToggleFullscreen}
      sx={BUTTON_SX}
    >
      {isFullscreen ? <FullscreenExitRounded /> : <FullscreenRounded />}
    </IconButton>
  </Box>
);
