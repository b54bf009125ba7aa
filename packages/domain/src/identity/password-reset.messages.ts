/** Why a reset link does not work: the reason the server answers, and the sentence the page shows. */
export const ResetLinkProblem = { used: "used", expired: "expired", unknown: "unknown" } as const;
export type ResetLinkProblemValue = (typeof ResetLinkProblem)[keyof typeof ResetLinkProblem];

export const RESET_LINK_MESSAGES: Record<ResetLinkProblemValue, string> = {
  used: "This link has already been used.",
  expired: "This link has expired. Ask for a new one.",
  unknown: "This link is not valid.",
};

/** What asking for a reset link always answers, whether an account exists for the e-mail or not. */
export const RESET_LINK_REQUESTED_MESSAGE =
  "If an account exists for that e-mail, a link to reset the password is on its way.";

/** What too many requests for a link answer (429), for known and unknown e-mails alike. */
export const RESET_LINK_TOO_MANY_MESSAGE = "Too many requests for a reset link. Wait a while and try again.";

/** What the sign-in page shows after a password was reset. */
export const PASSWORD_RESET_DONE_MESSAGE = "Your password was changed. Sign in with the new password.";

export const PASSWORDS_DIFFER_MESSAGE = "The passwords do not match.";
