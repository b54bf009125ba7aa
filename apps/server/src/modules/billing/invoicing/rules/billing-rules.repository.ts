import { and, asc, eq, sql } from "drizzle-orm";
import type { BillingRuleSourceId, WorkOrderTypeId } from "@fieldstead/domain";
import type { Db, Tx } from "../../../../db/client.ts";
import { assetCategories, billingClients, billingRules, chargeCodes } from "../../../../db/schema/index.ts";
import { rowsOf } from "../charges/charge-sites.repository.ts";

/** A rule as stored, with the names of what it points at. */
export type RuleRecord = {
  id: number;
  name: string;
  clientId: number | null;
  clientName: string | null;
  sourceId: BillingRuleSourceId;
  categoryId: number | null;
  categoryName: string | null;
  workOrderTypeId: WorkOrderTypeId | null;
  chargeCodeId: number;
  chargeCode: string;
  isActive: boolean;
  updatedAt: Date;
};

const RULE = {
  id: billingRules.id,
  name: billingRules.name,
  clientId: billingRules.clientId,
  clientName: billingClients.name,
  sourceId: billingRules.sourceId,
  categoryId: billingRules.categoryId,
  categoryName: assetCategories.name,
  workOrderTypeId: billingRules.workOrderTypeId,
  chargeCodeId: billingRules.chargeCodeId,
  chargeCode: chargeCodes.code,
  isActive: billingRules.isActive,
  updatedAt: billingRules.updatedAt,
};

const selectRules = (db: Db | Tx) =>
  db
    .select(RULE)
    .from(billingRules)
    .innerJoin(chargeCodes, eq(chargeCodes.id, billingRules.chargeCodeId))
    .leftJoin(billingClients, eq(billingClients.id, billingRules.clientId))
    .leftJoin(assetCategories, eq(assetCategories.id, billingRules.categoryId));

/** The organisation's rules, in the order they were made. */
export const listRules = (db: Db | Tx, orgId: number): Promise<RuleRecord[]> =>
  selectRules(db).where(eq(billingRules.orgId, orgId)).orderBy(asc(billingRules.id));

export const readRule = async (db: Db | Tx, orgId: number, id: number): Promise<RuleRecord | null> =>
  (await selectRules(db).where(and(eq(billingRules.orgId, orgId), eq(billingRules.id, id))))[0] ?? null;

/** The names of a rule's client, category and charge code when each is the organisation's (null when not). */
export type RuleReferences = { client: string | null; category: string | null; chargeCode: string | null };

export const readRuleReferences = async (
  db: Db | Tx,
  orgId: number,
  ids: { clientId: number | null; categoryId: number | null; chargeCodeId: number },
): Promise<RuleReferences> => {
  const nameOf = async (found: Promise<{ name: string }[]>) => (await found)[0]?.name ?? null;
  const [client, category, chargeCode] = await Promise.all([
    ids.clientId === null
      ? null
      : nameOf(
          db
            .select({ name: billingClients.name })
            .from(billingClients)
            .where(and(eq(billingClients.orgId, orgId), eq(billingClients.id, ids.clientId))),
        ),
    ids.categoryId === null
      ? null
      : nameOf(
          db
            .select({ name: assetCategories.name })
            .from(assetCategories)
            .where(and(eq(assetCategories.orgId, orgId), eq(assetCategories.id, ids.categoryId))),
        ),
    nameOf(
      db
        .select({ name: chargeCodes.code })
        .from(chargeCodes)
        .where(and(eq(chargeCodes.orgId, orgId), eq(chargeCodes.id, ids.chargeCodeId))),
    ),
  ]);
  return { client, category, chargeCode };
};

export type RuleColumns = {
  name: string;
  clientId: number | null;
  sourceId: BillingRuleSourceId;
  categoryId: number | null;
  workOrderTypeId: WorkOrderTypeId | null;
  chargeCodeId: number;
  isActive: boolean;
};

export const insertRule = async (tx: Tx, orgId: number, columns: RuleColumns, at: Date): Promise<number> => {
  const [row] = await tx
    .insert(billingRules)
    .values({ orgId, ...columns, createdAt: at, updatedAt: at })
    .returning({ id: billingRules.id });
  return row!.id;
};

export const updateRule = async (tx: Tx, orgId: number, id: number, columns: RuleColumns, at: Date) => {
  await tx
    .update(billingRules)
    .set({ ...columns, updatedAt: at })
    .where(and(eq(billingRules.orgId, orgId), eq(billingRules.id, id)));
};

/** Deletes a rule; answers whether there was one (its invoice lines keep their text, losing the link). */
export const deleteRuleRow = async (tx: Tx, orgId: number, id: number): Promise<boolean> =>
  (
    await tx
      .delete(billingRules)
      .where(and(eq(billingRules.orgId, orgId), eq(billingRules.id, id)))
      .returning({ id: billingRules.id })
  ).length > 0;

/** Locks a rule for an edit, so two edits of one rule write their history one after the other. */
export const lockRule = async (tx: Tx, orgId: number, id: number): Promise<boolean> =>
  rowsOf(
    await tx.execute(sql`select id from billing_rules where org_id = ${orgId} and id = ${id} for update`),
  ).length > 0;
