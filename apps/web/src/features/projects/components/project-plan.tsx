import { useMemo, useState } from "react";
import { Link as RouterLink } from "react-router";
import { Alert, Box, Link, Stack, ToggleButton, ToggleButtonGroup, Typography } from "@mui/material";
import { assigneeColours } from "@fieldstead/domain";
import { PageLoader } from "../../../components/ui/page-loader.tsx";
import { messageOf } from "../../../lib/form-errors.ts";
import { taskDetailPath } from "../../tasks/index.ts";
import { useProjectPlan } from "../api/get-project-plan.ts";
import { isDated, planGroups, planWindow, type PlanOrder } from "../project-plan.rules.ts";
import { ProjectPlanTimeline } from "./project-plan-timeline.tsx";

export type ProjectPlanProps = { projectId: number };

/** The Plan tab: the project's tasks on a timeline, by planned date or by assignee; undated ones below. */
export const ProjectPlan = ({ projectId }: ProjectPlanProps) => {
  const plan = useProjectPlan(projectId);
  const [order, setOrder] = useState<PlanOrder>("planned");
  const data = plan.data;
  const colours = useMemo(
    () =>
      assigneeColours((data?.Tasks ?? []).map((t) => t.AssigneeId).filter((id): id is number => id !== null)),
    [data],
  );
  if (plan.isPending) return <PageLoader />;
  if (plan.isError || !data)
    return (
      <Alert severity="error" role="alert">
        The plan could not be loaded: {messageOf(plan.error)}
      </Alert>
    );
  const window = planWindow(data);
  const undated = data.Tasks.filter((t) => !isDated(t));
  const datedCount = data.Tasks.length - undated.length;
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: "column", sm: "row" }}
        useFlexGap
        sx={{ gap: 1.5, justifyContent: "space-between", alignItems: { sm: "center" } }}
      >
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {datedCount} {datedCount === 1 ? "task" : "tasks"} on the timeline
          {undated.length > 0 ? `, ${undated.length} without dates` : ""}
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={order}
          onChange={(_event, next: PlanOrder | null) => next && setOrder(next)}
          aria-label="Arrange the plan"
        >
          <ToggleButton value="planned">By planned date</ToggleButton>
          <ToggleButton value="assignee">By assignee</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {data.IsTruncated && (
        <Alert severity="warning">
          The plan shows the project's first {data.Tasks.length.toLocaleString("en-US")} tasks.
        </Alert>
      )}
      {window ? (
        <ProjectPlanTimeline
          groups={planGroups(data.Tasks, order)}
          window={window}
          now={Date.now()}
          colourOf={(id) => (id === null ? undefined : colours.get(id))}
        />
      ) : (
        <Typography sx={{ color: "text.secondary" }}>
          {data.Tasks.length === 0
            ? "This project has no tasks yet."
            : "None of this project's tasks has a planned or due date yet."}
        </Typography>
      )}
      {undated.length > 0 && (
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
            Without dates
          </Typography>
          <Box component="ul" aria-label="Tasks without dates" sx={{ m: 0, pl: 2.5 }}>
            {undated.map((task) => (
              <li key={task.Id}>
                <Link component={RouterLink} to={taskDetailPath(task.Id)}>
                  {task.WorkOrderNumber}
                </Link>{" "}
                {task.Summary} · {task.StatusName} · {task.AssigneeName ?? "Unassigned"}
              </li>
            ))}
          </Box>
        </Box>
      )}
    </Stack>
  );
};
