import { useCallback, useMemo } from "react";
import { useNavigate } from "react-router";
import { Box } from "@mui/material";
import { useViewportSize } from "../../../components/ui/use-viewport-size.ts";
import { displayScale } from "../../../lib/display-scale.ts";
import { closeCarousel } from "../close-carousel.ts";
import { currentDashboard, loadedCount } from "../carousel.machine.ts";
import { useCarousel } from "../hooks/use-carousel.ts";
import { useDisplayKeepAlive } from "../hooks/use-display-keep-alive.ts";
import { useCarouselKeys } from "../hooks/use-carousel-keys.ts";
import { useFullscreen } from "../hooks/use-fullscreen.ts";
import { CarouselDots } from "./carousel-dots.tsx";
import { CarouselEmpty } from "./carousel-empty.tsx";
import { CarouselFooter } from "./carousel-footer.tsx";
import { CarouselHeader } from "./carousel-header.tsx";
import { CarouselLoading } from "./carousel-loading.tsx";
import { CarouselStage } from "./carousel-stage.tsx";

/**
 * The full-screen dashboard carousel (portal-shell §2.8, §4.9), outside the portal's frame: it preloads every
 * dashboard of the organisation's list in its own frame, then plays them one after another.
 */
export const CarouselPage = () => {
  const { state, send } = useCarousel();
  useDisplayKeepAlive();
  const fullscreen = useFullscreen();
  const navigate = useNavigate();
  const handleClose = useCallback(
    () => closeCarousel(() => void navigate("/dashboard", { replace: true })),
    [navigate],
  );
  const handleTogglePause = useCallback(() => send({ type: "togglePause" }), [send]);
  const keyHandlers = useMemo(
    () => ({
      close: handleClose,
      previous: () => send({ type: "previous" }),
      next: () => send({ type: "next" }),
      fullscreen: fullscreen.toggle,
      pause: handleTogglePause,
    }),
    [send, fullscreen.toggle, handleClose, handleTogglePause],
  );
  useCarouselKeys(keyHandlers);

  // The header and the dots grow with a large screen, as the dashboards do.
  const chromeZoom = displayScale(useViewportSize());
  const current = currentDashboard(state);
  const isLoading = state.status === "loadingList" || state.status === "preloading";
  return (
    <Box
      sx={{
        position: "fixed",
        inset: 0,
        display: "flex",
        flexDirection: "column",
        bgcolor: "#0f172a",
      }}
    >
      <Box sx={{ zoom: chromeZoom, flexShrink: 0 }}>
        <CarouselHeader
          current={
            current
              ? { title: current.title, position: state.index + 1, count: state.dashboards.length }
              : null
          }
          isPaused={state.autoplay === "paused"}
          isFullscreen={fullscreen.isFullscreen}
          onClose={handleClose}
          onTogglePause={handleTogglePause}
          onToggleFullscreen={fullscreen.toggle}
        />
      </Box>
      <Box component="main" sx={{ position: "relative", flex: 1, minHeight: 0 }}>
        <CarouselStage state={state} send={send} />
        {isLoading && (
          <CarouselLoading
            progress={
              state.status === "preloading"
                ? { loaded: loadedCount(state), total: state.frames.length }
                : null
            }
          />
        )}
        {state.status === "empty" && <CarouselEmpty />}
      </Box>
      <Box sx={{ zoom: chromeZoom, flexShrink: 0 }}>
        <CarouselFooter
          isFullscreen={fullscreen.isFullscreen}
          dots={
            state.status === "showing" && (
              <CarouselDots
                dashboards={state.dashboards}
                frames={state.frames}
                index={state.index}
                onJump={(index) => send({ type: "jump", index })}
              />
            )
          }
        />
      </Box>
    </Box>
  );
};
