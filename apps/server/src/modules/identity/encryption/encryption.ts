import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import type { Db } from "../../../db/client.ts";
import { resolveSigningKey } from "../../../lib/secrets.ts";

/** Authenticated encryption (AES-256-GCM) with the server's key; the key itself never leaves this file. */
export type Encryption = {
  /** base64url of version byte, 12-byte IV, 16-byte tag and the ciphertext. */
  encrypt: (plain: string) => Promise<string>;
  /** The plain text, or null when the input was tampered with, truncated or made with another key. */
  decrypt: (sealed: string) => Promise<string | null>;
  /**
   * The same sealing under a key of its own for another use, derived from the server key (HKDF-SHA256 with the
   * use's label): what one use seals, the other cannot open.
   */
  derive: (label: string) => Omit<Encryption, "derive">;
};

const VERSION = 1;
/** The first byte of every sealed string: the format's version. */
export const SEALED_FORMAT_VERSION = VERSION;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_NAME = "encryption-key";

const keyFrom = (base64: string): Buffer => {
  const key = Buffer.from(base64, "base64");
  if (key.length !== 32) throw new Error("the encryption key must be 32 bytes");
  return key;
};

export const sealWith = (key: Buffer, plain: string): string => {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return Buffer.concat([Buffer.from([VERSION]), iv, cipher.getAuthTag(), body]).toString("base64url");
};

export const openWith = (key: Buffer, sealed: string): string | null => {
  if (!/^[A-Za-z0-9_-]+$/.test(sealed)) return null;
  const raw = Buffer.from(sealed, "base64url");
  if (raw.length < 1 + IV_BYTES + TAG_BYTES || raw[0] !== VERSION) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(1, 1 + IV_BYTES));
    decipher.setAuthTag(raw.subarray(1 + IV_BYTES, 1 + IV_BYTES + TAG_BYTES));
    return Buffer.concat([
      decipher.update(raw.subarray(1 + IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    return null;
  }
};

/** A 32-byte key for one use (its label), derived from the server key; the server key cannot be had from it. */
export const deriveKey = (key: Buffer, label: string): Buffer =>
  Buffer.from(hkdfSync("sha256", key, Buffer.alloc(0), `fieldstead/${label}`, 32));

/** The configured key, else one generated once and kept in the database (shared by every instance). */
export const createEncryption = (db: Db, configured: string | undefined): Encryption => {
  let key: Promise<Buffer> | undefined;
  const keyOf = () =>
    (key ??= configured
      ? Promise.resolve(keyFrom(configured))
      : resolveSigningKey(db, undefined, KEY_NAME).then((stored) =>
          // A stored value is 48 random bytes; its first 32 are the key.
          Buffer.from(stored, "base64url").subarray(0, 32),
        ));
  return {
    encrypt: async (plain) => sealWith(await keyOf(), plain),
    decrypt: async (sealed) => openWith(await keyOf(), sealed),
    derive: (label) => {
      let derived: Promise<Buffer> | undefined;
      const derivedOf = () => (derived ??= keyOf().then((serverKey) => deriveKey(serverKey, label)));
      return {
        encrypt: async (plain) => sealWith(await derivedOf(), plain),
        decrypt: async (sealed) => openWith(await derivedOf(), sealed),
      };
    },
  };
};
