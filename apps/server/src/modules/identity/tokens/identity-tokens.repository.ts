import { and, eq, isNull } from "drizzle-orm";
import type { IdentityTokenKindValue } from "@fieldstead/domain";
import type { Db } from "../../../db/client.ts";
import { identityTokens } from "../../../db/schema/index.ts";

export type IdentityTokenRow = {
  id: string;
  kind: IdentityTokenKindValue;
  orgId: number;
  employeeId: number;
  expiresAt: Date;
  usedAt: Date | null;
};

const columns = {
  id: identityTokens.id,
  kind: identityTokens.kind,
  orgId: identityTokens.orgId,
  employeeId: identityTokens.employeeId,
  expiresAt: identityTokens.expiresAt,
  usedAt: identityTokens.usedAt,
};

/** Retires every unused link of this kind of the person, then keeps the new one: only the latest works. */
export const replaceIdentityToken = async (
  db: Db,
  row: {
    kind: IdentityTokenKindValue;
    orgId: number;
    employeeId: number;
    tokenHash: string;
    expiresAt: Date;
    createdBy: number | null;
  },
  now: Date,
): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx
      .update(identityTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(identityTokens.employeeId, row.employeeId),
          eq(identityTokens.kind, row.kind),
          isNull(identityTokens.usedAt),
        ),
      );
    await tx.insert(identityTokens).values({ ...row, createdAt: now });
  });
};

export const findIdentityToken = async (
  db: Db,
  kind: IdentityTokenKindValue,
  tokenHash: string,
): Promise<IdentityTokenRow | undefined> =>
  (
    await db
      .select(columns)
      .from(identityTokens)
      .where(and(eq(identityTokens.kind, kind), eq(identityTokens.tokenHash, tokenHash)))
      .limit(1)
  )[0];

/** Marks the link used; false when it was used already (a race lost to another request). */
export const useIdentityToken = async (db: Db, id: string, now: Date): Promise<boolean> => {
  const rows = await db
    .update(identityTokens)
    .set({ usedAt: now })
    .where(and(eq(identityTokens.id, id), isNull(identityTokens.usedAt)))
    .returning({ id: identityTokens.id });
  return rows.length === 1;
};
