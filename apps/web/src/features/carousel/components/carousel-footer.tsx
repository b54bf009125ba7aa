import type { ReactNode } from "react";
import { Box, Typography } from "@mui/material";
import { CAROUSEL_TEXT } from "@fieldstead/domain";

export type CarouselFooterProps = {
  /** The indicator dots, once the dashboards show. */
  dots: ReactNode;
  isFullscreen: boolean;
};

/** The height of the strip: the frames above it keep this height whatever it shows, so nothing covers them. */
const CAROUSEL_FOOTER_PX = 36;

/**
 * The strip under the dashboards: the indicator dots in the middle (portal-shell §2.8: at the bottom) and, in
 * fullscreen, the hint on how to leave it. Below the frames rather than over them, so a dashboard that fills
 * its frame keeps every card in view.
 */
export const CarouselFooter = ({ dots, isFullscreen }: CarouselFooterProps) => (
  <Box
    component="footer"
    sx={{
      position: "relative",
      flexShrink: 0,
      height: CAROUSEL_FOOTER_PX,
      display: "flex",
      alignItems: "center",
      justifyContent: "center",
      px: 2,
      bgcolor: "#0f172a",
      borderTop: "1px solid rgba(148, 163, 184, 0.2)",
    }}
  >
    {dots}
    {isFullscreen && (
      <Typography
        variant="body2"
        sx={{
          position: "absolute",
          right: 16,
          top: "50%",
          transform: "translateY(-50%)",
          color: "#e2e8f0",
          pointerEvents: "none",
          whiteSpace: "nowrap",
        }}
      >
        {CAROUSEL_TEXT.fullscreenHint}
      </Typography>
    )}
  </Box>
);
