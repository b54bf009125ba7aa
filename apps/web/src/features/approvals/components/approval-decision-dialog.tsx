import { REJECT_COMMENT_REQUIRED, REVIEW_COMMENT_MAX, type ReviewDecision } from "@fieldstead/domain";
import { CommentDialog } from "../../../components/ui/comment-dialog.tsx";

export type ApprovalDecisionDialogProps = {
  isOpen: boolean;
  workOrderNumber: string;
  decision: ReviewDecision;
  isBusy: boolean;
  onDecide: (comment: string | null) => void;
  onClose: () => void;
};

/** Confirms a decision from the queue: a comment may go with an approval, and must go with a rejection. */
export const ApprovalDecisionDialog = ({
  isOpen,
  workOrderNumber,
  decision,
  isBusy,
  onDecide,
  onClose,
}: ApprovalDecisionDialogProps) => {
  const isRejecting = decision === "Rejected";
  const verb = isRejecting ? "Reject" : "Approve";
  return (
    <CommentDialog
      isOpen={isOpen}
      title={`${verb} ${workOrderNumber}?`}
      titleId="approval-decision-title"
      submitLabel={verb}
      submitColor={isRejecting ? "error" : "primary"}
      {...(isRejecting ? { requiredMessage: REJECT_COMMENT_REQUIRED } : {})}
      maxLength={REVIEW_COMMENT_MAX}
      isBusy={isBusy}
      onSubmit={onDecide}
      onClose={onClose}
    />
  );
};
