import { useState, type DragEvent, type ReactNode } from "react";
import { Box, type SxProps, type Theme } from "@mui/material";
import { DRAG_TYPE } from "./schedule-card.tsx";

export type ScheduleDropCellProps = {
  /** Names the cell for screen readers: the person and the day. */
  label: string;
  /** Whether cards may be dropped here (the Schedule right; the unassigned row also needs Unassign). */
  canDrop: boolean;
  /** A card dropped here: its work order's id (null when the drag carried none). */
  onDrop: (taskId: number | null) => void;
  sx?: SxProps<Theme>;
  children: ReactNode;
};

const idOf = (event: DragEvent): number | null => {
  const value = Number(event.dataTransfer?.getData(DRAG_TYPE));
  return Number.isInteger(value) && value > 0 ? value : null;
};

/** A day (and person) of a board that takes dropped cards, outlined while a card is over it. */
export const ScheduleDropCell = ({ label, canDrop, onDrop, sx, children }: ScheduleDropCellProps) => {
  const [isOver, setIsOver] = useState(false);
  const handleDragOver = (event: DragEvent) => {
    if (!canDrop) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = "move";
    setIsOver(true);
  };
  const handleDrop = (event: DragEvent) => {
    if (!canDrop) return;
    event.preventDefault();
    setIsOver(false);
    onDrop(idOf(event));
  };
  return (
    <Box
      role="group"
      aria-label={label}
      onDragOver={handleDragOver}
      onDragEnter={handleDragOver}
      onDragLeave={() => setIsOver(false)}
      onDrop={handleDrop}
      data-drop-over={isOver ? "true" : undefined}
      sx={[
        {
          display: "flex",
          flexDirection: "column",
          gap: 0.5,
          p: 0.5,
          minWidth: 0,
          outline: isOver ? "2px dashed" : "none",
          outlineColor: "primary.main",
          outlineOffset: -2,
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
};
