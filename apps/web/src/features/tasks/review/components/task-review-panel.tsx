import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Alert, Box, Chip, CircularProgress, Stack, Typography } from "@mui/material";
import LockOutlined from "@mui/icons-material/LockOutlined";
import Inventory2Outlined from "@mui/icons-material/Inventory2Outlined";
import { AccessRightType, ModuleId, type TaskDetail } from "@fieldstead/domain";
import { PaperSection } from "../../../../components/ui/paper-section.tsx";
import { messageOf } from "../../../../lib/form-errors.ts";
import { useModuleAccess } from "../../../permissions/index.ts";
import { taskReviewQuery, useTaskReview } from "../api/get-task-review.ts";
import { TaskReviewActions } from "./task-review-actions.tsx";
import { TaskReviewSteps } from "./task-review-steps.tsx";

export type TaskReviewPanelProps = { task: Pick<TaskDetail, "Id" | "UpdatedAt"> };

/**
 * A task's Review section: where its review stands (and whether it is locked or archived), every review step,
 * and the buttons for the steps the caller may take now.
 */
export const TaskReviewPanel = ({ task }: TaskReviewPanelProps) => {
  const { can } = useModuleAccess();
  // The review is read with the right to view tasks, as the server checks.
  const canView = can(ModuleId.TaskView, ModuleId.TaskOperations, AccessRightType.ReadOnly);
  const review = useTaskReview(task.Id, { isEnabled: canView });
  // Whatever changed the task (a status move above all) may change what the review allows: read it again.
  const client = useQueryClient();
  const seen = useRef(task.UpdatedAt);
  useEffect(() => {
    if (seen.current === task.UpdatedAt) return;
    seen.current = task.UpdatedAt;
    void client.invalidateQueries({ queryKey: taskReviewQuery(task.Id).queryKey });
  }, [client, task.Id, task.UpdatedAt]);
  if (!canView) return null;
  return (
    <Box component="section" aria-label="Review" sx={{ mt: 2.5 }}>
      <PaperSection title="Review">
        {review.isPending ? (
          <CircularProgress size={24} aria-label="Loading the review" />
        ) : review.isError ? (
          <Alert severity="error">{messageOf(review.error)}</Alert>
        ) : (
          <Stack spacing={2}>
            <Stack direction="row" useFlexGap sx={{ gap: 1, alignItems: "center", flexWrap: "wrap" }}>
              {review.data.ReviewApprovalLabel && (
                <Chip label={review.data.ReviewApprovalLabel} color="primary" variant="outlined" />
              )}
              {review.data.IsLocked && <Chip icon={<LockOutlined />} label="Locked" color="warning" />}
              {review.data.IsArchived && <Chip icon={<Inventory2Outlined />} label="Archived" />}
              <Typography variant="body2" sx={{ color: "text.secondary" }}>
                {review.data.ReviewLevels === 1
                  ? "One review level"
                  : `${review.data.ReviewLevels} review levels`}
              </Typography>
            </Stack>
            <TaskReviewSteps steps={review.data.Steps} />
            <TaskReviewActions review={review.data} />
          </Stack>
        )}
      </PaperSection>
    </Box>
  );
};
