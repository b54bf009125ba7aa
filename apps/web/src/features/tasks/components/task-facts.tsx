import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { Box, Chip, Link, Tooltip } from "@mui/material";
import {
  FieldAccessMode,
  fieldModeOf,
  recurrenceText,
  TASK_FIELD_LABELS,
  TaskFieldId,
  type TaskDetail,
  type TaskFieldIdValue,
} from "@fieldstead/domain";
import { FactList, type Fact } from "../../../components/ui/fact-list.tsx";
import { PaperSection } from "../../../components/ui/paper-section.tsx";
import { formatDateTime } from "../../../lib/format.ts";
import { TaskDueDate } from "./task-due-date.tsx";
import { TaskFieldActionButton } from "./task-field-action.tsx";
import { taskDetailPath } from "./task-paths.ts";
import { TaskRecurrenceSeries } from "../schedule/components/task-recurrence-series.tsx";

export type TaskFactsProps = { task: TaskDetail };

const at = (iso: string | null) => iso && formatDateTime(iso);

/** How each standard field's value reads on the page. */
const VALUES: Readonly<Record<TaskFieldIdValue, (task: TaskDetail) => ReactNode>> = {
  [TaskFieldId.TaskSummary]: (t) => t.Summary,
  [TaskFieldId.WoType]: (t) => t.TypeName,
  [TaskFieldId.Priority]: (t) => t.PriorityName,
  [TaskFieldId.Project]: (t) => t.ProjectName,
  [TaskFieldId.Location]: (t) => t.LocationName,
  [TaskFieldId.Assignee]: (t) => t.AssigneeName,
  [TaskFieldId.Driver]: (t) => t.DriverName,
  [TaskFieldId.Employee]: (t) => t.EmployeeName,
  [TaskFieldId.PlannedDate]: (t) => at(t.PlannedDate),
  [TaskFieldId.DueDate]: (t) => t.DueDate && <TaskDueDate dueDate={t.DueDate} isOverdue={t.IsOverdue} />,
  [TaskFieldId.FollowOnDate]: (t) => at(t.FollowOnDate),
  [TaskFieldId.StartDateTime]: (t) => at(t.StartDateTime),
  [TaskFieldId.EndDateTime]: (t) => at(t.EndDateTime),
  [TaskFieldId.WorkFlow]: (t) => t.WorkFlow,
  [TaskFieldId.Region]: (t) => t.Region,
  [TaskFieldId.Vehicle]: (t) => t.Vehicle,
  [TaskFieldId.Description]: (t) => t.Description,
};

/** The order the fields are listed in; the description has a line of its own. */
const ORDER: readonly TaskFieldIdValue[] = [
  TaskFieldId.TaskSummary,
  TaskFieldId.WoType,
  TaskFieldId.Priority,
  TaskFieldId.Project,
  TaskFieldId.Location,
  TaskFieldId.Assignee,
  TaskFieldId.Driver,
  TaskFieldId.Employee,
  TaskFieldId.PlannedDate,
  TaskFieldId.DueDate,
  TaskFieldId.FollowOnDate,
  TaskFieldId.StartDateTime,
  TaskFieldId.EndDateTime,
  TaskFieldId.WorkFlow,
  TaskFieldId.Region,
  TaskFieldId.Vehicle,
];

/** A decision on the field's value: 'Accepted' or 'Rejected', who and when (and why) on hover. */
const ReviewChip = ({ task, fieldId }: { task: TaskDetail; fieldId: TaskFieldIdValue }) => {
  const review = task.FieldReviews[fieldId];
  if (!review) return null;
  const who = `${review.ByName ?? "Someone"} · ${formatDateTime(review.At)}`;
  return (
    <Tooltip title={review.Comment ? `${who}: ${review.Comment}` : who}>
      <Chip
        size="small"
        label={review.State}
        color={review.State === "Accepted" ? "success" : "error"}
        variant="outlined"
        sx={{ ml: 1, verticalAlign: "middle" }}
      />
    </Tooltip>
  );
};

/** A field the caller may see, with its decision chip and the step their access mode offers. */
const fieldFact = (task: TaskDetail, fieldId: TaskFieldIdValue): Fact | null => {
  if (fieldModeOf(task.FieldAccess, fieldId) === FieldAccessMode.NotVisible) return null;
  const value = VALUES[fieldId](task);
  const extras = (
    <>
      <ReviewChip task={task} fieldId={fieldId} />
      <TaskFieldActionButton task={task} fieldId={fieldId} />
    </>
  );
  return [
    TASK_FIELD_LABELS[fieldId],
    value === null || value === "" ? (
      <>
        {"—"}
        {extras}
      </>
    ) : (
      <>
        {value}
        {extras}
      </>
    ),
  ];
};

/** Every standard field of the task the caller may see, then what it belongs to and how it is reviewed. */
export const TaskFacts = ({ task }: TaskFactsProps) => {
  const facts = ORDER.map((id) => fieldFact(task, id)).filter((f): f is Fact => f !== null);
  const description = fieldFact(task, TaskFieldId.Description);
  return (
    <PaperSection title="Details" titleSpacing={1.5}>
      <FactList
        facts={[
          ...facts,
          [
            "Parent task",
            task.ParentTaskId !== null && (
              <Link component={RouterLink} to={taskDetailPath(task.ParentTaskId)}>
                {task.ParentWorkOrderNumber}
              </Link>
            ),
          ],
          ["Review levels", String(task.ReviewLevels)],
          ["Recurrence", recurrenceText(task.Recurrence)],
          ["Completed", at(task.CompletedAt)],
          ["Created by", `${task.CreatedByName ?? "—"} · ${formatDateTime(task.CreatedAt)}`],
        ]}
      />
      {description && (
        <Box sx={{ mt: 2.5 }}>
          <FactList columns={2} facts={[description]} />
        </Box>
      )}
      {task.Recurrence !== null && (
        <Box sx={{ mt: 2.5 }}>
          <TaskRecurrenceSeries taskId={task.Id} />
        </Box>
      )}
    </PaperSection>
  );
};
