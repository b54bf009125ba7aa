import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { BillingRuleSource, ReconDifferenceState } from "@fieldstead/domain";
import type { Tx } from "../../../db/client.ts";
import { idIn } from "../../../lib/sql-lists.ts";
import {
  assetCategories,
  billingClients,
  billingRules,
  chargeCodes,
  chargeProfileLines,
  invoices,
  locations,
  reconDifferences,
} from "../../../db/schema/index.ts";

/**
 * The accepted differences of these clients no invoice has carried yet, locked, so that two invoicing runs
 * cannot both take one.
 */
export const lockAcceptedDifferences = (tx: Tx, orgId: number, clientIds: readonly number[]) =>
  tx
    .select({
      id: reconDifferences.id,
      clientId: reconDifferences.clientId,
      categoryId: reconDifferences.categoryId,
      categoryName: assetCategories.name,
      siteName: locations.name,
      billed: reconDifferences.billedQuantity,
      found: reconDifferences.foundQuantity,
    })
    .from(reconDifferences)
    .leftJoin(assetCategories, eq(assetCategories.id, reconDifferences.categoryId))
    .leftJoin(locations, eq(locations.id, reconDifferences.locationId))
    .where(
      and(
        eq(reconDifferences.orgId, orgId),
        idIn(reconDifferences.clientId, clientIds),
        eq(reconDifferences.stateId, ReconDifferenceState.Accepted),
        isNull(reconDifferences.appliedInvoiceId),
      ),
    )
    .orderBy(
      asc(sql`lower(${locations.name})`),
      asc(sql`lower(${assetCategories.name})`),
      asc(reconDifferences.id),
    )
    .for("update", { of: reconDifferences });

/** The periods of the organisation's invoices among these. */
export const invoicePeriods = (tx: Tx, orgId: number, invoiceIds: readonly number[]) =>
  tx
    .select({ id: invoices.id, clientId: invoices.clientId, period: invoices.period })
    .from(invoices)
    .where(and(eq(invoices.orgId, orgId), idIn(invoices.id, invoiceIds)));

/**
 * The active asset rules that may bill these clients (their own, and those for every client) with their charge
 * codes' rates, tax rates and days in force; and whether each client is active (a rule for every client bills
 * only active ones).
 */
export const assetRulesFor = (tx: Tx, orgId: number, clientIds: readonly number[]) =>
  tx
    .select({
      ruleId: billingRules.id,
      clientId: billingRules.clientId,
      categoryId: billingRules.categoryId,
      chargeCodeId: chargeCodes.id,
      code: chargeCodes.code,
      rate: chargeCodes.rate,
      taxRateMilli: chargeCodes.taxRateMilli,
      effectiveFrom: chargeCodes.effectiveFrom,
      effectiveTo: chargeCodes.effectiveTo,
    })
    .from(billingRules)
    .innerJoin(chargeCodes, and(eq(chargeCodes.id, billingRules.chargeCodeId), eq(chargeCodes.orgId, orgId)))
    .where(
      and(
        eq(billingRules.orgId, orgId),
        eq(billingRules.isActive, true),
        eq(billingRules.sourceId, BillingRuleSource.ActiveAssets),
        sql`(${billingRules.clientId} is null or ${idIn(billingRules.clientId, clientIds)})`,
      ),
    )
    .orderBy(asc(billingRules.id));

export const activeClientIds = async (
  tx: Tx,
  orgId: number,
  clientIds: readonly number[],
): Promise<Set<number>> => {
  const rows = await tx
    .select({ id: billingClients.id })
    .from(billingClients)
    .where(
      and(
        eq(billingClients.orgId, orgId),
        idIn(billingClients.id, clientIds),
        eq(billingClients.isActive, true),
      ),
    );
  return new Set(rows.map((r) => r.id));
};

/** The charge-profile lines of these clients: negotiated rates and discounts, with their days in force. */
export const profileLinesFor = (tx: Tx, orgId: number, clientIds: readonly number[]) =>
  tx
    .select({
      clientId: chargeProfileLines.clientId,
      chargeCodeId: chargeProfileLines.chargeCodeId,
      rate: chargeProfileLines.rate,
      discountBp: chargeProfileLines.discountBp,
      effectiveFrom: chargeProfileLines.effectiveFrom,
      effectiveTo: chargeProfileLines.effectiveTo,
    })
    .from(chargeProfileLines)
    .where(and(eq(chargeProfileLines.orgId, orgId), idIn(chargeProfileLines.clientId, clientIds)));

/** Marks differences as carried by an invoice. */
export const markDifferencesApplied = async (
  tx: Tx,
  orgId: number,
  invoiceId: number,
  differenceIds: readonly number[],
): Promise<void> => {
  if (differenceIds.length === 0) return;
  await tx
    .update(reconDifferences)
    .set({ appliedInvoiceId: invoiceId })
    .where(and(eq(reconDifferences.orgId, orgId), idIn(reconDifferences.id, differenceIds)));
};

/**
 * Makes the differences a batch's invoices carry available again (before the batch's lines are computed anew):
 * the next take gives them to the batch's invoices again, or leaves them for a later one.
 */
export const releaseBatchDifferences = async (tx: Tx, orgId: number, batchId: number): Promise<void> => {
  await tx.execute(sql`
    update recon_differences d set applied_invoice_id = null from invoices i
    where d.org_id = ${orgId} and i.org_id = ${orgId} and i.batch_id = ${batchId} and d.applied_invoice_id = i.id`);
};
