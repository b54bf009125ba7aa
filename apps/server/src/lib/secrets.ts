import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { systemSettings } from "../db/schema/index.ts";

const TOKEN_KEY = "token-signing-key";

/**
 * The token signing key: JWT_SECRET when set, otherwise one generated on first start and kept in the
 * database, so every instance and every restart signs with the same key. Another key (`key`, e.g. the
 * embedded dashboards' one) is kept the same way under its own name.
 */
export const resolveSigningKey = async (
  db: Db,
  configured: string | undefined,
  key: string = TOKEN_KEY,
): Promise<string> => {
  if (configured) return configured;
  await db
    .insert(systemSettings)
    .values({ key, value: randomBytes(48).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, key));
  if (!row) throw new Error("token signing key could not be stored");
  return row.value;
};
