import {
  BATCH_STATUS_NAMES,
  BatchAction,
  type BatchActionValue,
  type BatchStatusId,
  type MoveBatchReply,
} from "@fieldstead/domain";

/** What each move does, said before it is taken (Reject asks for its reason instead). */
export const MOVE_CONFIRMS: Readonly<Record<BatchActionValue, string>> = {
  [BatchAction.RequestReview]:
    "The batch goes to review; its invoices can no longer be regenerated meanwhile.",
  [BatchAction.Approve]: "The batch is approved as it stands; its invoices can then be generated.",
  [BatchAction.Reject]: "The batch goes back to its author with your reason.",
  [BatchAction.Redraft]: "The batch becomes a draft again, whose invoices can be regenerated.",
  [BatchAction.Generate]:
    "Each invoice of the batch gets its number, issue date and due date. Numbers are given once, without gaps.",
  [BatchAction.Lock]: "A locked batch can never change again.",
};

/** The longest reason for a rejection the server keeps. */
export const REJECT_COMMENT_MAX = 1000;
export const REJECT_COMMENT_REQUIRED = "Say why the batch is rejected.";

/** After a move: the server's word, and the state the batch is in now when the server's word does not name it. */
export const movedMessage = (reply: MoveBatchReply): string => {
  const state = BATCH_STATUS_NAMES[reply.StatusId as BatchStatusId] ?? String(reply.StatusId);
  const said = reply.StatusMessage.trim();
  if (said.includes(state)) return said;
  return [said, `The batch is now ${state}.`].filter(Boolean).join(" ");
};
