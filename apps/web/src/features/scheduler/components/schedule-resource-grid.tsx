import { Box, Typography } from "@mui/material";
import type { ScheduleBoard } from "../hooks/use-schedule-board.ts";
import { cellKey, dayLabel, dayOfTask, groupTasks } from "../schedule-board.rules.ts";
import { ASSIGNEE_COLOURS } from "../../tasks/index.ts";
import { ScheduleCard } from "./schedule-card.tsx";
import { ScheduleDropCell } from "./schedule-drop-cell.tsx";

export type ScheduleResourceGridProps = { board: ScheduleBoard };

const UNASSIGNED = { id: null, name: "Unassigned" } as const;

/**
 * The resource board: one row per technician (and one for nobody's work orders), one column per day of the
 * week. A card dropped in another row goes to that technician; in another column, to that day.
 */
export const ScheduleResourceGrid = ({ board }: ScheduleResourceGridProps) => {
  const data = board.data;
  if (!data) return null;
  const cells = groupTasks(data.Tasks, (t) => cellKey(t.AssigneeId, dayOfTask(t)));
  const rows: { id: number | null; name: string }[] = [
    UNASSIGNED,
    ...data.Technicians.map((t) => ({ id: t.Id, name: t.Name })),
  ];
  const cellBorder = { borderRight: 1, borderBottom: 1, borderColor: "divider" } as const;
  return (
    <Box
      role="table"
      aria-label="Work orders by technician and day"
      sx={{
        display: "grid",
        gridTemplateColumns: "minmax(140px, 180px) repeat(7, minmax(150px, 1fr))",
        borderTop: 1,
        borderLeft: 1,
        borderColor: "divider",
        minWidth: 180 + 7 * 150,
      }}
    >
      <Box role="row" sx={{ display: "contents" }}>
        <Typography
          role="columnheader"
          variant="subtitle2"
          sx={{ p: 1, ...cellBorder, bgcolor: "action.hover" }}
        >
          Technician
        </Typography>
        {board.range.days.map((day) => (
          <Typography
            key={day}
            role="columnheader"
            variant="subtitle2"
            sx={{
              p: 1,
              ...cellBorder,
              bgcolor: "action.hover",
              color: day === board.today ? "primary.main" : undefined,
            }}
          >
            {dayLabel(day)}
            {day === board.today ? " · Today" : ""}
          </Typography>
        ))}
      </Box>
      {rows.map((row) => {
        const colour = row.id === null ? undefined : board.colours.get(row.id);
        const canDrop = board.canSchedule && (row.id !== null || board.canUnassign);
        return (
          <Box role="row" key={row.id ?? "none"} sx={{ display: "contents" }}>
            <Typography
              role="rowheader"
              variant="body2"
              sx={{
                p: 1,
                ...cellBorder,
                fontWeight: 600,
                borderLeft: 4,
                borderLeftColor: colour === undefined ? "divider" : ASSIGNEE_COLOURS[colour],
                color: row.id === null ? "text.secondary" : undefined,
              }}
            >
              {row.name}
            </Typography>
            {board.range.days.map((day) => (
              <Box role="cell" key={day} sx={{ ...cellBorder, minHeight: 90, display: "flex" }}>
                <ScheduleDropCell
                  label={`${row.name}, ${dayLabel(day)}`}
                  canDrop={canDrop}
                  onDrop={(taskId) =>
                    board.dropOn(taskId, {
                      day,
                      assignee: { id: row.id, name: row.id === null ? null : row.name },
                    })
                  }
                  sx={{
                    flex: 1,
                    // A busy day scrolls within its cell, so every technician's row stays in sight.
                    maxHeight: 260,
                    overflowY: "auto",
                    bgcolor: day === board.today ? "action.selected" : undefined,
                  }}
                >
                  {(cells.get(cellKey(row.id, day)) ?? []).map((task) => (
                    <ScheduleCard
                      key={task.Id}
                      task={task}
                      colour={colour}
                      showsAssignee={false}
                      onDragStart={board.startDrag}
                      onMoveRequest={board.openMove}
                    />
                  ))}
                </ScheduleDropCell>
              </Box>
            ))}
          </Box>
        );
      })}
    </Box>
  );
};
