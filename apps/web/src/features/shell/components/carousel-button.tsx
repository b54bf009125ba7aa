import { Link as RouterLink } from "react-router";
import { IconButton } from "@mui/material";
import { DeferredTooltip } from "../../../components/ui/deferred-tooltip.tsx";
import SlideshowOutlined from "@mui/icons-material/SlideshowOutlined";
import { HEADER_ICON_SX } from "../../../components/ui/header-icon-button.tsx";

const LABEL = "Dashboard carousel";

/** The carousel's play button: a real link to /slideshow-dashboards, opened in a new tab. */
export const CarouselButton = () => (
  <DeferredTooltip title={LABEL}>
    <IconButton
      aria-label={LABEL}
      component={RouterLink}
      to="/slideshow-dashboards"
      target="_blank"
      rel="noopener noreferrer"
      sx={HEADER_ICON_SX}
    >
      <SlideshowOutlined />
    </IconButton>
  </DeferredTooltip>
);
