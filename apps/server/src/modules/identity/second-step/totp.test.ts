import { describe, expect, it } from "vitest";
import { generateSync } from "otplib";
import { base32Decode, base32Encode, hotp, matchTotp, newTotpSecret, otpauthUri, totpAt } from "./totp.ts";

// RFC 6238 appendix B: the SHA-1 secret is the ASCII text "12345678901234567890"; codes are the last six digits.
const RFC_SECRET = base32Encode(Buffer.from("12345678901234567890"));

describe("time-based one-time passwords", () => {
  it.each([
    [59, "287082"],
    [1111111109, "081804"],
    [1111111111, "050471"],
    [1234567890, "005924"],
    [2000000000, "279037"],
  ])("gives the RFC 6238 code at %i s", (seconds, code) => {
    expect(totpAt(RFC_SECRET, new Date(seconds * 1000))).toBe(code);
  });

  it("gives the RFC 4226 codes of the first counters", () => {
    const key = Buffer.from("12345678901234567890");
    expect([0, 1, 2, 3].map((c) => hotp(key, c))).toEqual(["755224", "287082", "359152", "969429"]);
  });

  it("agrees with an authenticator library on a new secret", () => {
    const secret = newTotpSecret();
    expect(base32Decode(secret)).toHaveLength(20);
    const now = new Date("2026-11-22T15:00:07Z");
    expect(totpAt(secret, now)).toBe(generateSync({ secret, epoch: now.getTime() / 1000 }));
  });

  it("accepts the codes of the step before and after, and no further", () => {
    const secret = newTotpSecret();
    const now = new Date("2026-11-22T15:00:15Z");
    const at = (offsetSeconds: number) => totpAt(secret, new Date(now.getTime() + offsetSeconds * 1000));
    expect(matchTotp({ secret, code: at(0), now })).not.toBeNull();
    expect(matchTotp({ secret, code: at(-30), now })).not.toBeNull();
    expect(matchTotp({ secret, code: at(30), now })).not.toBeNull();
    const far = [at(-90), at(90)].filter((c) => c !== at(0) && c !== at(-30) && c !== at(30));
    for (const code of far) expect(matchTotp({ secret, code, now })).toBeNull();
    expect(matchTotp({ secret, code: "12345", now })).toBeNull();
  });

  it("writes the address an app scans", () => {
    expect(otpauthUri({ secret: "ABC", account: "t@acme.example", issuer: "Fieldstead" })).toBe(
      "otpauth://totp/Fieldstead%3At%40acme.example?secret=ABC&issuer=Fieldstead&algorithm=SHA1&digits=6&period=30",
    );
  });
});
