import { useState } from "react";
import { Button, Stack } from "@mui/material";
import {
  assertNever,
  INCOMPLETE_COMMENT_REQUIRED,
  REJECT_COMMENT_REQUIRED,
  REOPEN_COMMENT_REQUIRED,
  type TaskReview,
  type TaskReviewReply,
} from "@fieldstead/domain";
import { confirm } from "../../../../lib/confirm.ts";
import { decideTaskApproval } from "../api/decide-task-approval.ts";
import { markTaskIncomplete } from "../api/mark-task-incomplete.ts";
import { reopenTask } from "../../status/api/reopen-task.ts";
import { requestTaskApproval } from "../api/request-task-approval.ts";
import { setTaskArchived } from "../../api/set-task-archived.ts";
import { setTaskLock } from "../../api/set-task-lock.ts";
import { useTaskReviewStep } from "../hooks/use-task-review-step.ts";
import { TaskReviewCommentDialog } from "./task-review-comment-dialog.tsx";

/** The steps that ask for a comment first. */
type CommentStep = "request" | "approve" | "reject" | "reopen" | "incomplete";
type Step =
  | { kind: CommentStep; comment: string | null }
  | { kind: "lock"; isOn: boolean }
  | { kind: "archive"; isOn: boolean };

type CommentDialog = {
  title: (workOrder: string) => string;
  submitLabel: string;
  requiredMessage?: string;
  submitColor?: "error";
};

const DIALOGS: Readonly<Record<CommentStep, CommentDialog>> = {
  request: { title: (wo) => `Request approval of ${wo}?`, submitLabel: "Request approval" },
  approve: { title: (wo) => `Approve ${wo}?`, submitLabel: "Approve" },
  reject: {
    title: (wo) => `Reject ${wo}?`,
    submitLabel: "Reject",
    requiredMessage: REJECT_COMMENT_REQUIRED,
    submitColor: "error",
  },
  reopen: { title: (wo) => `Reopen ${wo}?`, submitLabel: "Reopen", requiredMessage: REOPEN_COMMENT_REQUIRED },
  incomplete: {
    title: (wo) => `Mark ${wo} incomplete?`,
    submitLabel: "Mark incomplete",
    requiredMessage: INCOMPLETE_COMMENT_REQUIRED,
  },
};

const run = (TaskId: number, step: Step): Promise<TaskReviewReply> => {
  switch (step.kind) {
    case "request":
      return requestTaskApproval({ TaskId, Comment: step.comment });
    case "approve":
      return decideTaskApproval({ TaskId, Decision: "Approved", Comment: step.comment });
    case "reject":
      return decideTaskApproval({ TaskId, Decision: "Rejected", Comment: step.comment });
    case "reopen":
      return reopenTask({ TaskId, Comment: step.comment ?? "" });
    case "incomplete":
      return markTaskIncomplete({ TaskId, Comment: step.comment ?? "" });
    case "lock":
      return setTaskLock({ TaskId, IsLocked: step.isOn });
    case "archive":
      return setTaskArchived({ TaskId, Archived: step.isOn });
    default:
      return assertNever(step);
  }
};

const SWITCHES = {
  lock: {
    on: "Lock",
    off: "Unlock",
    message: "A locked work order takes no status move and no review step until it is unlocked.",
  },
  archive: {
    on: "Archive",
    off: "Restore",
    message: "An archived work order stays readable but takes no status move and no review step.",
  },
} as const;

export type TaskReviewActionsProps = { review: TaskReview };

/** The review and supervision steps the caller may take now, each as the server reckons it; none, no buttons. */
export const TaskReviewActions = ({ review }: TaskReviewActionsProps) => {
  const step = useTaskReviewStep(review.TaskId, (s: Step) => run(review.TaskId, s));
  // The picked step outlives the dialog's closing so its title does not change while it fades out.
  const [picked, setPicked] = useState<CommentStep>("request");
  const [isOpen, setIsOpen] = useState(false);
  const wo = review.WorkOrderNumber;
  const open = (kind: CommentStep) => {
    setPicked(kind);
    setIsOpen(true);
  };
  const toggle = async (kind: "lock" | "archive", isOn: boolean) => {
    const words = SWITCHES[kind];
    const verb = isOn ? words.on : words.off;
    if (isOn) {
      const { confirmed } = await confirm({
        title: `${verb} ${wo}?`,
        message: words.message,
        icon: "warning",
        yesLabel: verb,
        noLabel: "Cancel",
      });
      if (!confirmed) return;
    }
    step.mutate({ kind, isOn });
  };
  const buttons: { label: string; isShown: boolean; onClick: () => void; color?: "error" }[] = [
    { label: "Request approval", isShown: review.CanRequestApproval, onClick: () => open("request") },
    { label: "Approve", isShown: review.CanApprove, onClick: () => open("approve") },
    { label: "Reject", isShown: review.CanReject, onClick: () => open("reject"), color: "error" },
    { label: "Reopen", isShown: review.CanReopen, onClick: () => open("reopen") },
    { label: "Mark incomplete", isShown: review.CanMarkIncomplete, onClick: () => open("incomplete") },
    { label: "Lock", isShown: review.CanLock, onClick: () => void toggle("lock", true) },
    { label: "Unlock", isShown: review.CanUnlock, onClick: () => void toggle("lock", false) },
    { label: "Archive", isShown: review.CanArchive, onClick: () => void toggle("archive", true) },
    { label: "Restore", isShown: review.CanRestore, onClick: () => void toggle("archive", false) },
  ];
  const shown = buttons.filter((b) => b.isShown);
  if (shown.length === 0) return null;
  const dialog = DIALOGS[picked];
  return (
    <>
      <Stack direction="row" useFlexGap sx={{ gap: 1, flexWrap: "wrap" }}>
        {shown.map((b, index) => (
          <Button
            key={b.label}
            variant={index === 0 ? "contained" : "outlined"}
            color={b.color ?? "primary"}
            disabled={step.isPending}
            onClick={b.onClick}
          >
            {b.label}
          </Button>
        ))}
      </Stack>
      <TaskReviewCommentDialog
        isOpen={isOpen}
        title={dialog.title(wo)}
        submitLabel={dialog.submitLabel}
        {...(dialog.requiredMessage ? { requiredMessage: dialog.requiredMessage } : {})}
        {...(dialog.submitColor ? { submitColor: dialog.submitColor } : {})}
        isBusy={step.isPending}
        onClose={() => setIsOpen(false)}
        onSubmit={(comment) => step.mutate({ kind: picked, comment }, { onSettled: () => setIsOpen(false) })}
      />
    </>
  );
};
