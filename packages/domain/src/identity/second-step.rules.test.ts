import { describe, expect, it } from "vitest";
import {
  codeStepPrompt,
  formatRecoveryCode,
  isOneTimeCode,
  isRecoveryCodeShape,
  maskEmail,
  recoveryCodesLeftMessage,
  secondsUntilResend,
  wrongCodeMessage,
} from "./second-step.rules.ts";

describe("the second step at sign-in", () => {
  it.each([
    ["tessa.okafor@acme.example", "t***@acme.example"],
    ["a@b.example", "a***@b.example"],
    ["no-at-sign", "***"],
  ])("masks %s as %s", (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it.each([
    ["123456", true],
    [" 123 456 ", true],
    ["123-456", true],
    ["12345", false],
    ["1234567", false],
    ["12345a", false],
  ])("reads %j as a six-digit code: %s", (input, expected) => {
    expect(isOneTimeCode(input)).toBe(expected);
  });

  it.each([
    ["k7m2q-x9tpa", true],
    ["K7M2Q X9TPA", true],
    ["k7m2qx9tpa", true],
    ["k7m2q-x9tp", false],
    ["k7m2q-x9tp1", false],
    ["123456", false],
  ])("reads %j as a recovery code: %s", (input, expected) => {
    expect(isRecoveryCodeShape(input)).toBe(expected);
  });

  it("shows a recovery code in two groups of five", () => {
    expect(formatRecoveryCode("K7M2QX9TPA")).toBe("k7m2q-x9tpa");
  });

  it("asks for the code where it went", () => {
    expect(codeStepPrompt({ method: "email", destination: "t***@acme.example" })).toBe(
      "Enter the code we sent to t***@acme.example",
    );
    expect(codeStepPrompt({ method: "totp", destination: null })).toBe(
      "Enter the code from your authenticator app",
    );
  });

  it.each([
    [4, "The code is not correct. 4 tries left."],
    [1, "The code is not correct. 1 try left."],
  ])("says how many tries are left (%i)", (left, message) => {
    expect(wrongCodeMessage(left)).toBe(message);
  });

  it.each([
    [9, "Recovery code used: 9 codes are left."],
    [1, "Recovery code used: 1 code is left."],
    [0, "You used your last recovery code. Set up your authenticator app again on your profile page."],
  ])("says how many recovery codes are left (%i)", (left, message) => {
    expect(recoveryCodesLeftMessage(left)).toBe(message);
  });

  it.each([
    [0, 60],
    [1_000, 59],
    [59_001, 1],
    [60_000, 0],
    [300_000, 0],
  ])("%i ms after a code was sent, a new one may be sent in %i s", (elapsed, seconds) => {
    const lastSentAt = new Date("2026-11-22T15:00:00Z");
    expect(secondsUntilResend({ lastSentAt, now: new Date(lastSentAt.getTime() + elapsed) })).toBe(seconds);
  });
});
