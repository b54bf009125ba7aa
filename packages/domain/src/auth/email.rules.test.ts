import { describe, expect, it } from "vitest";
import { z } from "zod";
import { EmailSchema } from "./auth.schemas.ts";
import { EMAIL_PATTERN, isEmailAddress } from "./email.rules.ts";

const SAMPLES = [
  "admin@acme.example",
  "  tech@acme.example  ",
  "first.last+tag@sub.domain.org",
  "o'neil@example.ie",
  "",
  "   ",
  "plain",
  "no-at.example.com",
  "two@@example.com",
  "dot.@example.com",
  ".dot@example.com",
  "a..b@example.com",
  "user@localhost",
  "user@example.c",
  "user@-example.com",
  "with space@example.com",
  `${"l".repeat(65)}@example.com`,
  `${"l".repeat(64)}@example.com`,
  `user@${"d".repeat(250)}.com`,
];

describe("the plain e-mail rule the sign-in page uses", () => {
  it.each(SAMPLES)("matches %j exactly when zod's e-mail pattern does", (text) => {
    expect(EMAIL_PATTERN.test(text)).toBe(z.regexes.email.test(text));
  });

  it.each(SAMPLES)("answers as the sign-in call's EmailSchema does for %j", (text) => {
    expect(isEmailAddress(text)).toBe(EmailSchema.safeParse(text).success);
  });
});
