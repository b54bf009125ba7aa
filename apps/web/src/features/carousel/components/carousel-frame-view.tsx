import { useEffect, useRef } from "react";
import { Box } from "@mui/material";
import type { CarouselDashboard, CarouselFrame } from "../carousel.machine.ts";
import { embedMessageState, frameSource } from "../frame-source.ts";
import { slideSx, type SlideRole } from "./carousel-slides.ts";

export type CarouselFrameViewProps = {
  dashboard: CarouselDashboard;
  frame: CarouselFrame;
  role: SlideRole;
  direction: 1 | -1;
  isMoving: boolean;
  onLoaded: (generation: number) => void;
  onFailed: (generation: number) => void;
};

/**
 * One dashboard's frame. The product's own embed page has loaded when it reports 'ready' (and failed when it
 * reports 'error'); any other page has loaded at its load event. Each reload or retry is a new element (its
 * parent keys it by generation), so a frame adds no history entries and late news of an old one is ignored.
 */
export const CarouselFrameView = ({
  dashboard,
  frame,
  role,
  direction,
  isMoving,
  onLoaded,
  onFailed,
}: CarouselFrameViewProps) => {
  const ref = useRef<HTMLIFrameElement>(null);
  const source = dashboard.url === null ? null : frameSource(dashboard.url, window.location.origin);
  const isOwnEmbed = source?.isOwnEmbed ?? false;
  const { generation } = frame;
  const callbacks = useRef({ onLoaded, onFailed });
  useEffect(() => {
    callbacks.current = { onLoaded, onFailed };
  }, [onLoaded, onFailed]);

  useEffect(() => {
    if (!isOwnEmbed) return;
    const handleMessage = (event: MessageEvent) => {
      // Only this frame's own page, from the product's origin, speaks for it.
      if (event.source === null || event.source !== ref.current?.contentWindow) return;
      if (event.origin !== window.location.origin) return;
      const state = embedMessageState(event.data);
      if (state === "ready") callbacks.current.onLoaded(generation);
      else if (state === "error") callbacks.current.onFailed(generation);
    };
    window.addEventListener("message", handleMessage);
    return () => window.removeEventListener("message", handleMessage);
  }, [isOwnEmbed, generation]);

  const isHidden = role === "hidden";
  return (
    <Box
      component="iframe"
      ref={ref}
      src={source?.src}
      title={dashboard.title}
      data-dashboard-id={dashboard.id}
      aria-hidden={isHidden || undefined}
      tabIndex={isHidden ? -1 : undefined}
      onLoad={isOwnEmbed || source === null ? undefined : () => callbacks.current.onLoaded(generation)}
      sx={slideSx(role, direction, isMoving)}
    />
  );
};
