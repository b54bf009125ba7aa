import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP): HMAC-SHA1, six digits, 30-second steps, and a
 * code of the step before or after accepted too, for a phone whose clock is a little off.
 */
export const TOTP = { periodSeconds: 30, digits: 6, window: 1, secretBytes: 20 } as const;

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** RFC 4648 base32 without padding: how authenticator apps take a secret. */
export const base32Encode = (bytes: Buffer): string => {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
};

export const base32Decode = (text: string): Buffer => {
  const clean = text.replace(/[\s=]/g, "").toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error("not base32");
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
};

/** A new secret for an authenticator app (160 bits, base32). */
export const newTotpSecret = (): string => base32Encode(randomBytes(TOTP.secretBytes));

/** RFC 4226: the code of one counter value. */
export const hotp = (key: Buffer, counter: number): string => {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const digest = createHmac("sha1", key).update(message).digest();
  const offset = digest[digest.length - 1]! & 15;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** TOTP.digits).padStart(TOTP.digits, "0");
};

/** The 30-second step a moment falls in. */
export const totpStepAt = (now: Date): number => Math.floor(now.getTime() / 1000 / TOTP.periodSeconds);

/** The code an app shows at a moment. */
export const totpAt = (secret: string, now: Date): string => hotp(base32Decode(secret), totpStepAt(now));

/** The step whose code this is (the current one, or one before or after), or null when it matches none. */
export const matchTotp = ({
  secret,
  code,
  now,
}: {
  secret: string;
  code: string;
  now: Date;
}): number | null => {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secret);
  const current = totpStepAt(now);
  for (let step = current - TOTP.window; step <= current + TOTP.window; step++)
    if (timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code))) return step;
  return null;
};

/** The otpauth:// address an app scans: issuer and account, the secret, and the algorithm's parameters. */
export const otpauthUri = ({
  secret,
  account,
  issuer,
}: {
  secret: string;
  account: string;
  issuer: string;
}) => {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: "SHA1",
    digits: String(TOTP.digits),
    period: String(TOTP.periodSeconds),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
};
