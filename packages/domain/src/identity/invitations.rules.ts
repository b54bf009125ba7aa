import { IDENTITY_TOKEN_LIFETIME_MS, PersonState, type PersonStateValue } from "./identity.enums.ts";

/** How long an invitation link works, in hours (72). */
export const INVITATION_VALID_HOURS = IDENTITY_TOKEN_LIFETIME_MS.invitation / 3_600_000;

/** The refusal of an invitation to an address any organisation already uses (sign-in is by e-mail alone). */
export const DUPLICATE_EMAIL_MESSAGE = "A person with this e-mail already exists.";

/** Why an activation link does not open the activation form. */
export const ActivationLinkProblem = {
  used: "used",
  expired: "expired",
  unknown: "unknown",
  disabled: "disabled",
} as const;
export type ActivationLinkProblemValue = (typeof ActivationLinkProblem)[keyof typeof ActivationLinkProblem];

/** What the activation page says for each problem. */
export const ACTIVATION_LINK_MESSAGES: Readonly<Record<ActivationLinkProblemValue, string>> = {
  used: "This invitation link has already been used.",
  expired: "This invitation link has expired. Ask your administrator to send a new one.",
  unknown: "This invitation link is not valid.",
  disabled: "This account has been disabled. Ask your administrator.",
};

/**
 * A person's state as the administrator sees it: Disabled when not enabled (whatever else is true), Invited while
 * no password has been set through the invitation, else Active.
 */
export const personStateOf = ({
  isEnabled,
  activatedAt,
}: {
  isEnabled: boolean;
  activatedAt: Date | string | null;
}): PersonStateValue => {
  if (!isEnabled) return PersonState.Disabled;
  return activatedAt === null ? PersonState.Invited : PersonState.Active;
};

/** The terms version an activation accepts: the organisation's latest, or 1 when it has published none. */
export const acceptedTermsVersion = ({ latestVersion }: { latestVersion: number | null }): number =>
  latestVersion !== null && latestVersion > 0 ? latestVersion : 1;
