import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { centsToMoney, parseMoneyToCents } from "../leases/lease-money.rules.ts";
import {
  DISCOUNT_MAX_BP,
  divideRounded,
  formatQuantity,
  invoiceTotals,
  lineAmounts,
  parseSignedQuantity,
  TAX_RATE_MAX_MILLI,
  type LineInput,
} from "./billing-money.rules.ts";

const abs = (v: bigint) => (v < 0n ? -v : v);

/** A line whose net stays within 10^12 cents (ten billion in money), the largest an invoice line is expected to hold. */
const lineInput: fc.Arbitrary<LineInput> = fc.record({
  unitCents: fc.integer({ min: 0, max: 100_000_000 }),
  quantityHundredths: fc.integer({ min: 0, max: 1_000_000 }),
  discountBp: fc.integer({ min: 0, max: DISCOUNT_MAX_BP }),
  taxRateMilli: fc.integer({ min: 0, max: TAX_RATE_MAX_MILLI }),
});

describe("divideRounded", () => {
  it.each([
    [5n, 2n, 3n],
    [-5n, 2n, -3n],
    [5n, -2n, -3n],
    [7n, 2n, 4n],
    [1n, 3n, 0n],
    [2n, 3n, 1n],
    [-2n, 3n, -1n],
    [150n, 100n, 2n],
    [149n, 100n, 1n],
    [-150n, 100n, -2n],
    [0n, 7n, 0n],
  ])("%s / %s rounds to %s (halves away from zero)", (n, d, expected) => {
    expect(divideRounded(n, d)).toBe(expected);
  });

  it("is the nearest whole number, a half going away from zero, for any numerator and divisor", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 18n), max: 10n ** 18n }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        fc.boolean(),
        (n, d0, negate) => {
          const d = negate ? -d0 : d0;
          const r = divideRounded(n, d);
          const twiceError = 2n * abs(n - r * d);
          expect(twiceError <= abs(d)).toBe(true);
          // On an exact half, the rounded value is the one further from zero.
          if (twiceError === abs(d)) expect(abs(r * d) > abs(n)).toBe(true);
          expect(divideRounded(-n, d)).toBe(-r);
        },
      ),
    );
  });
});

describe("lineAmounts and invoiceTotals", () => {
  it("rounds each amount on its own, and a line's total is net − discount + tax", () => {
    fc.assert(
      fc.property(lineInput, (input) => {
        const line = lineAmounts(input);
        const exactNet = BigInt(input.unitCents) * BigInt(input.quantityHundredths); // in hundredths of a cent
        expect(2n * abs(100n * BigInt(line.netCents) - exactNet) <= 100n).toBe(true);
        const exactDiscount = BigInt(line.netCents) * BigInt(input.discountBp);
        expect(2n * abs(10_000n * BigInt(line.discountCents) - exactDiscount) <= 10_000n).toBe(true);
        const exactTax = BigInt(line.netCents - line.discountCents) * BigInt(input.taxRateMilli);
        expect(2n * abs(100_000n * BigInt(line.taxCents) - exactTax) <= 100_000n).toBe(true);
        expect(line.totalCents).toBe(line.netCents - line.discountCents + line.taxCents);
        expect(line.discountCents).toBeLessThanOrEqual(line.netCents);
      }),
    );
  });

  it("totals an invoice as the exact sums of its lines' rounded amounts", () => {
    fc.assert(
      fc.property(fc.array(lineInput, { maxLength: 40 }), (inputs) => {
        const lines = inputs.map(lineAmounts);
        const totals = invoiceTotals(lines);
        const sum = (pick: (l: (typeof lines)[number]) => number) =>
          Number(lines.reduce((s, l) => s + BigInt(pick(l)), 0n));
        expect(totals).toEqual({
          netCents: sum((l) => l.netCents),
          discountCents: sum((l) => l.discountCents),
          taxCents: sum((l) => l.taxCents),
          totalCents: sum((l) => l.totalCents),
        });
        expect(totals.totalCents).toBe(totals.netCents - totals.discountCents + totals.taxCents);
      }),
    );
  });

  it.each([
    // 3 × 0.35 = 1.05; 8.875 % of 1.05 = 0.0931875 → 0.09.
    [{ unitCents: 35, quantityHundredths: 300, discountBp: 0, taxRateMilli: 8875 }, [105, 0, 9, 114]],
    // 2.5 m² × 0.33 = 0.825 → 0.83 (a half goes up); 10 % off 0.83 = 0.083 → 0.08.
    [{ unitCents: 33, quantityHundredths: 250, discountBp: 1000, taxRateMilli: 0 }, [83, 8, 0, 75]],
    // 12.5 % tax of 0.04 = 0.005 → 0.01.
    [{ unitCents: 4, quantityHundredths: 100, discountBp: 0, taxRateMilli: 12_500 }, [4, 0, 1, 5]],
  ])("bills %o as net, discount, tax and total %o cents", (input, [net, discount, tax, total]) => {
    expect(lineAmounts(input)).toEqual({
      netCents: net,
      discountCents: discount,
      taxCents: tax,
      totalCents: total,
    });
  });

  it("keeps sums of amounts up to 10^12 cents exact, and their money text reads back to the same cents", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10 ** 12 }), { minLength: 1, maxLength: 50 }),
        (amounts) => {
          const lines = amounts.map((cents) =>
            lineAmounts({ unitCents: cents, quantityHundredths: 100, discountBp: 0, taxRateMilli: 0 }),
          );
          const exact = amounts.reduce((s, c) => s + BigInt(c), 0n);
          expect(BigInt(invoiceTotals(lines).totalCents)).toBe(exact);
          for (const cents of amounts) expect(parseMoneyToCents(centsToMoney(cents))).toBe(cents);
        },
      ),
    );
  });
});

describe("quantities of credit lines", () => {
  it("reads and writes a negative quantity, and reads any quantity back to itself", () => {
    expect(parseSignedQuantity("-1.00")).toBe(-100);
    expect(formatQuantity(-100)).toBe("-1");
    expect(formatQuantity(-250)).toBe("-2.5");
    expect(parseSignedQuantity("-x")).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (hundredths) => {
        expect(parseSignedQuantity(formatQuantity(hundredths))).toBe(hundredths);
      }),
    );
  });
});
