import { useEffect, useRef, type ReactNode } from "react";
import Box from "@mui/material/Box";
import Grow from "@mui/material/Grow";
import Paper from "@mui/material/Paper";
import { useIsMobile } from "../../../lib/use-is-mobile.ts";
import { ASSISTANT_KEEP_OPEN_ATTR } from "../assistant-chat.types.ts";
import { usePanelResize } from "../hooks/use-panel-resize.ts";
import { PANEL_EDGE_GAP_PX } from "../hooks/panel-size.ts";
import { ResizeGrip } from "./resize-grip.tsx";

export type AssistantPanelProps = {
  isOpen: boolean;
  /** The panel's accessible name: the assistant's name. */
  label: string;
  header: ReactNode;
  /** The panel's body: the conversation, and what slides over it (history, the clear confirmation). */
  children: ReactNode;
  /** A click outside, or the minimise button: the panel animates closed. */
  onMinimise: () => void;
};

/**
 * The chat panel, fixed at the bottom right and resizable from its left edge and its top-left corner; on phones
 * it fills the screen. It stays mounted while minimised, so the conversation keeps what was typed and where it
 * was scrolled. A click outside minimises it, except in an element marked ASSISTANT_KEEP_OPEN_ATTR (the feedback
 * popover and modal, and their backdrops) — portal-shell §4.2.
 */
export const AssistantPanel = ({ isOpen, label, header, children, onMinimise }: AssistantPanelProps) => {
  const isMobile = useIsMobile();
  const { size, edgeHandleProps, cornerHandleProps } = usePanelResize();
  const panelRef = useRef<HTMLDivElement>(null);
  const minimise = useRef(onMinimise);
  minimise.current = onMinimise;

  useEffect(() => {
    if (!isOpen) return undefined;
    const handlePointerDown = (e: PointerEvent) => {
      const target = e.target;
      if (!(target instanceof Element)) return;
      if (panelRef.current?.contains(target)) return;
      if (target.closest(`[${ASSISTANT_KEEP_OPEN_ATTR}]`)) return;
      minimise.current();
    };
    // Capture: a control on the page that stops the event still counts as a click outside.
    document.addEventListener("pointerdown", handlePointerDown, true);
    return () => document.removeEventListener("pointerdown", handlePointerDown, true);
  }, [isOpen]);

  // Focus moves into the panel when it opens, unless something in it (the question box) took it already.
  const handleEntered = () => {
    const panel = panelRef.current;
    if (panel && !panel.contains(document.activeElement)) panel.focus();
  };

  return (
    <Grow in={isOpen} mountOnEnter onEntered={handleEntered} style={{ transformOrigin: "bottom right" }}>
      <Paper
        ref={panelRef}
        role="dialog"
        aria-label={label}
        tabIndex={-1}
        elevation={12}
        sx={{
          position: "fixed",
          zIndex: (theme) => theme.zIndex.drawer,
          display: "flex",
          flexDirection: "column",
          overflow: "hidden",
          outline: "none",
          ...(isMobile
            ? { inset: 0, width: "100%", height: "100%", borderRadius: 0 }
            : {
                right: PANEL_EDGE_GAP_PX,
                bottom: PANEL_EDGE_GAP_PX,
                width: size.width,
                height: size.height,
              }),
        }}
      >
        {!isMobile && <ResizeGrip kind="edge" handleProps={edgeHandleProps} />}
        {!isMobile && <ResizeGrip kind="corner" handleProps={cornerHandleProps} />}
        {header}
        <Box sx={{ position: "relative", flex: 1, minHeight: 0, display: "flex", flexDirection: "column" }}>
          {children}
        </Box>
      </Paper>
    </Grow>
  );
};
