import { CommentDialog } from "../../../../components/ui/comment-dialog.tsx";

export type TaskMoveDialogProps = {
  isOpen: boolean;
  workOrderNumber: string;
  /** The status label moved to ('Traveling to Location'). */
  label: string;
  isBusy: boolean;
  onMove: (comment: string | null) => void;
  onClose: () => void;
};

/** A status move's comment: at most 1,000 characters (ChangeTaskStatusSchema). */
const MOVE_COMMENT_MAX = 1000;

/** Confirms a status move, with an optional comment the task's history keeps. */
export const TaskMoveDialog = ({
  isOpen,
  workOrderNumber,
  label,
  isBusy,
  onMove,
  onClose,
}: TaskMoveDialogProps) => (
  <CommentDialog
    isOpen={isOpen}
    title={`Move ${workOrderNumber} to ${label}?`}
    titleId="task-move-title"
    submitLabel={`Move to ${label}`}
    maxLength={MOVE_COMMENT_MAX}
    isBusy={isBusy}
    onSubmit={onMove}
    onClose={onClose}
  />
);
