import {
  adjustmentDescription,
  InvoiceLineKind,
  lineAmounts,
  parseMoneyToCents,
  periodDays,
} from "@fieldstead/domain";
import type { Tx } from "../../../db/client.ts";
import type { DraftLine } from "../invoicing/charges/charges.service.ts";
import {
  activeClientIds,
  assetRulesFor,
  invoicePeriods,
  lockAcceptedDifferences,
  markDifferencesApplied,
  profileLinesFor,
} from "./recon-adjustments.repository.ts";

export type ReconAdjustmentLine = {
  /** The accepted difference the line carries. */
  differenceId: number;
  /** The line as the invoicing engine writes it (insertLines), its amounts in cents. */
  draft: DraftLine;
};

type Dated = { effectiveFrom: string; effectiveTo: string | null };
type Month = { first: string; last: string };
/** In force on some day of the month first…last. */
const inForce = (row: Dated, first: string, last: string) =>
  row.effectiveFrom <= last && (row.effectiveTo === null || row.effectiveTo >= first);

type Rule = Awaited<ReturnType<typeof assetRulesFor>>[number];
type ProfileLine = Awaited<ReturnType<typeof profileLinesFor>>[number];

/** The rule that bills a client's category: its own before one for every (active) client, the oldest first. */
const ruleFor = (
  rules: readonly Rule[],
  clientId: number,
  categoryId: number,
  isActive: boolean,
  month: Month,
) =>
  rules.find(
    (r) => r.categoryId === categoryId && r.clientId === clientId && inForce(r, month.first, month.last),
  ) ??
  (isActive
    ? rules.find(
        (r) => r.categoryId === categoryId && r.clientId === null && inForce(r, month.first, month.last),
      )
    : undefined);

/** The client's profile line for a code in force in the month, the latest to take effect. */
const profileFor = (lines: readonly ProfileLine[], clientId: number, chargeCodeId: number, month: Month) =>
  lines
    .filter(
      (l) =>
        l.clientId === clientId && l.chargeCodeId === chargeCodeId && inForce(l, month.first, month.last),
    )
    .sort((a, b) => b.effectiveFrom.localeCompare(a.effectiveFrom))[0];

const cents = (money: string): number => {
  const value = parseMoneyToCents(money);
  if (value === null) throw new RangeError(`Not an amount: ${money}`);
  return value;
};

/**
 * The adjustment lines of the accepted differences of these clients, for the invoices being generated: one line a
 * difference, of found − billed units (fewer found than billed is a credit) at the rate the client's asset rule
 * bills the category in the invoice's month — the rule's charge code at the client's profile rate and discount
 * when its profile has the code, else the list rate — with the code's tax rate, each amount rounded by
 * lineAmounts. The differences taken are marked with their invoice in the same transaction, so no difference
 * adjusts two invoices. A difference whose category no rule of the client bills (or a client without an invoice
 * here) makes no line and waits for a later invoice.
 */
export const takeAcceptedAdjustments = async (
  tx: Tx,
  orgId: number,
  clientIds: readonly number[],
  invoiceIdByClient: ReadonlyMap<number, number> | Readonly<Record<number, number>>,
): Promise<Map<number, ReconAdjustmentLine[]>> => {
  const result = new Map<number, ReconAdjustmentLine[]>();
  const invoiceOf = (clientId: number): number | undefined =>
    invoiceIdByClient instanceof Map
      ? invoiceIdByClient.get(clientId)
      : (invoiceIdByClient as Record<number, number>)[clientId];
  const ids = clientIds.filter((id) => invoiceOf(id) !== undefined);
  if (ids.length === 0) return result;
  const differences = await lockAcceptedDifferences(tx, orgId, ids);
  if (differences.length === 0) return result;
  const invoices = await invoicePeriods(
    tx,
    orgId,
    ids.map((id) => invoiceOf(id)!),
  );
  const rules = await assetRulesFor(tx, orgId, ids);
  const profiles = await profileLinesFor(tx, orgId, ids);
  const active = await activeClientIds(tx, orgId, ids);
  const applied = new Map<number, number[]>();

  for (const d of differences) {
    const invoice = invoices.find((i) => i.id === invoiceOf(d.clientId) && i.clientId === d.clientId);
    if (!invoice || d.categoryId === null) continue;
    const month = periodDays(invoice.period);
    const rule = ruleFor(rules, d.clientId, d.categoryId, active.has(d.clientId), month);
    if (!rule) continue;
    const profile = profileFor(profiles, d.clientId, rule.chargeCodeId, month);
    const unitCents = cents(profile?.rate ?? rule.rate);
    const quantity = d.found - d.billed;
    const discountBp = profile?.discountBp ?? 0;
    const amounts = lineAmounts({
      unitCents,
      quantityHundredths: quantity * 100,
      discountBp,
      taxRateMilli: rule.taxRateMilli,
    });
    const description = adjustmentDescription({
      category: d.categoryName ?? "—",
      site: d.siteName ?? "—",
      found: d.found,
      billed: d.billed,
    });
    const line: ReconAdjustmentLine = {
      differenceId: d.id,
      draft: {
        kindId: InvoiceLineKind.Adjustment,
        chargeCodeId: rule.chargeCodeId,
        chargeCode: rule.code,
        ruleId: rule.ruleId,
        leaseId: null,
        description,
        quantityHundredths: quantity * 100,
        unitCents,
        discountBp,
        taxRateMilli: rule.taxRateMilli,
        amounts,
        siteCount: 1,
      },
    };
    result.set(d.clientId, [...(result.get(d.clientId) ?? []), line]);
    applied.set(invoice.id, [...(applied.get(invoice.id) ?? []), d.id]);
  }
  for (const [invoiceId, differenceIds] of applied)
    await markDifferencesApplied(tx, orgId, invoiceId, differenceIds);
  return result;
};
