import type { HTMLAttributes } from "react";
import Box from "@mui/material/Box";

export type ResizeGripProps = {
  /** The left edge (width) or the top-left corner (width and height). */
  kind: "edge" | "corner";
  handleProps: HTMLAttributes<HTMLDivElement>;
};

const focusRing = (colour: string) => ({ outline: "2px solid", outlineColor: colour, outlineOffset: -2 });

/** A resize handle of the chat panel with a visible grip, darker while hovered or focused. */
export const ResizeGrip = ({ kind, handleProps }: ResizeGripProps) =>
  kind === "edge" ? (
    <Box
      {...handleProps}
      sx={{
        position: "absolute",
        left: 0,
        top: 24,
        bottom: 0,
        width: 10,
        zIndex: 2,
        cursor: "ew-resize",
        touchAction: "none",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        "&::after": { content: '""', width: 4, height: 36, borderRadius: 2, bgcolor: "divider" },
        "&:hover::after, &:focus-visible::after": { bgcolor: "primary.main" },
        "&:focus-visible": focusRing("primary.main"),
      }}
    />
  ) : (
    <Box
      {...handleProps}
      sx={{
        position: "absolute",
        left: 0,
        top: 0,
        width: 20,
        height: 20,
        zIndex: 3,
        cursor: "nwse-resize",
        touchAction: "none",
        // An L-shaped corner bracket: the grip of the corner it resizes.
        "&::after": {
          content: '""',
          position: "absolute",
          left: 5,
          top: 5,
          width: 8,
          height: 8,
          borderTop: "2px solid",
          borderLeft: "2px solid",
          // It sits on the coloured title bar.
          borderColor: "rgba(255, 255, 255, 0.6)",
        },
        "&:hover::after, &:focus-visible::after": { borderColor: "common.white" },
        "&:focus-visible": focusRing("common.white"),
      }}
    />
  );
