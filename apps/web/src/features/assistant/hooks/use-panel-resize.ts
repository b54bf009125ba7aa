import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type PointerEvent,
} from "react";
import { ASSISTANT } from "@fieldstead/domain";
import {
  DEFAULT_PANEL_SIZE,
  fitPanelSize,
  maxPanelSize,
  resizeFromCorner,
  resizeFromLeftEdge,
  type PanelSize,
} from "./panel-size.ts";

type Handle = "edge" | "corner";

/** One arrow-key press moves a handle this far. */
const KEY_STEP_PX = 16;

const subscribeResize = (listener: () => void) => {
  window.addEventListener("resize", listener);
  return () => window.removeEventListener("resize", listener);
};
const viewportNow = () => ({ width: window.innerWidth, height: window.innerHeight });
const RESIZE: Record<Handle, typeof resizeFromLeftEdge> = {
  edge: resizeFromLeftEdge,
  corner: resizeFromCorner,
};

/** What each arrow key does to a handle: the panel is anchored at the bottom right, so left and up grow it. */
const keyMove = (handle: Handle, key: string): { dx: number; dy: number } | null => {
  if (key === "ArrowLeft") return { dx: -KEY_STEP_PX, dy: 0 };
  if (key === "ArrowRight") return { dx: KEY_STEP_PX, dy: 0 };
  if (handle === "corner" && key === "ArrowUp") return { dx: 0, dy: -KEY_STEP_PX };
  if (handle === "corner" && key === "ArrowDown") return { dx: 0, dy: KEY_STEP_PX };
  return null;
};

/**
 * The chat panel's size and its two resize handles: the left edge (width only) and the top-left corner (width
 * and height), each dragged with pointer events or moved with the arrow keys. The size stays fitted to the
 * window as it is resized.
 */
export const usePanelResize = () => {
  const width = useSyncExternalStore(
    subscribeResize,
    () => window.innerWidth,
    () => window.innerWidth,
  );
  const height = useSyncExternalStore(
    subscribeResize,
    () => window.innerHeight,
    () => window.innerHeight,
  );
  const [wanted, setWanted] = useState<PanelSize>(DEFAULT_PANEL_SIZE);
  const size = fitPanelSize(wanted, { width, height });
  const stopDrag = useRef<(() => void) | null>(null);

  useEffect(() => () => stopDrag.current?.(), []);

  const startDrag = (handle: Handle) => (e: PointerEvent<HTMLElement>) => {
    if (e.pointerType === "mouse" && e.button !== 0) return;
    // No text selection, and no focus moving away, while the handle is dragged.
    e.preventDefault();
    stopDrag.current?.();
    const start = { x: e.clientX, y: e.clientY, size };
    const previousSelect = document.body.style.userSelect;
    document.body.style.userSelect = "none";
    const move = (ev: globalThis.PointerEvent) =>
      setWanted(
        RESIZE[handle]({
          start: start.size,
          dx: ev.clientX - start.x,
          dy: ev.clientY - start.y,
          viewport: viewportNow(),
        }),
      );
    const stop = () => {
      window.removeEventListener("pointermove", move);
      window.removeEventListener("pointerup", stop);
      window.removeEventListener("pointercancel", stop);
      document.body.style.userSelect = previousSelect;
      stopDrag.current = null;
    };
    window.addEventListener("pointermove", move);
    window.addEventListener("pointerup", stop);
    window.addEventListener("pointercancel", stop);
    stopDrag.current = stop;
  };

  const nudge = (handle: Handle) => (e: KeyboardEvent<HTMLElement>) => {
    const step = keyMove(handle, e.key);
    if (!step) return;
    e.preventDefault();
    setWanted(RESIZE[handle]({ start: size, ...step, viewport: viewportNow() }));
  };

  const max = maxPanelSize({ width, height });
  return {
    size,
    edgeHandleProps: {
      role: "separator",
      "aria-label": "Resize chat panel",
      "aria-orientation": "vertical" as const,
      "aria-valuemin": ASSISTANT.panelMinWidth,
      "aria-valuemax": Math.max(ASSISTANT.panelMinWidth, max.width),
      "aria-valuenow": size.width,
      tabIndex: 0,
      onPointerDown: startDrag("edge"),
      onKeyDown: nudge("edge"),
    },
    cornerHandleProps: {
      role: "separator",
      "aria-label": "Resize chat panel from the corner",
      "aria-valuetext": `${size.width} by ${size.height} pixels`,
      tabIndex: 0,
      onPointerDown: startDrag("corner"),
      onKeyDown: nudge("corner"),
    },
  };
};
