import { z } from "zod";

/** The longest text the encryption helpers take (plain or sealed): enough for an address parameter, no more. */
export const ENCRYPTION_INPUT_MAX = 2_000;

/** The scheme of the encryption helpers' sealed strings. */
export const ENCRYPTION_SCHEME = "AES-256-GCM" as const;

/**
 * The address parameters the web may carry sealed by the encryption helpers (a link's token, a record's id), so
 * a link shows no readable value. Only the names: the key never leaves the server.
 */
export const SEALED_ADDRESS_PARAMS = ["token", "id"] as const;

/**
 * The longest sealed string the helpers open: what the longest text seals to (each UTF-16 unit at most 3 bytes
 * of UTF-8, with 29 bytes of format byte, IV and tag, in base64url), rounded up.
 */
export const SEALED_INPUT_MAX = 8_100;

const inputParam = (max: number, tooLong: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? "is required" : "must be text") })
    .min(1, "is required")
    .max(max, tooLong);

/** Shared/ConvertStringtoEncryptedString: query inputParam, the text to seal. */
export const EncryptQuerySchema = z.object({
  inputParam: inputParam(ENCRYPTION_INPUT_MAX, "is at most 2,000 characters"),
});
export type EncryptQuery = z.infer<typeof EncryptQuerySchema>;

/** Shared/ConvertEncryptedStringtoDecryptedString: query inputParam, the sealed string to open. */
export const DecryptQuerySchema = z.object({
  inputParam: inputParam(SEALED_INPUT_MAX, "is at most 8,100 characters"),
});
export type DecryptQuery = z.infer<typeof DecryptQuerySchema>;

/** The sealed string (encrypt) or the plain one (decrypt); StatusCode 0. */
export const EncryptionReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  Result: z.string(),
});
export type EncryptionReply = z.infer<typeof EncryptionReplySchema>;

/** Shared/GetParamsKeys: which address parameters travel sealed, and how; never a key or anything from one. */
export const ParamsKeysReplySchema = z.object({
  StatusCode: z.number().int(),
  StatusMessage: z.string(),
  Scheme: z.literal(ENCRYPTION_SCHEME),
  /** How a sealed string is written: base64url of a format byte, the IV, the tag and the ciphertext. */
  Encoding: z.literal("base64url"),
  /** The first byte of every sealed string. */
  FormatVersion: z.number().int(),
  MaxInputLength: z.number().int(),
  ParamsKeys: z.array(z.string()),
});
export type ParamsKeysReply = z.infer<typeof ParamsKeysReplySchema>;
