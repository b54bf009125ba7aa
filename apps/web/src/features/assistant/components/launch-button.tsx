import type { ReactNode } from "react";
import Box from "@mui/material/Box";
import Fab from "@mui/material/Fab";
import AutoAwesomeOutlined from "@mui/icons-material/AutoAwesomeOutlined";
import { useLaunchDrag } from "../hooks/use-launch-drag.ts";
import { LAUNCH_SIZE_PX } from "../hooks/launch-position.ts";

/** The launch button's distance from the window's bottom edge, and the bubble's gap above it. */
const LAUNCH_BOTTOM_PX = 24;
const BUBBLE_GAP_PX = 12;

export type LaunchButtonProps = {
  assistantName: string;
  onOpen: () => void;
  /** Shown just above the button, wherever it has been dragged (the notification bubble). */
  bubble?: ReactNode;
};

/**
 * The round button at the bottom right that opens the chat panel. It can be dragged sideways out of the way of
 * what is under it (portal-shell §2.5); a press that barely moves is a click.
 */
export const LaunchButton = ({ assistantName, onOpen, bubble }: LaunchButtonProps) => {
  const { right, windowWidth, handlers } = useLaunchDrag(onOpen);
  // In the left half of the window the bubble opens rightwards, so it never runs off the screen.
  const isOnLeft = right + LAUNCH_SIZE_PX / 2 > windowWidth / 2;
  return (
    <>
      {bubble && (
        <Box
          sx={{
            position: "fixed",
            bottom: LAUNCH_BOTTOM_PX + LAUNCH_SIZE_PX + BUBBLE_GAP_PX,
            ...(isOnLeft ? { left: windowWidth - right - LAUNCH_SIZE_PX } : { right }),
            zIndex: (theme) => theme.zIndex.speedDial,
          }}
        >
          {bubble}
        </Box>
      )}
      <Fab
        color="primary"
        aria-label={`Open ${assistantName}`}
        {...handlers}
        sx={{
          position: "fixed",
          bottom: LAUNCH_BOTTOM_PX,
          right,
          width: LAUNCH_SIZE_PX,
          height: LAUNCH_SIZE_PX,
          zIndex: (theme) => theme.zIndex.speedDial,
          // The browser must not scroll or zoom while a finger drags the button.
          touchAction: "none",
          cursor: "grab",
          "&:active": { cursor: "grabbing" },
        }}
      >
        <AutoAwesomeOutlined />
      </Fab>
    </>
  );
};
