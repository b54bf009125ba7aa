import { and, count, eq, ne, sql } from "drizzle-orm";
import {
  CHARGE_UNIT_NAMES,
  formatTaxRate,
  type ChargeCodeListRow,
  type ChargeUnitId,
  type ListQuery,
  type ListReply,
} from "@fieldstead/domain";
import type { Db, Tx } from "../../../db/client.ts";
import { chargeCodes } from "../../../db/schema/index.ts";
import { planList } from "../../../lib/list-query.ts";
import { runListQuery } from "../../../lib/list-query.repository.ts";
import { lowerIn } from "../../../lib/sql-lists.ts";
import { chargeCodeListOn, isRetiredSql } from "./charge-code-list.definition.ts";

const RECORD = {
  id: chargeCodes.id,
  code: chargeCodes.code,
  description: chargeCodes.description,
  unitId: chargeCodes.unitId,
  rate: sql<string>`${chargeCodes.rate}::text`,
  taxRateMilli: chargeCodes.taxRateMilli,
  effectiveFrom: sql<string>`${chargeCodes.effectiveFrom}::text`,
  effectiveTo: sql<string | null>`${chargeCodes.effectiveTo}::text`,
};

/** A charge code as its row holds it: amounts as text with two decimals, days as YYYY-MM-DD. */
export type ChargeCodeRecord = {
  id: number;
  code: string;
  description: string;
  unitId: ChargeUnitId;
  rate: string;
  taxRateMilli: number;
  effectiveFrom: string;
  effectiveTo: string | null;
};

/** The charge-code columns a form or an import writes. */
export type ChargeCodeColumns = Omit<ChargeCodeRecord, "id">;

type ListRaw = ChargeCodeRecord & { isRetired: boolean; updatedAt: Date };

const toRow = (r: ListRaw): ChargeCodeListRow => ({
  Id: r.id,
  Code: r.code,
  Description: r.description,
  UnitId: r.unitId,
  UnitName: CHARGE_UNIT_NAMES[r.unitId] ?? `Unit ${r.unitId}`,
  Rate: r.rate,
  TaxRate: formatTaxRate(r.taxRateMilli),
  EffectiveFrom: r.effectiveFrom,
  EffectiveTo: r.effectiveTo,
  IsRetired: r.isRetired,
  UpdatedAt: r.updatedAt.toISOString(),
});

/** One page of the organisation's catalogue, retired codes told by `today`. */
export const listChargeCodes = (
  db: Db,
  orgId: number,
  query: ListQuery,
  today: string,
): Promise<ListReply<ChargeCodeListRow>> => {
  const plan = planList(chargeCodeListOn(today), query, { orgId });
  return runListQuery(
    plan,
    {
      page: db
        .select({
          ...RECORD,
          isRetired: isRetiredSql(today),
          updatedAt: chargeCodes.updatedAt,
          ...plan.cursorSelection,
        })
        .from(chargeCodes)
        .$dynamic(),
      count: db.select({ n: count() }).from(chargeCodes).$dynamic(),
    },
    toRow,
  );
};

/** One charge code of the organisation, or null; locked until the transaction ends when asked. */
export const readChargeCode = async (
  db: Db | Tx,
  orgId: number,
  id: number,
  { lock = false } = {},
): Promise<ChargeCodeRecord | null> => {
  const query = db
    .select(RECORD)
    .from(chargeCodes)
    .where(and(eq(chargeCodes.orgId, orgId), eq(chargeCodes.id, id)));
  const [row] = await (lock ? query.for("update", { of: chargeCodes }) : query);
  return row ?? null;
};

/** Whether another code of the organisation is spelled so, whatever its case. */
export const isChargeCodeTaken = async (
  tx: Tx,
  orgId: number,
  code: string,
  exceptId: number | null,
): Promise<boolean> => {
  const [row] = await tx
    .select({ id: chargeCodes.id })
    .from(chargeCodes)
    .where(
      and(
        eq(chargeCodes.orgId, orgId),
        sql`lower(${chargeCodes.code}) = lower(${code})`,
        exceptId === null ? undefined : ne(chargeCodes.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
};

/** Which of these codes the organisation's catalogue has already, lower-cased. */
export const takenChargeCodes = async (
  db: Db | Tx,
  orgId: number,
  codes: readonly string[],
): Promise<string[]> => {
  if (codes.length === 0) return [];
  const rows = await db
    .select({ key: sql<string>`lower(${chargeCodes.code})` })
    .from(chargeCodes)
    .where(and(eq(chargeCodes.orgId, orgId), lowerIn(chargeCodes.code, codes)));
  return rows.map((r) => r.key);
};

type Who = { orgId: number; employeeId: number; at: Date };

/** Writes codes in one statement; answers each one's id, in the order given. */
export const insertChargeCodes = async (
  tx: Tx,
  who: Who,
  rows: readonly ChargeCodeColumns[],
): Promise<number[]> => {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(chargeCodes)
    .values(
      rows.map((row) => ({
        ...row,
        orgId: who.orgId,
        createdById: who.employeeId,
        updatedById: who.employeeId,
        createdAt: who.at,
        updatedAt: who.at,
      })),
    )
    .returning({ id: chargeCodes.id, code: chargeCodes.code });
  const ids = new Map(inserted.map((r) => [r.code, r.id]));
  return rows.map((row) => ids.get(row.code)!);
};

export const updateChargeCode = async (
  tx: Tx,
  who: Who,
  id: number,
  columns: Partial<ChargeCodeColumns>,
): Promise<void> => {
  await tx
    .update(chargeCodes)
    .set({ ...columns, updatedById: who.employeeId, updatedAt: who.at })
    .where(and(eq(chargeCodes.orgId, who.orgId), eq(chargeCodes.id, id)));
};
