import { useCallback, useMemo } from "react";
import { useNavigate } from "react-router";
import { Box, Typography } from "@mui/material";
import { CAROUSEL_TEXT } from "@fieldstead/domain";
import { closeCarousel } from "../close-carousel.ts";
import { currentDashboard, loadedCount } from "../carousel.machine.ts";
import { useCarousel } from "../hooks/use-carousel.ts";
import { useDisplayKeepAlive } from "../hooks/use-display-keep-alive.ts";
import { useCarouselKeys } from "../hooks/use-carousel-keys.ts";
import { useFullscreen } from "../hooks/use-fullscreen.ts";
import { CarouselDots } from "./carousel-dots.tsx";
import { CarouselEmpty } from "./carousel-empty.tsx";
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
      <CarouselHeader
        current={
          current ? { title: current.title, position: state.index + 1, count: state.dashboards.length } : null
        }
        isPaused={state.autoplay === "paused"}
        isFullscreen={fullscreen.isFullscreen}
        onClose={handleClose}
        onTogglePause={handleTogglePause}
        onToggleFullscreen={fullscreen.toggle}
      />
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
        {state.status === "showing" && (
          <CarouselDots
            dashboards={state.dashboards}
            frames={state.frames}
            index={state.index}
            onJump={(index) => send({ type: "jump", index })}
          />
        )}
        {fullscreen.isFullscreen && (
          <Typography
            variant="body2"
            sx={{
              position: "absolute",
              right: 16,
              bottom: 20,
              zIndex: 4,
              px: 1.5,
              py: 0.5,
              borderRadius: 1,
              color: "#e2e8f0",
              bgcolor: "rgba(15, 23, 42, 0.72)",
              pointerEvents: "none",
            }}
          >
            {CAROUSEL_TEXT.fullscreenHint}
          </Typography>
        )}
      </Box>
    </Box>
  );
};
