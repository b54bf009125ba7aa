/**
 * Money of invoices. Amounts are whole cents, quantities hundredths (2.5 m² is 250), discounts basis points
 * (12.5 % is 1250) and tax rates thousandths of a percent (8.875 % is 8875), all integers, so every figure is
 * exact. The rounding rule: each line's net, discount and tax are rounded on their own to the cent, half away
 * from zero; an invoice's totals are the sums of its lines, never recomputed from the totals.
 */

/** The most a tax rate may be: 100 %. */
export const TAX_RATE_MAX_MILLI = 100_000;
/** The most a discount may be: 100 %. */
export const DISCOUNT_MAX_BP = 10_000;

/** numerator / denominator rounded to the nearest whole, halves away from zero; exact for any safe integers. */
export const divideRounded = (numerator: bigint, denominator: bigint): bigint => {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const rounded = (n * 2n + d) / (2n * d);
  return negative ? -rounded : rounded;
};

const toSafe = (value: bigint): number => {
  const result = Number(value);
  if (!Number.isSafeInteger(result)) throw new RangeError(`Amount out of range: ${value}`);
  return result;
};

export type LineInput = {
  /** The price of one unit, in cents. */
  unitCents: number;
  /** How many units, in hundredths. */
  quantityHundredths: number;
  /** The discount off the net, in basis points (0 for none). */
  discountBp: number;
  /** The tax rate in force, in thousandths of a percent. */
  taxRateMilli: number;
};

export type LineAmounts = {
  netCents: number;
  discountCents: number;
  taxCents: number;
  /** net − discount + tax */
  totalCents: number;
};

/** The amounts of one invoice line, each rounded to the cent by the rule above. */
export const lineAmounts = ({
  unitCents,
  quantityHundredths,
  discountBp,
  taxRateMilli,
}: LineInput): LineAmounts => {
  const net = divideRounded(BigInt(unitCents) * BigInt(quantityHundredths), 100n);
  const discount = divideRounded(net * BigInt(discountBp), 10_000n);
  const tax = divideRounded((net - discount) * BigInt(taxRateMilli), 100_000n);
  return {
    netCents: toSafe(net),
    discountCents: toSafe(discount),
    taxCents: toSafe(tax),
    totalCents: toSafe(net - discount + tax),
  };
};

export type InvoiceTotals = LineAmounts;

/** An invoice's totals: the sums of its lines' rounded amounts. */
export const invoiceTotals = (lines: readonly LineAmounts[]): InvoiceTotals => {
  const sum = (pick: (line: LineAmounts) => number) =>
    toSafe(lines.reduce((s, l) => s + BigInt(pick(l)), 0n));
  return {
    netCents: sum((l) => l.netCents),
    discountCents: sum((l) => l.discountCents),
    taxCents: sum((l) => l.taxCents),
    totalCents: sum((l) => l.totalCents),
  };
};

const DECIMAL = /^(\d{1,9})(?:\.(\d+))?$/;

/** A non-negative decimal typed as text, in units of 10^-scale, or null when not a number or too precise. */
const parseScaled = (text: string, scale: number): number | null => {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? "";
  if (fraction.length > scale) return null;
  return Number(match[1]) * 10 ** scale + Number(fraction.padEnd(scale, "0") || "0");
};

const formatScaled = (value: number, scale: number): string => {
  if (value < 0) return `-${formatScaled(-value, scale)}`;
  const whole = Math.trunc(value / 10 ** scale);
  const fraction = String(value % 10 ** scale)
    .padStart(scale, "0")
    .replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
};

/** "12.5" → 12500 thousandths of a percent; null when not a rate of 0–100 % with up to three decimals. */
export const parseTaxRate = (text: string): number | null => {
  const milli = parseScaled(text, 3);
  return milli !== null && milli <= TAX_RATE_MAX_MILLI ? milli : null;
};
/** 8875 → "8.875" (percent, trailing zeros dropped). */
export const formatTaxRate = (milli: number): string => formatScaled(milli, 3);

/** "12.5" → 1250 basis points; null when not a discount of 0–100 % with up to two decimals. */
export const parseDiscount = (text: string): number | null => {
  const bp = parseScaled(text, 2);
  return bp !== null && bp <= DISCOUNT_MAX_BP ? bp : null;
};
export const formatDiscount = (bp: number): string => formatScaled(bp, 2);

/** "2.5" → 250 hundredths; null when not a quantity with up to two decimals. */
export const parseQuantity = (text: string): number | null => parseScaled(text, 2);
export const formatQuantity = (hundredths: number): string => formatScaled(hundredths, 2);
/** A stored line quantity, which a credit (an adjustment) makes negative: "-1.00" → -100. */
export const parseSignedQuantity = (text: string): number | null => {
  const trimmed = text.trim();
  if (!trimmed.startsWith("-")) return parseQuantity(trimmed);
  const value = parseQuantity(trimmed.slice(1));
  return value === null ? null : -value;
};
