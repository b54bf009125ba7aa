import { and, asc, eq, sql } from "drizzle-orm";
import type { BillingRuleSourceId } from "@fieldstead/domain";
import type { Db, Tx } from "../../../../db/client.ts";
import { billingClients, billingRules, chargeCodes } from "../../../../db/schema/index.ts";
import { idIn } from "../../../../lib/sql-lists.ts";
import { rowsOf } from "./charge-sites.repository.ts";

/** A client as an invoice needs it. */
export type BilledClient = {
  id: number;
  name: string;
  currency: string;
  paymentTermsDays: number;
};

const CLIENT = {
  id: billingClients.id,
  name: billingClients.name,
  currency: billingClients.currency,
  paymentTermsDays: billingClients.paymentTermsDays,
};

/** The organisation's active clients (those named, when `ids` is given), by name. */
export const readActiveClients = (
  db: Db | Tx,
  orgId: number,
  ids: readonly number[] | null,
): Promise<BilledClient[]> =>
  db
    .select(CLIENT)
    .from(billingClients)
    .where(
      and(
        eq(billingClients.orgId, orgId),
        eq(billingClients.isActive, true),
        ids === null ? undefined : idIn(billingClients.id, ids),
      ),
    )
    .orderBy(asc(sql`lower(${billingClients.name})`), asc(billingClients.id));

/** Clients of the organisation by id, active or not (a batch's clients, recomputed). */
export const readClientsById = (
  db: Db | Tx,
  orgId: number,
  ids: readonly number[],
): Promise<BilledClient[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select(CLIENT)
        .from(billingClients)
        .where(and(eq(billingClients.orgId, orgId), idIn(billingClients.id, ids)))
        .orderBy(asc(sql`lower(${billingClients.name})`), asc(billingClients.id));

/** What the engine needs of a rule (saved, or one being previewed with a null id). */
export type ChargeRule = {
  ruleId: number | null;
  name: string;
  clientId: number | null;
  sourceId: BillingRuleSourceId;
  categoryId: number | null;
  workOrderTypeId: number | null;
  chargeCodeId: number;
};

/** The organisation's active rules, in the order they were made (the order of their invoice lines). */
export const readActiveRules = (db: Db | Tx, orgId: number): Promise<ChargeRule[]> =>
  db
    .select({
      ruleId: billingRules.id,
      name: billingRules.name,
      clientId: billingRules.clientId,
      sourceId: billingRules.sourceId,
      categoryId: billingRules.categoryId,
      workOrderTypeId: billingRules.workOrderTypeId,
      chargeCodeId: billingRules.chargeCodeId,
    })
    .from(billingRules)
    .where(and(eq(billingRules.orgId, orgId), eq(billingRules.isActive, true)))
    .orderBy(asc(billingRules.id));

export type PricedCode = {
  id: number;
  code: string;
  description: string;
  rate: string;
  taxRateMilli: number;
  effectiveFrom: string;
  effectiveTo: string | null;
};

export const readCodes = (db: Db | Tx, orgId: number, ids: readonly number[]): Promise<PricedCode[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: chargeCodes.id,
          code: chargeCodes.code,
          description: chargeCodes.description,
          rate: sql<string>`${chargeCodes.rate}::text`,
          taxRateMilli: chargeCodes.taxRateMilli,
          effectiveFrom: sql<string>`${chargeCodes.effectiveFrom}::text`,
          effectiveTo: sql<string | null>`${chargeCodes.effectiveTo}::text`,
        })
        .from(chargeCodes)
        .where(and(eq(chargeCodes.orgId, orgId), idIn(chargeCodes.id, ids)));

/** A client's profile line for a code: its negotiated rate (null bills the list rate) and discount. */
export type ProfileTerms = {
  clientId: number;
  chargeCodeId: number;
  rate: string | null;
  discountBp: number;
};

/**
 * The profile line of each client and code in force in the month (from on or before its last day, to none or
 * on or after its first); when two are, the one that started last.
 */
export const readProfileTerms = async (
  db: Db | Tx,
  scope: {
    orgId: number;
    clientIds: readonly number[];
    codeIds: readonly number[];
    first: string;
    last: string;
  },
): Promise<ProfileTerms[]> => {
  if (scope.clientIds.length === 0 || scope.codeIds.length === 0) return [];
  const rows = rowsOf<{
    client_id: number;
    charge_code_id: number;
    rate: string | null;
    discount_bp: number;
  }>(
    await db.execute(sql`
      select distinct on (client_id, charge_code_id) client_id, charge_code_id, rate::text as rate, discount_bp
      from charge_profile_lines
      where org_id = ${scope.orgId}
        and client_id = any(${sql.param([...scope.clientIds])}::int[])
        and charge_code_id = any(${sql.param([...scope.codeIds])}::int[])
        and effective_from <= ${scope.last}::date
        and (effective_to is null or effective_to >= ${scope.first}::date)
      order by client_id, charge_code_id, effective_from desc, id desc`),
  );
  return rows.map((r) => ({
    clientId: Number(r.client_id),
    chargeCodeId: Number(r.charge_code_id),
    rate: r.rate,
    discountBp: Number(r.discount_bp),
  }));
};
