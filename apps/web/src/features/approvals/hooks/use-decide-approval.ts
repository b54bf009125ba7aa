import { useMutation } from "@tanstack/react-query";
import type { ReviewDecision } from "@fieldstead/domain";
import { messageOf } from "../../../lib/form-errors.ts";
import { showErrorSnackbar, showSnackbar } from "../../../lib/snackbar.ts";
import { decideApproval } from "../api/decide-approval.ts";

const DONE_MS = 6_000;
const ERROR_MS = 10_000;

export type QueueDecision = { taskId: number; decision: ReviewDecision; comment: string | null };

/**
 * A decision from the queue: the server's message in green, or its refusal in red (someone else may have
 * decided the step meanwhile); either way the queue is read again (`onDone`).
 */
export const useDecideApproval = (onDone: () => void) =>
  useMutation({
    mutationFn: ({ taskId, decision, comment }: QueueDecision) =>
      decideApproval({ TaskId: taskId, Decision: decision, Comment: comment }),
    onSuccess: (reply) =>
      showSnackbar({ message: reply.StatusMessage, severity: "success", durationMs: DONE_MS }),
    onError: (error) => {
      showErrorSnackbar(messageOf(error), ERROR_MS);
    },
    onSettled: onDone,
  });
