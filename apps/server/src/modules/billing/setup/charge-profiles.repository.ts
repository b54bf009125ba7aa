import { and, asc, eq, ne, sql } from "drizzle-orm";
import { CHARGE_UNIT_NAMES, formatDiscount, type ChargeProfileLine } from "@fieldstead/domain";
import type { Db, Tx } from "../../../db/client.ts";
import { chargeCodes, chargeProfileLines } from "../../../db/schema/index.ts";

const day = (column: typeof chargeProfileLines.effectiveFrom | typeof chargeProfileLines.effectiveTo) =>
  sql<string | null>`${column}::text`;

/** A client's profile lines, each with its code, by code then by the day it takes effect. */
export const readProfileLines = async (
  db: Db,
  orgId: number,
  clientId: number,
): Promise<ChargeProfileLine[]> => {
  const rows = await db
    .select({
      id: chargeProfileLines.id,
      chargeCodeId: chargeProfileLines.chargeCodeId,
      code: chargeCodes.code,
      description: chargeCodes.description,
      unitId: chargeCodes.unitId,
      listRate: sql<string>`${chargeCodes.rate}::text`,
      rate: sql<string | null>`${chargeProfileLines.rate}::text`,
      discountBp: chargeProfileLines.discountBp,
      effectiveFrom: day(chargeProfileLines.effectiveFrom),
      effectiveTo: day(chargeProfileLines.effectiveTo),
    })
    .from(chargeProfileLines)
    .innerJoin(chargeCodes, eq(chargeCodes.id, chargeProfileLines.chargeCodeId))
    .where(and(eq(chargeProfileLines.orgId, orgId), eq(chargeProfileLines.clientId, clientId)))
    .orderBy(
      asc(sql`lower(${chargeCodes.code})`),
      asc(chargeProfileLines.effectiveFrom),
      asc(chargeProfileLines.id),
    );
  return rows.map((r) => ({
    Id: r.id,
    ChargeCodeId: r.chargeCodeId,
    Code: r.code,
    Description: r.description,
    UnitName: CHARGE_UNIT_NAMES[r.unitId] ?? `Unit ${r.unitId}`,
    ListRate: r.listRate,
    Rate: r.rate,
    Discount: formatDiscount(r.discountBp),
    EffectiveFrom: r.effectiveFrom!,
    EffectiveTo: r.effectiveTo,
  }));
};

/** A profile line as its row holds it. */
export type ProfileLineRecord = {
  id: number;
  clientId: number;
  chargeCodeId: number;
  rate: string | null;
  discountBp: number;
  effectiveFrom: string;
  effectiveTo: string | null;
};
export type ProfileLineColumns = Omit<ProfileLineRecord, "id">;

/** One profile line of the organisation, or null. */
export const readProfileLine = async (
  db: Db | Tx,
  orgId: number,
  id: number,
): Promise<ProfileLineRecord | null> => {
  const [row] = await db
    .select({
      id: chargeProfileLines.id,
      clientId: chargeProfileLines.clientId,
      chargeCodeId: chargeProfileLines.chargeCodeId,
      rate: sql<string | null>`${chargeProfileLines.rate}::text`,
      discountBp: chargeProfileLines.discountBp,
      effectiveFrom: sql<string>`${chargeProfileLines.effectiveFrom}::text`,
      effectiveTo: day(chargeProfileLines.effectiveTo),
    })
    .from(chargeProfileLines)
    .where(and(eq(chargeProfileLines.orgId, orgId), eq(chargeProfileLines.id, id)));
  return row ?? null;
};

/**
 * The first other line of the client for the code whose days meet the range from–to (an open end runs on for
 * ever): its day of effect, or null when none does.
 */
export const overlappingLineFrom = async (
  tx: Tx,
  orgId: number,
  line: ProfileLineColumns,
  exceptId: number | null,
): Promise<string | null> => {
  const [row] = await tx
    .select({ from: sql<string>`${chargeProfileLines.effectiveFrom}::text` })
    .from(chargeProfileLines)
    .where(
      and(
        eq(chargeProfileLines.orgId, orgId),
        eq(chargeProfileLines.clientId, line.clientId),
        eq(chargeProfileLines.chargeCodeId, line.chargeCodeId),
        exceptId === null ? undefined : ne(chargeProfileLines.id, exceptId),
        line.effectiveTo === null
          ? undefined
          : sql`${chargeProfileLines.effectiveFrom} <= ${line.effectiveTo}::date`,
        sql`(${chargeProfileLines.effectiveTo} is null or ${chargeProfileLines.effectiveTo} >= ${line.effectiveFrom}::date)`,
      ),
    )
    .orderBy(asc(chargeProfileLines.effectiveFrom))
    .limit(1);
  return row?.from ?? null;
};

export const insertProfileLine = async (
  tx: Tx,
  orgId: number,
  columns: ProfileLineColumns,
  at: Date,
): Promise<number> => {
  const [row] = await tx
    .insert(chargeProfileLines)
    .values({ ...columns, orgId, updatedAt: at })
    .returning({ id: chargeProfileLines.id });
  return row!.id;
};

export const updateProfileLine = async (
  tx: Tx,
  orgId: number,
  id: number,
  columns: ProfileLineColumns,
  at: Date,
): Promise<void> => {
  await tx
    .update(chargeProfileLines)
    .set({ ...columns, updatedAt: at })
    .where(and(eq(chargeProfileLines.orgId, orgId), eq(chargeProfileLines.id, id)));
};

export const deleteProfileLine = async (tx: Tx, orgId: number, id: number): Promise<void> => {
  await tx
    .delete(chargeProfileLines)
    .where(and(eq(chargeProfileLines.orgId, orgId), eq(chargeProfileLines.id, id)));
};
