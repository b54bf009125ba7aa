import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { ONE_TIME_CODE, RECOVERY_CODE, formatRecoveryCode, normaliseCode } from "@fieldstead/domain";

/**
 * The secrets of the second step and how they are kept: only SHA-256 digests, each bound to its challenge or
 * person, so a copy of the database signs nobody in and a digest cannot be replayed elsewhere.
 */
const sha256 = (text: string): string => createHash("sha256").update(text).digest("hex");

/** A six-digit code, every value equally likely. */
export const newEmailCode = (): string =>
  String(randomInt(0, 10 ** ONE_TIME_CODE.digits)).padStart(ONE_TIME_CODE.digits, "0");

export const emailCodeHash = (challengeId: string, code: string): string =>
  sha256(`email-code:${challengeId}:${normaliseCode(code)}`);

/** Which 30-second step of the person's authenticator app signed them in (a code works for one sign-in). */
export const authenticatorStepHash = (employeeId: number, step: number): string =>
  sha256(`totp-step:${employeeId}:${step}`);

export const recoveryCodeHash = (employeeId: number, code: string): string =>
  sha256(`recovery-code:${employeeId}:${normaliseCode(code)}`);

/** Ten new recovery codes, as shown ('k7m2q-x9tpa'). */
export const newRecoveryCodes = (): string[] =>
  Array.from({ length: RECOVERY_CODE.count }, () =>
    formatRecoveryCode(
      Array.from(
        { length: RECOVERY_CODE.length },
        () => RECOVERY_CODE.alphabet[randomInt(0, RECOVERY_CODE.alphabet.length)],
      ).join(""),
    ),
  );

export const sameDigest = (a: string, b: string): boolean =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
