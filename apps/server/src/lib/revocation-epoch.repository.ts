import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { revocationEpoch } from "../db/schema/index.ts";

const EPOCH_ROW = 1;

/** The epoch's value; 0 until the first change moves it. */
export const readEpoch = async (db: Db): Promise<number> => {
  const [row] = await db
    .select({ value: revocationEpoch.value })
    .from(revocationEpoch)
    .where(eq(revocationEpoch.id, EPOCH_ROW));
  return row?.value ?? 0;
};

/** Moves the epoch on by one and answers its new value (inside the caller's transaction). */
export const advanceEpoch = async (db: Db): Promise<number> => {
  const [row] = await db
    .insert(revocationEpoch)
    .values({ id: EPOCH_ROW, value: 1 })
    .onConflictDoUpdate({
      target: revocationEpoch.id,
      set: { value: sql`${revocationEpoch.value} + 1` },
    })
    .returning({ value: revocationEpoch.value });
  if (!row) throw new Error("the revocation epoch could not be moved");
  return row.value;
};
