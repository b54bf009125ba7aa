import { messageOf } from "../../../../lib/form-errors.ts";
import { showErrorSnackbar, showSnackbar } from "../../../../lib/snackbar.ts";

const DONE_MS = 6_000;
const ERROR_MS = 10_000;
/** A new request's snackbar stays long enough to follow its link. */
const CREATED_MS = 15_000;

/** A step was taken: the server's message in green. */
export const reportStepDone = (message: string): void => {
  showSnackbar({ message, severity: "success", durationMs: DONE_MS });
};

/** A step was refused: the reason in red, with OK. */
export const reportStepFailure = (error: unknown): void => {
  showErrorSnackbar(messageOf(error), ERROR_MS);
};

/** A new request awaits approval: a snackbar that opens it. */
export const reportRequestCreated = (kind: string, reply: { RequestNumber: string }, path: string): void => {
  showSnackbar({
    message: `${kind} ${reply.RequestNumber} created: it awaits approval.`,
    severity: "success",
    durationMs: CREATED_MS,
    link: { label: `Open ${reply.RequestNumber}`, to: path },
  });
};
