import { Box, Typography } from "@mui/material";
import type { ScheduleTask } from "@fieldstead/domain";
import type { ScheduleBoard } from "../hooks/use-schedule-board.ts";
import { dayLabel, dayOfTask, groupTasks } from "../schedule-board.rules.ts";
import { ScheduleCard } from "./schedule-card.tsx";
import { ScheduleDropCell } from "./schedule-drop-cell.tsx";

const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

export type ScheduleCalendarProps = { board: ScheduleBoard };

/**
 * The calendar: a week or a month of days, each with its work orders by planned time. A card dropped on
 * another day keeps its assignee.
 */
export const ScheduleCalendar = ({ board }: ScheduleCalendarProps) => {
  const tasks: readonly ScheduleTask[] = board.data?.Tasks ?? [];
  const byDay = groupTasks(tasks, dayOfTask);
  const isMonth = board.view === "month";
  const month = board.anchor.slice(0, 7);
  return (
    <Box
      sx={{
        display: "grid",
        gridTemplateColumns: "repeat(7, minmax(150px, 1fr))",
        border: 1,
        borderColor: "divider",
        minWidth: 7 * 150,
      }}
    >
      {WEEKDAYS.map((name) => (
        <Typography
          key={name}
          variant="subtitle2"
          component="div"
          sx={{ p: 1, borderBottom: 1, borderColor: "divider", bgcolor: "action.hover" }}
        >
          {name}
        </Typography>
      ))}
      {board.range.days.map((day) => {
        const isToday = day === board.today;
        const isOtherMonth = isMonth && day.slice(0, 7) !== month;
        return (
          <ScheduleDropCell
            key={day}
            label={dayLabel(day)}
            canDrop={board.canSchedule}
            onDrop={(taskId) => board.dropOn(taskId, { day })}
            sx={{
              minHeight: isMonth ? 130 : 320,
              // A busy day scrolls within its cell, so every day of the week stays in sight.
              maxHeight: isMonth ? 240 : 560,
              overflowY: "auto",
              borderRight: 1,
              borderBottom: 1,
              borderColor: "divider",
              bgcolor: isOtherMonth ? "action.hover" : undefined,
            }}
          >
            <Typography
              variant="caption"
              component="div"
              sx={{ fontWeight: isToday ? 700 : 500, color: isToday ? "primary.main" : "text.secondary" }}
            >
              {dayLabel(day)}
              {isToday ? " · Today" : ""}
            </Typography>
            {(byDay.get(day) ?? []).map((task) => (
              <ScheduleCard
                key={task.Id}
                task={task}
                colour={task.AssigneeId === null ? undefined : board.colours.get(task.AssigneeId)}
                showsAssignee
                onDragStart={board.startDrag}
                onMoveRequest={board.openMove}
              />
            ))}
          </ScheduleDropCell>
        );
      })}
    </Box>
  );
};
