import { and, count, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { authenticatorApps, recoveryCodes } from "../../../db/schema/index.ts";

export type AuthenticatorRow = { secretEncrypted: string; confirmedAt: Date | null };

export const findAuthenticator = async (
  db: Db,
  orgId: number,
  employeeId: number,
): Promise<AuthenticatorRow | undefined> =>
  (
    await db
      .select({
        secretEncrypted: authenticatorApps.secretEncrypted,
        confirmedAt: authenticatorApps.confirmedAt,
      })
      .from(authenticatorApps)
      .where(and(eq(authenticatorApps.orgId, orgId), eq(authenticatorApps.employeeId, employeeId)))
      .limit(1)
  )[0];

export const hasConfirmedAuthenticator = async (db: Db, orgId: number, employeeId: number) =>
  (
    await db
      .select({ employeeId: authenticatorApps.employeeId })
      .from(authenticatorApps)
      .where(
        and(
          eq(authenticatorApps.orgId, orgId),
          eq(authenticatorApps.employeeId, employeeId),
          isNotNull(authenticatorApps.confirmedAt),
        ),
      )
      .limit(1)
  ).length > 0;

/** A new secret being set up; replaces an earlier set-up that was never confirmed. */
export const saveUnconfirmedAuthenticator = async (
  db: Db,
  row: { orgId: number; employeeId: number; secretEncrypted: string; createdAt: Date },
): Promise<void> => {
  await db
    .insert(authenticatorApps)
    .values({ ...row, confirmedAt: null })
    .onConflictDoUpdate({
      target: authenticatorApps.employeeId,
      set: { secretEncrypted: row.secretEncrypted, createdAt: row.createdAt, confirmedAt: null },
      setWhere: isNull(authenticatorApps.confirmedAt),
    });
};

/** Confirms the app being set up and replaces the person's recovery codes, in one transaction. */
export const confirmAuthenticator = async (
  db: Db,
  where: { orgId: number; employeeId: number },
  at: Date,
  recoveryCodeHashes: readonly string[],
): Promise<boolean> =>
  db.transaction(async (tx) => {
    const rows = await tx
      .update(authenticatorApps)
      .set({ confirmedAt: at })
      .where(
        and(
          eq(authenticatorApps.orgId, where.orgId),
          eq(authenticatorApps.employeeId, where.employeeId),
          isNull(authenticatorApps.confirmedAt),
        ),
      )
      .returning({ employeeId: authenticatorApps.employeeId });
    if (rows.length !== 1) return false;
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.employeeId, where.employeeId));
    await tx
      .insert(recoveryCodes)
      .values(recoveryCodeHashes.map((codeHash) => ({ employeeId: where.employeeId, codeHash })));
    return true;
  });

/** Removes the person's app and its recovery codes; false when they had none. */
export const deleteAuthenticator = async (db: Db, orgId: number, employeeId: number): Promise<boolean> =>
  db.transaction(async (tx) => {
    const rows = await tx
      .delete(authenticatorApps)
      .where(and(eq(authenticatorApps.orgId, orgId), eq(authenticatorApps.employeeId, employeeId)))
      .returning({ employeeId: authenticatorApps.employeeId });
    if (rows.length === 0) return false;
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.employeeId, employeeId));
    return true;
  });

/** Uses a recovery code once: false when it is not one of the person's, or was used already. */
export const useRecoveryCode = async (
  db: Db,
  employeeId: number,
  codeHash: string,
  at: Date,
): Promise<boolean> => {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(recoveryCodes.employeeId, employeeId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ employeeId: recoveryCodes.employeeId });
  return rows.length === 1;
};

export const countRecoveryCodesLeft = async (db: Db, employeeId: number): Promise<number> =>
  (
    await db
      .select({ left: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.employeeId, employeeId), isNull(recoveryCodes.usedAt)))
  )[0]?.left ?? 0;
