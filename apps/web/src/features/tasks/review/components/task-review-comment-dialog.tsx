import { REVIEW_COMMENT_MAX } from "@fieldstead/domain";
import { CommentDialog } from "../../../../components/ui/comment-dialog.tsx";

export type TaskReviewCommentDialogProps = {
  isOpen: boolean;
  title: string;
  submitLabel: string;
  submitColor?: "primary" | "error";
  /** The message shown when the comment is left empty; absent, the comment is optional. */
  requiredMessage?: string;
  isBusy: boolean;
  onSubmit: (comment: string | null) => void;
  onClose: () => void;
};

/** Confirms a review step with its comment (required where the step must say why, as the server requires). */
export const TaskReviewCommentDialog = (props: TaskReviewCommentDialogProps) => (
  <CommentDialog {...props} titleId="task-review-step-title" maxLength={REVIEW_COMMENT_MAX} />
);
