import { describe, expect, it } from "vitest";
import {
  EMAIL_FORMAT_MESSAGE,
  EMAIL_LENGTH_MESSAGE,
  EmailFieldSchema,
  OptionalPhoneSchema,
  PHONE_FORMAT_MESSAGE,
  URL_FORMAT_MESSAGE,
  UrlSchema,
  checkEmail,
  checkPhone,
  checkUrl,
} from "./field.rules.ts";

const local = (n: number) => "a".repeat(n);
// A domain of `n` characters made of dot-separated labels (each under 64).
const domain = (n: number) => {
  const labels: string[] = [];
  let left = n - 4;
  while (left > 0) {
    const size = Math.min(60, left);
    labels.push("d".repeat(size));
    left -= size + 1;
  }
  const joined = `${labels.join(".")}.com`;
  return joined.slice(joined.length - n).replace(/^\./, "x");
};

describe("e-mail field rule", () => {
  it.each([
    ["ana@example.com"],
    ["first.last+tag@sub.example.org"],
    [`${local(64)}@example.com`],
    [`ana@${domain(255)}`],
  ])("accepts %s", (email) => {
    expect(checkEmail({ email })).toEqual({ ok: true });
  });

  it.each([
    [`${local(65)}@example.com`, "a local part of 65 characters"],
    [`ana@${domain(256)}`, "a domain of 256 characters"],
  ])("raises localDomainLengthError for %s (%s)", (email) => {
    expect(checkEmail({ email })).toEqual({
      ok: false,
      localDomainLengthError: true,
      message: EMAIL_LENGTH_MESSAGE,
    });
  });

  it.each([
    ["ana example.com"],
    ["ana@example"],
    ["ana @example.com"],
    [" ana@example.com"],
    ["@example.com"],
    ["ana@@example.com"],
    [""],
  ])("refuses the format of %j with the spec's message", (email) => {
    expect(checkEmail({ email })).toEqual({
      ok: false,
      localDomainLengthError: false,
      message: EMAIL_FORMAT_MESSAGE,
    });
  });

  it("flags the schema issue for a form", () => {
    const result = EmailFieldSchema.safeParse(`${local(70)}@example.com`);
    expect(result.success).toBe(false);
    const issue = result.error?.issues[0];
    expect(issue?.message).toBe(EMAIL_LENGTH_MESSAGE);
    expect(issue && "params" in issue ? issue.params : undefined).toEqual({ localDomainLengthError: true });
  });
});

describe("URL field rule", () => {
  it.each([
    ["https://example.com", true],
    ["http://maps.example.co.uk/site?id=4#top", true],
    ["HTTPS://EXAMPLE.COM", true],
    ["https://example.com:8443/path", true],
    ["http://10.0.0.12/status", true],
    ["ftp://example.com", false],
    ["https://localhost", false],
    ["https://localhost:8080/x", false],
    ["example.com", false],
    ["www.example.com", false],
    ["https://exa mple.com", false],
    ["https://a..com", false],
    ["https://example.com.", false],
    ["javascript:alert(1)", false],
    ["", false],
  ])("%j is valid: %s", (url, expected) => {
    expect(checkUrl({ url })).toEqual(expected ? { ok: true } : { ok: false, message: URL_FORMAT_MESSAGE });
    expect(UrlSchema.safeParse(url).success).toBe(expected);
  });
});

describe("phone field rule", () => {
  it.each([
    ["+1(303)555-0100", true],
    ["3035550100", true],
    ["303 555 0100", false],
    ["303.555.0100", false],
    ["call me", false],
    ["+()-", false],
    ["1".repeat(21), false],
  ])("%j is valid: %s", (phone, expected) => {
    expect(checkPhone({ phone }).ok).toBe(expected);
  });

  it("uses the spec's phone message", () => {
    expect(checkPhone({ phone: "303 555" })).toEqual({ ok: false, message: PHONE_FORMAT_MESSAGE });
  });

  it.each([
    [undefined, null],
    [null, null],
    ["", null],
    ["   ", null],
    [" +1-303-555-0100 ", "+1-303-555-0100"],
  ])("an optional phone %j becomes %j", (input, expected) => {
    expect(OptionalPhoneSchema.parse(input)).toBe(expected);
  });

  it("refuses a bad optional phone with the spec's message", () => {
    const result = OptionalPhoneSchema.safeParse("555 0100");
    expect(result.error?.issues.map((i) => i.message)).toEqual([PHONE_FORMAT_MESSAGE]);
  });
});
