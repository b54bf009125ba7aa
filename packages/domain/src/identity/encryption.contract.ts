import { defineContract } from "../shared/contract.ts";
import {
  DecryptQuerySchema,
  EncryptQuerySchema,
  EncryptionReplySchema,
  ParamsKeysReplySchema,
} from "./encryption.schemas.ts";

// Open to anyone (portal-platform §7.1): sealed with a key of their own, derived from the server key, never the
// key of stored secrets, so these calls can open nothing the database keeps.
const PUBLIC = { kind: "public" } as const;
const TAG = "People and identity";

export const ConvertStringToEncryptedStringContract = defineContract({
  method: "GET",
  path: "/Shared/ConvertStringtoEncryptedString",
  summary:
    "Seals a text (query inputParam, at most 2,000 characters) with AES-256-GCM under the helpers' own key: Result is the sealed string (base64url).",
  tag: TAG,
  access: PUBLIC,
  query: EncryptQuerySchema,
  reply: EncryptionReplySchema,
});

export const ConvertEncryptedStringToDecryptedStringContract = defineContract({
  method: "GET",
  path: "/Shared/ConvertEncryptedStringtoDecryptedString",
  summary:
    "Opens a string sealed by ConvertStringtoEncryptedString (query inputParam, at most 8,100 characters): Result is the plain text; a tampered, truncated or foreign value is a 400 naming inputParam.",
  tag: TAG,
  access: PUBLIC,
  query: DecryptQuerySchema,
  reply: EncryptionReplySchema,
});

export const GetParamsKeysContract = defineContract({
  method: "GET",
  path: "/Shared/GetParamsKeys",
  summary:
    "Which address parameters the web carries sealed, the scheme and the encoding; no key and nothing derived from one.",
  tag: TAG,
  access: PUBLIC,
  reply: ParamsKeysReplySchema,
});
