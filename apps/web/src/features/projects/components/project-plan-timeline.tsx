import { Link as RouterLink } from "react-router";
import { Box, Link, Tooltip, Typography } from "@mui/material";
import type { ProjectPlanTask } from "@fieldstead/domain";
import { formatDateTime } from "../../../lib/format.ts";
import { ASSIGNEE_COLOURS, taskDetailPath } from "../../tasks/index.ts";
import { barOf, positionOf, ticksOf, type PlanGroup, type PlanWindow } from "../project-plan.rules.ts";

const UNASSIGNED_COLOUR = "#757575";
const LABEL_WIDTH = 280;
const ROW_HEIGHT = 30;

export type ProjectPlanTimelineProps = {
  groups: readonly PlanGroup[];
  window: PlanWindow;
  now: number;
  colourOf: (assigneeId: number | null) => number | undefined;
};

const datesOf = (task: ProjectPlanTask) =>
  `${task.PlannedDate ? formatDateTime(task.PlannedDate) : "no planned date"} → ${
    task.DueDate ? formatDateTime(task.DueDate) : "no due date"
  }`;

/** The line of today across a row's track, when today is on the timeline. */
const TodayLine = ({ left }: { left: number | null }) =>
  left === null ? null : (
    <Box
      aria-hidden
      sx={{
        position: "absolute",
        top: 0,
        bottom: 0,
        left: `${left}%`,
        width: 2,
        bgcolor: "error.main",
        zIndex: 1,
      }}
    />
  );

/**
 * The timeline: a bar per task from its planned to its due date (a point with only one of them), coloured by
 * assignee, faded when done and outlined red when overdue; weeks or months across the top, and today's line.
 */
export const ProjectPlanTimeline = ({ groups, window, now, colourOf }: ProjectPlanTimelineProps) => {
  const ticks = ticksOf(window);
  const today = now >= window.start && now < window.end ? positionOf(now, window) : null;
  return (
    <Box sx={{ overflowX: "auto" }}>
      <Box sx={{ minWidth: LABEL_WIDTH + 480 }}>
        <Box sx={{ display: "flex", borderBottom: 1, borderColor: "divider" }}>
          <Box sx={{ width: LABEL_WIDTH, flexShrink: 0 }} />
          <Box sx={{ position: "relative", flex: 1, height: 28 }}>
            {ticks.map((tick) => (
              <Typography
                key={tick.at}
                variant="caption"
                sx={{
                  position: "absolute",
                  left: `${tick.left}%`,
                  pl: 0.5,
                  color: "text.secondary",
                  whiteSpace: "nowrap",
                }}
              >
                {tick.label}
              </Typography>
            ))}
            {today !== null && (
              <Typography
                variant="caption"
                sx={{
                  position: "absolute",
                  left: `${today}%`,
                  bottom: 0,
                  color: "error.main",
                  fontWeight: 700,
                  pl: 0.5,
                }}
              >
                Today
              </Typography>
            )}
          </Box>
        </Box>
        {groups.map((group) => (
          <Box key={group.key} role="list" aria-label={group.title ?? "Plan"}>
            {group.title !== null && (
              <Typography variant="subtitle2" component="h3" sx={{ pt: 1.5, pb: 0.5 }}>
                {group.title}
              </Typography>
            )}
            {group.tasks.map((task) => {
              const bar = barOf(task, window);
              const colour = colourOf(task.AssigneeId);
              const fill = colour === undefined ? UNASSIGNED_COLOUR : ASSIGNEE_COLOURS[colour]!;
              return (
                <Box
                  role="listitem"
                  key={task.Id}
                  sx={{ display: "flex", alignItems: "center", height: ROW_HEIGHT }}
                >
                  <Typography
                    variant="body2"
                    noWrap
                    sx={{ width: LABEL_WIDTH, flexShrink: 0, pr: 1 }}
                    title={`${task.WorkOrderNumber} ${task.Summary}`}
                  >
                    <Link component={RouterLink} to={taskDetailPath(task.Id)} sx={{ fontWeight: 600 }}>
                      {task.WorkOrderNumber}
                    </Link>{" "}
                    {task.Summary}
                  </Typography>
                  <Box sx={{ position: "relative", flex: 1, height: "100%" }}>
                    {ticks.map((tick) => (
                      <Box
                        key={tick.at}
                        aria-hidden
                        sx={{
                          position: "absolute",
                          top: 0,
                          bottom: 0,
                          left: `${tick.left}%`,
                          borderLeft: 1,
                          borderColor: "divider",
                        }}
                      />
                    ))}
                    <TodayLine left={today} />
                    {bar && (
                      <Tooltip
                        title={`${task.StatusName} · ${task.AssigneeName ?? "Unassigned"} · ${datesOf(task)}`}
                      >
                        <Box
                          role="img"
                          aria-label={`${task.WorkOrderNumber}: ${datesOf(task)}, ${task.StatusName}${task.IsOverdue ? ", overdue" : ""}`}
                          sx={{
                            position: "absolute",
                            top: 6,
                            bottom: 6,
                            left: `${bar.left}%`,
                            width: `${bar.width}%`,
                            minWidth: 8,
                            bgcolor: fill,
                            opacity: task.IsDone ? 0.45 : 1,
                            borderRadius: bar.isPoint ? "50%" : 1,
                            outline: task.IsOverdue ? "2px solid" : "none",
                            outlineColor: "error.main",
                            zIndex: 2,
                          }}
                        />
                      </Tooltip>
                    )}
                  </Box>
                </Box>
              );
            })}
          </Box>
        ))}
      </Box>
    </Box>
  );
};
