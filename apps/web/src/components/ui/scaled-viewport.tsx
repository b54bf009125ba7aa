import type { ReactNode } from "react";
import { Box } from "@mui/material";
import { useViewportSize } from "./use-viewport-size.ts";

export type ScaledViewportProps = {
  /** How many screen pixels one of the content's pixels takes. */
  scale: number;
  children: ReactNode;
};

/**
 * Fills the window exactly, never scrolling: the content is laid out in a box of the window's size divided by
 * `scale`, then drawn `scale` times larger.
 */
export const ScaledViewport = ({ scale, children }: ScaledViewportProps) => {
  const { width, height } = useViewportSize();
  return (
    <Box sx={{ position: "fixed", inset: 0, overflow: "hidden" }}>
      <Box
        data-scale={scale.toFixed(3)}
        sx={{
          width: `${width / scale}px`,
          height: `${height / scale}px`,
          transform: `scale(${scale})`,
          transformOrigin: "0 0",
        }}
      >
        {children}
      </Box>
    </Box>
  );
};
