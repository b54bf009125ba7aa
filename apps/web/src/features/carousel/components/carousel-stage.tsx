import { useCallback } from "react";
import { Box, CircularProgress } from "@mui/material";
import type { CarouselEvent, CarouselState } from "../carousel.machine.ts";
import { CarouselFrameView } from "./carousel-frame-view.tsx";
import { CarouselUnavailable } from "./carousel-unavailable.tsx";
import type { SlideRole } from "./carousel-slides.ts";

export type CarouselStageProps = { state: CarouselState; send: (event: CarouselEvent) => void };

const roleOf = (state: CarouselState, index: number): SlideRole => {
  if (state.status !== "showing") return "hidden";
  if (index === state.index) return "current";
  return index === state.previousIndex ? "previous" : "hidden";
};

/**
 * Every dashboard's frame, mounted from the start (the hidden ones are the preload), so the number of frames
 * is the number of dashboards however long the carousel runs. Over the one on show: 'Dashboard Unavailable'
 * when it failed, a spinner while it (re)loads.
 */
export const CarouselStage = ({ state, send }: CarouselStageProps) => {
  const handleLoaded = useCallback(
    (index: number, generation: number) => send({ type: "frameLoaded", index, generation }),
    [send],
  );
  const handleFailed = useCallback(
    (index: number, generation: number) => send({ type: "frameFailed", index, generation }),
    [send],
  );
  const current = state.status === "showing" ? state.frames[state.index] : undefined;
  const isMoving = state.previousIndex !== null;
  return (
    <Box sx={{ position: "absolute", inset: 0, overflow: "hidden", bgcolor: "background.default" }}>
      {state.frames.map((frame, index) => (
        <CarouselFrameView
          key={`${index}:${frame.generation}`}
          dashboard={state.dashboards[index]!}
          frame={frame}
          role={roleOf(state, index)}
          direction={state.direction}
          isMoving={isMoving}
          onLoaded={(generation) => handleLoaded(index, generation)}
          onFailed={(generation) => handleFailed(index, generation)}
        />
      ))}
      {current?.status === "failed" && (
        <CarouselUnavailable onRetry={() => send({ type: "retry", index: state.index })} />
      )}
      {(current?.status === "loading" || current?.status === "retrying") && (
        <Box
          sx={{
            position: "absolute",
            inset: 0,
            zIndex: 3,
            display: "grid",
            placeItems: "center",
            pointerEvents: "none",
          }}
        >
          <CircularProgress aria-label="Loading the dashboard" />
        </Box>
      )}
    </Box>
  );
};
