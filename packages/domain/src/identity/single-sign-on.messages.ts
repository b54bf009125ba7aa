/** What a person reads when a redirect sign-in does not go through (the red snackbar on the sign-in page). */
export const SSO_MESSAGES = {
  notSetUp: "Single sign-on is not set up for this e-mail address. Sign in with your password.",
  unreachable: "The sign-in provider could not be reached. Please try again later.",
  notVerified: "The sign-in could not be verified. Please start again from the sign-in page.",
  expired: "The sign-in took too long and has expired. Please start again from the sign-in page.",
  alreadyUsed: "This sign-in has already been used. Please start again from the sign-in page.",
  turnedOff: "Single sign-on is turned off for your organisation. Sign in with your password.",
  codeRefused:
    "The sign-in provider did not accept the sign-in (it may have expired or been used already). Please try again.",
  needsSecret:
    "Single sign-on is not fully set up: your administrator needs to save its client secret again.",
  tokenUsed: "This sign-in has expired or was already used. Please sign in again.",
  emailMismatch: "The e-mail address does not match the one the sign-in provider confirmed.",
  disabled: "Your account is disabled. Contact your administrator.",
  roleDisabled: "Your role is disabled. Contact your administrator.",
  signedIn: "Signed in",
  notInBrowser: "This sign-in was not started in this browser. Please sign in again.",
  tooMany: "Too many sign-ins were started from here. Wait a few minutes and try again.",
} as const;

/** The provider refused, in its own words (cut short). */
export const providerRefusedMessage = (reason: string): string =>
  `The sign-in provider refused the sign-in: ${reason.slice(0, 200)}`;

/** A verified address outside the connection's domains. */
export const domainNotAllowedMessage = (email: string): string =>
  `${email} is not in an e-mail domain allowed to sign in this way. Sign in with your password.`;

/** A verified address of a person of another organisation. */
export const otherOrganisationMessage = (email: string): string =>
  `${email} belongs to an account of another organisation. Sign in with your password or your own organisation's single sign-on.`;

/** A verified address nobody has (just-in-time creation is off). */
export const noAccountMessage = (email: string): string =>
  `There is no account for ${email}. Ask your administrator to invite you.`;
