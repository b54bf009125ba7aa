import { and, eq, gt, isNull, lt, lte, sql } from "drizzle-orm";
import { ONE_TIME_CODE, type SecondStepMethodValue } from "@fieldstead/domain";
import type { Db } from "../../../db/client.ts";
import { organisations, signInChallenges } from "../../../db/schema/index.ts";

export type ChallengeRow = {
  id: string;
  orgId: number;
  employeeId: number;
  method: SecondStepMethodValue;
  codeHash: string | null;
  attempts: number;
  lastSentAt: Date | null;
  expiresAt: Date;
  usedAt: Date | null;
};

const challengeColumns = {
  id: signInChallenges.id,
  orgId: signInChallenges.orgId,
  employeeId: signInChallenges.employeeId,
  method: signInChallenges.method,
  codeHash: signInChallenges.codeHash,
  attempts: signInChallenges.attempts,
  lastSentAt: signInChallenges.lastSentAt,
  expiresAt: signInChallenges.expiresAt,
  usedAt: signInChallenges.usedAt,
};

export const isSecondStepRequired = async (db: Db, orgId: number): Promise<boolean> =>
  (
    await db
      .select({ required: organisations.secondStepRequired })
      .from(organisations)
      .where(eq(organisations.id, orgId))
      .limit(1)
  )[0]?.required ?? false;

export const setSecondStepRequired = async (db: Db, orgId: number, required: boolean): Promise<void> => {
  await db.update(organisations).set({ secondStepRequired: required }).where(eq(organisations.id, orgId));
};

/**
 * A new challenge for a sign-in whose password was right. The person's earlier open challenges end: only the
 * latest sign-in's code works, so open challenges do not add up to more tries.
 */
export const insertChallenge = async (
  db: Db,
  row: Omit<ChallengeRow, "attempts" | "usedAt"> & { createdAt: Date },
): Promise<void> =>
  db.transaction(async (tx) => {
    await tx
      .update(signInChallenges)
      .set({ usedAt: row.createdAt })
      .where(and(eq(signInChallenges.employeeId, row.employeeId), isNull(signInChallenges.usedAt)));
    await tx.insert(signInChallenges).values(row);
  });

export const findChallenge = async (db: Db, id: string): Promise<ChallengeRow | undefined> =>
  (await db.select(challengeColumns).from(signInChallenges).where(eq(signInChallenges.id, id)).limit(1))[0];

/** Counts a wrong code on an open challenge; answers the attempts made so far (null: no longer open). */
export const countWrongCode = async (db: Db, id: string): Promise<number | null> => {
  const [row] = await db
    .update(signInChallenges)
    .set({ attempts: sql`${signInChallenges.attempts} + 1` })
    .where(
      and(
        eq(signInChallenges.id, id),
        isNull(signInChallenges.usedAt),
        lt(signInChallenges.attempts, ONE_TIME_CODE.maxAttempts),
      ),
    )
    .returning({ attempts: signInChallenges.attempts });
  return row?.attempts ?? null;
};

/**
 * Ends an open challenge that a right code answered; false when another request ended it first (a challenge
 * opens one session at most). `codeHash` keeps which authenticator step was used, so it cannot be used twice.
 */
export const markChallengeUsed = async (
  db: Db,
  id: string,
  at: Date,
  codeHash: string | null,
): Promise<boolean> => {
  const rows = await db
    .update(signInChallenges)
    .set({ usedAt: at, ...(codeHash ? { codeHash } : {}) })
    .where(
      and(
        eq(signInChallenges.id, id),
        isNull(signInChallenges.usedAt),
        lt(signInChallenges.attempts, ONE_TIME_CODE.maxAttempts),
        gt(signInChallenges.expiresAt, at),
      ),
    )
    .returning({ id: signInChallenges.id });
  return rows.length === 1;
};

/** A new code for an open e-mail challenge, unless one was sent within the last minute (false then). */
export const replaceChallengeCode = async (
  db: Db,
  id: string,
  change: { codeHash: string; at: Date; expiresAt: Date },
): Promise<boolean> => {
  const sentBefore = new Date(change.at.getTime() - ONE_TIME_CODE.resendIntervalMs);
  const rows = await db
    .update(signInChallenges)
    .set({ codeHash: change.codeHash, lastSentAt: change.at, expiresAt: change.expiresAt, attempts: 0 })
    .where(
      and(
        eq(signInChallenges.id, id),
        eq(signInChallenges.method, "email"),
        isNull(signInChallenges.usedAt),
        lt(signInChallenges.attempts, ONE_TIME_CODE.maxAttempts),
        lte(signInChallenges.lastSentAt, sentBefore),
      ),
    )
    .returning({ id: signInChallenges.id });
  return rows.length === 1;
};

/** Whether the person signed in with this authenticator step before (a code is good for one sign-in). */
export const isAuthenticatorStepUsed = async (
  db: Db,
  employeeId: number,
  stepHash: string,
): Promise<boolean> =>
  (
    await db
      .select({ id: signInChallenges.id })
      .from(signInChallenges)
      .where(
        and(
          eq(signInChallenges.employeeId, employeeId),
          eq(signInChallenges.method, "totp"),
          eq(signInChallenges.codeHash, stepHash),
        ),
      )
      .limit(1)
  ).length > 0;
