import { describe, expect, it } from "vitest";
import { checkPasswordPolicy, isBreachedPassword, passwordRequirements } from "./password-policy.rules.ts";

const person = { firstName: "Tessa", lastName: "Okafor", email: "tessa.okafor@acme.example" };

describe("the password policy", () => {
  it.each([
    ["short1!", "The password must be at least 12 characters long."],
    [
      "password1234",
      "This password is too common: it appears in lists of breached passwords. Choose another.",
    ],
    [
      "P@ssw0rd2024!!",
      "This password is too common: it appears in lists of breached passwords. Choose another.",
    ],
    [
      "!!Sunshine1999",
      "This password is too common: it appears in lists of breached passwords. Choose another.",
    ],
    [
      "aaaaaaaaaaaaaa",
      "This password is too common: it appears in lists of breached passwords. Choose another.",
    ],
    ["tessa-rides-bikes", "The password must not contain your name or e-mail address."],
    ["OKAFOR-rides-2026", "The password must not contain your name or e-mail address."],
  ])("refuses %s", (password, message) => {
    const check = checkPasswordPolicy({ password, ...person });
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.message).toBe(message);
  });

  it.each(["correct horse battery", "Blue-Tractor-Lantern-42", "nine kettles hum softly"])(
    "accepts %s",
    (password) => {
      expect(checkPasswordPolicy({ password, ...person })).toEqual({ ok: true });
    },
  );

  it("lists each requirement as met or not while the person types", () => {
    expect(passwordRequirements({ password: "tessa", ...person }).map((r) => r.isMet)).toEqual([
      false,
      true,
      false,
    ]);
    expect(passwordRequirements({ password: "", ...person }).every((r) => !r.isMet)).toBe(true);
  });

  it("undoes digit-for-letter swaps", () => {
    expect(isBreachedPassword("l3tm31n")).toBe(true);
    expect(isBreachedPassword("lantern-kettle")).toBe(false);
  });
});
