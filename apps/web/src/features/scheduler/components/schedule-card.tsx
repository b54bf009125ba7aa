import type { DragEvent } from "react";
import { Link as RouterLink } from "react-router";
import { Box, IconButton, Link, Paper, Tooltip, Typography } from "@mui/material";
import DriveFileMove from "@mui/icons-material/DriveFileMove";
import Lock from "@mui/icons-material/Lock";
import type { ScheduleTask } from "@fieldstead/domain";
import { formatTime } from "../../../lib/format.ts";
import { ASSIGNEE_COLOURS, taskDetailPath } from "../../tasks/index.ts";

/** A card of nobody's work order. */
const UNASSIGNED_COLOUR = "#757575";

/** The drag's payload: the work order's id. */
export const DRAG_TYPE = "text/plain";

export type ScheduleCardProps = {
  task: ScheduleTask;
  /** The assignee's colour class (0–7); undefined for nobody. */
  colour: number | undefined;
  /** The calendar names the assignee on the card; the resource board's row already does. */
  showsAssignee: boolean;
  onDragStart: (task: ScheduleTask) => void;
  onMoveRequest: (task: ScheduleTask) => void;
};

/**
 * A work order on the schedule, coloured by its assignee; its number opens it. One the caller may move can be
 * dragged to another cell, or moved with 'Move to…' (the keyboard's way).
 */
export const ScheduleCard = ({
  task,
  colour,
  showsAssignee,
  onDragStart,
  onMoveRequest,
}: ScheduleCardProps) => {
  const accent = colour === undefined ? UNASSIGNED_COLOUR : ASSIGNEE_COLOURS[colour]!;
  const handleDragStart = (event: DragEvent) => {
    event.dataTransfer.setData(DRAG_TYPE, String(task.Id));
    event.dataTransfer.effectAllowed = "move";
    onDragStart(task);
  };
  const who = task.AssigneeName ?? "Unassigned";
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={`${task.WorkOrderNumber} ${task.Summary}`}
      draggable={task.CanMove}
      onDragStart={task.CanMove ? handleDragStart : undefined}
      data-assignee-colour={colour ?? "none"}
      sx={{
        position: "relative",
        p: 0.75,
        pr: task.CanMove ? 4 : 0.75,
        borderLeft: `4px solid ${accent}`,
        cursor: task.CanMove ? "grab" : "default",
        minWidth: 0,
        bgcolor: "background.paper",
      }}
    >
      <Typography variant="caption" component="p" sx={{ color: "text.secondary", lineHeight: 1.3 }}>
        {formatTime(task.PlannedDate)} ·{" "}
        <Link component={RouterLink} to={taskDetailPath(task.Id)} sx={{ fontWeight: 600 }}>
          {task.WorkOrderNumber}
        </Link>
        {task.IsLocked && (
          <Lock aria-label="Locked" sx={{ fontSize: 12, ml: 0.5, verticalAlign: "middle" }} />
        )}
      </Typography>
      <Typography
        variant="body2"
        title={task.Summary}
        sx={{
          overflowWrap: "anywhere",
          lineHeight: 1.3,
          display: "-webkit-box",
          WebkitLineClamp: 2,
          WebkitBoxOrient: "vertical",
          overflow: "hidden",
        }}
      >
        {task.Summary}
      </Typography>
      <Box
        sx={{
          color: "text.secondary",
          fontSize: "0.75rem",
          lineHeight: 1.3,
          whiteSpace: "nowrap",
          overflow: "hidden",
          textOverflow: "ellipsis",
        }}
      >
        {showsAssignee && (
          <Box component="span" sx={{ color: accent, fontWeight: 600 }}>
            {who}
          </Box>
        )}
        {showsAssignee && " · "}
        {task.StatusName}
        {task.LocationName ? ` · ${task.LocationName}` : ""}
      </Box>
      {task.CanMove && (
        <Tooltip title="Move to…">
          <IconButton
            size="small"
            aria-label={`Move ${task.WorkOrderNumber} to…`}
            onClick={() => onMoveRequest(task)}
            sx={{ position: "absolute", top: 2, right: 2 }}
          >
            <DriveFileMove fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Paper>
  );
};
