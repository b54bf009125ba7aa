import { ONE_TIME_CODE, type SecondStepMethodValue } from "./identity.enums.ts";

/** An authenticator app's recovery codes: ten, each of ten letters and digits shown as two groups of five. */
export const RECOVERY_CODE = { count: 10, length: 10, alphabet: "abcdefghjkmnpqrstuvwxyz23456789" } as const;

/** What the second step says when it refuses a code; the web shows the same words. */
export const SECOND_STEP_MESSAGES = {
  expired: "This code has expired. Sign in again.",
  tooManyWrong: "Too many wrong codes. Sign in again.",
  ended: "This sign-in has ended. Sign in again.",
  resendTooSoon: "A new code can be sent once a minute.",
  notAnEmailCode: "Codes from an authenticator app are not sent by e-mail.",
} as const;

/** 't***@acme.example': the first letter of the address and its domain, enough to recognise it. */
export const maskEmail = (email: string): string => {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  return `${email.charAt(0)}***${email.slice(at)}`;
};

/** A code as typed, without the spaces and dashes people copy along with it. */
export const normaliseCode = (input: string): string => input.replace(/[\s-]/g, "").toLowerCase();

/** Whether a typed code is a six-digit one-time code (spaces and dashes aside). */
export const isOneTimeCode = (input: string): boolean =>
  new RegExp(`^\\d{${ONE_TIME_CODE.digits}}$`).test(normaliseCode(input));

/** Whether a typed code has the shape of a recovery code (spaces, dashes and case aside). */
export const isRecoveryCodeShape = (input: string): boolean =>
  new RegExp(`^[${RECOVERY_CODE.alphabet}]{${RECOVERY_CODE.length}}$`).test(normaliseCode(input));

/** A recovery code as shown: 'k7m2q-x9tpa'. */
export const formatRecoveryCode = (code: string): string => {
  const plain = normaliseCode(code);
  const half = Math.ceil(plain.length / 2);
  return `${plain.slice(0, half)}-${plain.slice(half)}`;
};

/** The line above the code field of the sign-in's second step. */
export const codeStepPrompt = ({
  method,
  destination,
}: {
  method: SecondStepMethodValue;
  destination: string | null;
}): string =>
  method === "email"
    ? `Enter the code we sent to ${destination ?? "your e-mail address"}`
    : "Enter the code from your authenticator app";

/** The refusal of a wrong code while tries are left. */
export const wrongCodeMessage = (triesLeft: number): string =>
  `The code is not correct. ${triesLeft} ${triesLeft === 1 ? "try" : "tries"} left.`;

/** What a person reads after signing in with a recovery code. */
export const recoveryCodesLeftMessage = (left: number): string =>
  left === 0
    ? "You used your last recovery code. Set up your authenticator app again on your profile page."
    : `Recovery code used: ${left} ${left === 1 ? "code is" : "codes are"} left.`;

/** Whole seconds until a new code may be sent: 0 once the resend interval has passed since the last one. */
export const secondsUntilResend = ({ lastSentAt, now }: { lastSentAt: Date; now: Date }): number =>
  Math.max(0, Math.ceil((lastSentAt.getTime() + ONE_TIME_CODE.resendIntervalMs - now.getTime()) / 1000));
