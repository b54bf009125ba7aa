import {
  InvoiceLineKind,
  lineAmounts,
  parseMoneyToCents,
  type InvoiceLineKindId,
  type LineAmounts,
} from "@fieldstead/domain";
import type { ChargeRule, PricedCode, ProfileTerms } from "./charge-prices.repository.ts";
import type { ClientRent } from "./charge-rents.repository.ts";

/** One invoice line before it is stored: what it bills, and its amounts in cents. */
export type DraftLine = {
  kindId: InvoiceLineKindId;
  chargeCodeId: number | null;
  chargeCode: string | null;
  ruleId: number | null;
  leaseId: number | null;
  description: string;
  quantityHundredths: number;
  unitCents: number;
  discountBp: number;
  taxRateMilli: number;
  amounts: LineAmounts;
  /** How many of the client's sites the quantity came from. */
  siteCount: number;
};

/** Cents of an amount the database wrote (numeric as text, never negative here). */
export const centsOf = (text: string): number => {
  const cents = parseMoneyToCents(text);
  if (cents === null) throw new RangeError(`Not an amount: ${text}`);
  return cents;
};

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** Hundredths of a quantity the database wrote ("123.45" → 12345); digits past the second are dropped. */
export const hundredthsOf = (text: string): number => {
  const match = DECIMAL.exec(text.trim());
  if (!match) throw new RangeError(`Not a quantity: ${text}`);
  return Number(match[1]) * 100 + Number((match[2] ?? "").slice(0, 2).padEnd(2, "0"));
};

/** Whether a charge code is in force for some of the month. */
export const isCodeInForce = (code: PricedCode, month: { first: string; last: string }): boolean =>
  code.effectiveFrom <= month.last && (code.effectiveTo === null || code.effectiveTo >= month.first);

/**
 * A rule's line for one client: nothing for a quantity of 0 or a code not in force in the month; otherwise the
 * client's profile rate (the code's list rate when the profile gives none or the client has no profile line),
 * the profile's discount (none without one) and the code's tax rate.
 */
export const ruleLine = (input: {
  rule: ChargeRule;
  code: PricedCode | undefined;
  terms: ProfileTerms | undefined;
  quantityHundredths: number;
  siteCount: number;
  month: { first: string; last: string };
}): DraftLine | null => {
  const { rule, code, terms, quantityHundredths, month } = input;
  if (quantityHundredths <= 0 || !code || !isCodeInForce(code, month)) return null;
  const unitCents = centsOf(terms?.rate ?? code.rate);
  const discountBp = terms?.discountBp ?? 0;
  return {
    kindId: InvoiceLineKind.Charge,
    chargeCodeId: code.id,
    chargeCode: code.code,
    ruleId: rule.ruleId,
    leaseId: null,
    description: `${code.description} (${rule.name})`,
    quantityHundredths,
    unitCents,
    discountBp,
    taxRateMilli: code.taxRateMilli,
    amounts: lineAmounts({ unitCents, quantityHundredths, discountBp, taxRateMilli: code.taxRateMilli }),
    siteCount: input.siteCount,
  };
};

/** A bill of a lease's schedule: one rent, untaxed and undiscounted. */
export const rentLine = (rent: ClientRent): DraftLine => {
  const unitCents = centsOf(rent.amount);
  return {
    kindId: InvoiceLineKind.LeaseRent,
    chargeCodeId: null,
    chargeCode: null,
    ruleId: null,
    leaseId: rent.leaseId,
    description: `Rent ${rent.leaseNumber} ${rent.periodStart}–${rent.periodEnd}`,
    quantityHundredths: 100,
    unitCents,
    discountBp: 0,
    taxRateMilli: 0,
    amounts: lineAmounts({ unitCents, quantityHundredths: 100, discountBp: 0, taxRateMilli: 0 }),
    siteCount: 1,
  };
};

export const ARREARS_DESCRIPTION = "Arrears from earlier periods";

/** The arrears carried onto an invoice: shown as a line, never part of the invoice's total. */
export const arrearsLine = (cents: number): DraftLine => ({
  kindId: InvoiceLineKind.Arrears,
  chargeCodeId: null,
  chargeCode: null,
  ruleId: null,
  leaseId: null,
  description: ARREARS_DESCRIPTION,
  quantityHundredths: 100,
  unitCents: cents,
  discountBp: 0,
  taxRateMilli: 0,
  amounts: { netCents: cents, discountCents: 0, taxCents: 0, totalCents: cents },
  siteCount: 0,
});
