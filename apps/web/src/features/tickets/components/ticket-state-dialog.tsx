import { CommentDialog } from "../../../components/ui/comment-dialog.tsx";

export type TicketStateDialogProps = {
  /** 'Close TKT-2026-00004?' */
  title: string;
  submitLabel: string;
  isBusy: boolean;
  onSubmit: (comment: string | null) => void;
  onClose: () => void;
};

/** A close or reopen comment: at most 1,000 characters (TicketStateChangeSchema). */
const STATE_COMMENT_MAX = 1000;

/** Confirms closing or reopening a ticket, with an optional comment its history keeps. */
export const TicketStateDialog = (props: TicketStateDialogProps) => (
  <CommentDialog {...props} titleId="ticket-state-title" maxLength={STATE_COMMENT_MAX} />
);
