import { useRef, useState, useSyncExternalStore, type PointerEvent } from "react";
import { clampLaunchRight, isDrag, LAUNCH_POSITION_KEY, readLaunchRight } from "./launch-position.ts";

type DragStart = { pointerId: number; startX: number; startRight: number; isDragging: boolean };

const subscribeResize = (listener: () => void) => {
  window.addEventListener("resize", listener);
  return () => window.removeEventListener("resize", listener);
};
const windowWidth = () => window.innerWidth;

const remember = (right: number) => {
  try {
    sessionStorage.setItem(LAUNCH_POSITION_KEY, String(right));
  } catch {
    // Storage may be full or blocked; the button still moves, it just starts at the default next time.
  }
};

/**
 * Horizontal dragging of the launch button with pointer events (mouse, pen and touch alike). A press that moves
 * less than the drag threshold is a click and calls `onOpen`; a longer move drags the button and does not open.
 * The place is remembered for the tab and kept inside the window as it is resized.
 */
export const useLaunchDrag = (onOpen: () => void) => {
  const [right, setRight] = useState(() => readLaunchRight(sessionStorage));
  const width = useSyncExternalStore(subscribeResize, windowWidth, windowWidth);
  const drag = useRef<DragStart | null>(null);
  // The click that follows the release of a drag must not open the panel.
  const wasDragged = useRef(false);
  const shownRight = clampLaunchRight(right, width);

  const rightAt = (d: DragStart, clientX: number) =>
    clampLaunchRight(d.startRight - (clientX - d.startX), width);

  const onPointerDown = (e: PointerEvent<HTMLElement>) => {
    if (e.pointerType === "mouse" && e.button !== 0) return;
    drag.current = { pointerId: e.pointerId, startX: e.clientX, startRight: shownRight, isDragging: false };
    wasDragged.current = false;
    // Keeps the moves coming when the pointer leaves the button during the drag.
    if (typeof e.currentTarget.setPointerCapture === "function")
      e.currentTarget.setPointerCapture(e.pointerId);
  };

  const onPointerMove = (e: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d || d.pointerId !== e.pointerId) return;
    if (!d.isDragging && !isDrag(e.clientX - d.startX)) return;
    d.isDragging = true;
    setRight(rightAt(d, e.clientX));
  };

  const onPointerUp = (e: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    drag.current = null;
    if (!d?.isDragging || d.pointerId !== e.pointerId) return;
    wasDragged.current = true;
    const final = rightAt(d, e.clientX);
    setRight(final);
    remember(final);
  };

  const onPointerCancel = () => {
    const d = drag.current;
    drag.current = null;
    if (d?.isDragging) remember(shownRight);
  };

  const onClick = () => {
    if (wasDragged.current) {
      wasDragged.current = false;
      return;
    }
    onOpen();
  };

  return {
    right: shownRight,
    windowWidth: width,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel, onClick },
  };
};
