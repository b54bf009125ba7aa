import { ASSISTANT } from "@fieldstead/domain";

/** The launch button's diameter, and the room it keeps from the window's edges. */
export const LAUNCH_SIZE_PX = 56;
export const LAUNCH_EDGE_GAP_PX = 8;
/** Where the tab remembers the button's place (its right offset, px). */
export const LAUNCH_POSITION_KEY = "AssistantLaunchRight";

/** A right offset that keeps the whole button inside a window `windowWidth` wide. */
export const clampLaunchRight = (right: number, windowWidth: number): number => {
  const max = Math.max(LAUNCH_EDGE_GAP_PX, windowWidth - LAUNCH_SIZE_PX - LAUNCH_EDGE_GAP_PX);
  return Math.round(Math.min(Math.max(right, LAUNCH_EDGE_GAP_PX), max));
};

/** A pointer move shorter than the drag threshold (5 px) is a click; from 5 px on it is a drag. */
export const isDrag = (dx: number): boolean => Math.abs(dx) >= ASSISTANT.dragThresholdPx;

/** The remembered right offset, or the default 78 px (portal-shell §2.5) when none or unreadable. */
export const readLaunchRight = (storage: Pick<Storage, "getItem">): number => {
  const raw = storage.getItem(LAUNCH_POSITION_KEY);
  const stored = raw === null || raw.trim() === "" ? NaN : Number(raw);
  return Number.isFinite(stored) ? stored : ASSISTANT.launchDefaultRightPx;
};
