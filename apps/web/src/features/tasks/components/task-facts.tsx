import { Box } from "@mui/material";
import type { TaskDetail } from "@fieldstead/domain";
import { FactList } from "../../../components/ui/fact-list.tsx";
import { PaperSection } from "../../../components/ui/paper-section.tsx";
import { formatDateTime } from "../../../lib/format.ts";
import { TaskDueDate } from "./task-due-date.tsx";

export type TaskFactsProps = { task: TaskDetail };

/** What the task is, where, who does it and when. */
export const TaskFacts = ({ task }: TaskFactsProps) => (
  <PaperSection title="Details" titleSpacing={1.5}>
    <FactList
      facts={[
        ["Type", task.TypeName],
        ["Priority", task.PriorityName],
        ["Project", task.ProjectName],
        ["Location", task.LocationName],
        ["Assignee", task.AssigneeName],
        ["Planned", task.PlannedDate && formatDateTime(task.PlannedDate)],
        ["Due", <TaskDueDate key="due" dueDate={task.DueDate} isOverdue={task.IsOverdue} />],
        ["Completed", task.CompletedAt && formatDateTime(task.CompletedAt)],
        ["Created by", `${task.CreatedByName ?? "—"} · ${formatDateTime(task.CreatedAt)}`],
      ]}
    />
    <Box sx={{ mt: 2.5 }}>
      <FactList columns={2} facts={[["Description", task.Description]]} />
    </Box>
  </PaperSection>
);
