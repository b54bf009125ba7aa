import { createHash, randomBytes } from "node:crypto";
import { IDENTITY_TOKEN_LIFETIME_MS, type IdentityTokenKindValue } from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import type { Db } from "../../../db/client.ts";
import {
  findIdentityToken,
  replaceIdentityToken,
  useIdentityToken,
  type IdentityTokenRow,
} from "./identity-tokens.repository.ts";

export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");

/** Why a link does not work, for the page to say so. */
export type IdentityTokenCheck =
  { ok: true; token: IdentityTokenRow } | { ok: false; reason: "unknown" | "used" | "expired" };

/**
 * A new single-use link for the person (32 random bytes, base64url); earlier unused links of the same kind stop
 * working. Answers the raw token, which only the e-mail carries.
 */
export const issueIdentityToken = async (
  ctx: AppContext,
  input: { kind: IdentityTokenKindValue; orgId: number; employeeId: number; createdBy: number | null },
): Promise<{ token: string; expiresAt: Date }> => {
  const token = randomBytes(32).toString("base64url");
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + IDENTITY_TOKEN_LIFETIME_MS[input.kind]);
  await replaceIdentityToken(ctx.db, { ...input, tokenHash: hashToken(token), expiresAt }, now);
  return { token, expiresAt };
};

/** Checks a link without using it. */
export const checkIdentityToken = async (
  ctx: AppContext,
  kind: IdentityTokenKindValue,
  token: string,
): Promise<IdentityTokenCheck> => {
  const row = await findIdentityToken(ctx.db, kind, hashToken(token));
  if (!row) return { ok: false, reason: "unknown" };
  if (row.usedAt) return { ok: false, reason: "used" };
  if (row.expiresAt.getTime() <= ctx.now().getTime()) return { ok: false, reason: "expired" };
  return { ok: true, token: row };
};

/**
 * Uses a checked link inside the caller's transaction: false when another request used it first, so the caller
 * rolls back and nothing is written twice.
 */
export const consumeIdentityToken = (db: Db, token: IdentityTokenRow, now: Date): Promise<boolean> =>
  useIdentityToken(db, token.id, now);
