import { centsToMoney } from "@fieldstead/domain";

export type CurrencyAmounts = { currency: string; netCents: number; taxCents: number; totalCents: number };
export type CurrencyTotal = { Currency: string; Net: string; Tax: string; Total: string };

/** Sums per currency (clients bill in their own), by currency code; never adds two currencies together. */
export const currencyTotals = (items: readonly CurrencyAmounts[]): CurrencyTotal[] => {
  const sums = new Map<string, { net: bigint; tax: bigint; total: bigint }>();
  for (const item of items) {
    const sum = sums.get(item.currency) ?? { net: 0n, tax: 0n, total: 0n };
    sum.net += BigInt(item.netCents);
    sum.tax += BigInt(item.taxCents);
    sum.total += BigInt(item.totalCents);
    sums.set(item.currency, sum);
  }
  return [...sums.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, s]) => ({
      Currency: currency,
      Net: centsToMoney(Number(s.net)),
      Tax: centsToMoney(Number(s.tax)),
      Total: centsToMoney(Number(s.total)),
    }));
};
