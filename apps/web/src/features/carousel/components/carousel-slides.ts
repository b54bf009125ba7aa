import { keyframes } from "@mui/material/styles";
import type { SxProps, Theme } from "@mui/material";

/** How a frame takes part in the slide: the one on show, the one leaving, or waiting out of sight. */
export type SlideRole = "current" | "previous" | "hidden";

const SLIDE = "600ms cubic-bezier(0.4, 0, 0.2, 1) both";

const inFromBelow = keyframes`from { transform: translateY(100%); } to { transform: translateY(0); }`;
const inFromAbove = keyframes`from { transform: translateY(-100%); } to { transform: translateY(0); }`;
const outUpwards = keyframes`from { transform: translateY(0); } to { transform: translateY(-100%); }`;
const outDownwards = keyframes`from { transform: translateY(0); } to { transform: translateY(100%); }`;

/**
 * A frame's place in the stage. Moving forward, the next dashboard slides up from below while the current one
 * leaves upwards; moving back the other way. Hidden frames keep their full size (so their charts lay out while
 * they preload) but are invisible and inert.
 */
export const slideSx = (role: SlideRole, direction: 1 | -1, isMoving: boolean): SxProps<Theme> => {
  const base = { position: "absolute", inset: 0, width: "100%", height: "100%", border: 0 } as const;
  if (role === "hidden") return { ...base, visibility: "hidden", zIndex: 0, pointerEvents: "none" };
  const animation =
    role === "current"
      ? `${direction === 1 ? inFromBelow : inFromAbove} ${SLIDE}`
      : `${direction === 1 ? outUpwards : outDownwards} ${SLIDE}`;
  return {
    ...base,
    visibility: "visible",
    zIndex: role === "current" ? 2 : 1,
    animation: isMoving ? animation : "none",
    "@media (prefers-reduced-motion: reduce)": { animation: "none" },
    ...(role === "previous" ? { pointerEvents: "none" } : {}),
  };
};
