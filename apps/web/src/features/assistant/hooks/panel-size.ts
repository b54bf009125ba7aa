import { ASSISTANT } from "@fieldstead/domain";

export type PanelSize = { width: number; height: number };
export type Viewport = { width: number; height: number };

/** The panel's gap to the window's right and bottom edges, and the gap it keeps below the window's top. */
export const PANEL_EDGE_GAP_PX = 24;
export const PANEL_TOP_GAP_PX = 16;
/** A comfortable reading width and height; fitted into smaller windows. */
export const DEFAULT_PANEL_SIZE: PanelSize = { width: 420, height: 640 };
/** The panel never gets shorter than this from a window resize alone. */
const PANEL_MIN_HEIGHT = 240;

/** `value` within [min, max]; when the window is too small for the minimum, the maximum wins. */
const clamp = (value: number, min: number, max: number): number =>
  Math.round(Math.min(Math.max(value, min), max));

/** The largest panel: its left edge not left of 30% of the window, its top inside the window. */
export const maxPanelSize = (viewport: Viewport): PanelSize => ({
  width: Math.floor(viewport.width * (1 - ASSISTANT.panelLeftEdgeMinRatio) - PANEL_EDGE_GAP_PX),
  height: Math.floor(viewport.height - PANEL_EDGE_GAP_PX - PANEL_TOP_GAP_PX),
});

/** A size fitted into the window (on open, and when the window is resized). */
export const fitPanelSize = (size: PanelSize, viewport: Viewport): PanelSize => {
  const max = maxPanelSize(viewport);
  return {
    width: clamp(size.width, ASSISTANT.panelMinWidth, max.width),
    height: clamp(size.height, PANEL_MIN_HEIGHT, max.height),
  };
};

export type ResizeInput = {
  /** The size when the drag started. */
  start: PanelSize;
  /** The pointer's move since the drag started (right and down are positive). */
  dx: number;
  dy: number;
  viewport: Viewport;
};

/**
 * The left edge: the panel is anchored at the bottom right, so moving the edge left widens it. At least 400 wide
 * (portal-shell §9), and the edge never left of 30% of the window.
 */
export const resizeFromLeftEdge = ({ start, dx, viewport }: ResizeInput): PanelSize => {
  const max = maxPanelSize(viewport);
  return {
    width: clamp(start.width - dx, ASSISTANT.panelMinWidth, max.width),
    height: clamp(start.height, PANEL_MIN_HEIGHT, max.height),
  };
};

/**
 * The corner handle sits at the panel's free (top-left) corner and resizes both ways. It cannot shrink the panel
 * below 700 × 300 (portal-shell §9); a panel already smaller than that keeps its size as the floor, so grabbing
 * the corner never makes it jump.
 */
export const resizeFromCorner = ({ start, dx, dy, viewport }: ResizeInput): PanelSize => {
  const max = maxPanelSize(viewport);
  const minWidth = Math.max(ASSISTANT.panelMinWidth, Math.min(ASSISTANT.panelCornerMinWidth, start.width));
  const minHeight = Math.min(ASSISTANT.panelCornerMinHeight, start.height);
  return {
    width: clamp(start.width - dx, minWidth, max.width),
    height: clamp(start.height - dy, minHeight, max.height),
  };
};
