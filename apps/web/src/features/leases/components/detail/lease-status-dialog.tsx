import { CommentDialog } from "../../../../components/ui/comment-dialog.tsx";
import type { LeaseMove } from "./lease-status-moves.ts";

export type LeaseStatusDialogProps = {
  leaseNumber: string;
  move: LeaseMove;
  isBusy: boolean;
  onSubmit: (comment: string | null) => void;
  onClose: () => void;
};

/** A status move's comment: at most 1,000 characters (LeaseStatusMoveSchema). */
const MOVE_COMMENT_MAX = 1000;

/** Confirms a status move ('Terminate LSE-2026-00004?'), with an optional comment the Activity tab keeps. */
export const LeaseStatusDialog = ({ leaseNumber, move, ...props }: LeaseStatusDialogProps) => (
  <CommentDialog
    {...props}
    title={`${move.label} ${leaseNumber}?`}
    titleId="lease-status-title"
    submitLabel={move.label}
    submitColor={move.isDestructive ? "error" : "primary"}
    maxLength={MOVE_COMMENT_MAX}
  />
);
