import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BillingReportKind, InvoiceLineKind, type ReportRow } from "@fieldstead/domain";
import { testBackends } from "../../../test/test-databases.ts";
import { centsOf } from "../receipts/money-cents.ts";
import { openReportsTestKit, type ReportsTestKit } from "./billing-reports.test-kit.ts";

const RANGE = { FromPeriod: "2026-11", ToPeriod: "2027-01" };

/** The sum of a money column's rows in one currency, in cents (to check the totals against). */
const sumOf = (rows: ReportRow[], key: string, currency: string) =>
  rows.filter((r) => r.Currency === currency).reduce((sum, r) => sum + centsOf(String(r[key])), 0);

describe.each(testBackends())("revenue and tax collected reports on %s", (backend) => {
  let kit: ReportsTestKit;
  let birch: number;

  beforeAll(async () => {
    kit = await openReportsTestKit(backend);
    const alder = await kit.addClient("Alder Hotels");
    birch = await kit.addClient("Birch Offices");
    const cedar = await kit.addClient("Cedar Clinics", { currency: "EUR" });
    // 1,000.00 less 10 %: 900.00 billed, and 8.875 % tax on it (79.875 rounds to 79.88).
    await kit.addInvoice({
      clientId: alder,
      period: "2026-11",
      number: "INV-R-1",
      lines: [
        {
          description: "Chillers",
          quantity: 100,
          unitCents: 100_000,
          discountBp: 1_000,
          taxRateMilli: 8_875,
        },
      ],
    });
    await kit.addInvoice({
      clientId: alder,
      period: "2026-12",
      number: "INV-R-2",
      lines: [{ description: "Visits", quantity: 200, unitCents: 25_000 }],
    });
    // Not issued (its batch not generated): counts nowhere.
    await kit.addInvoice({
      clientId: alder,
      period: "2027-01",
      number: null,
      lines: [{ description: "Draft", quantity: 100, unitCents: 30_000, taxRateMilli: 8_875 }],
    });
    await kit.addInvoice({
      clientId: birch,
      period: "2026-12",
      number: "INV-R-3",
      lines: [
        { description: "Rent", quantity: 100, unitCents: 123_456, taxRateMilli: 8_875 },
        { description: "Cleaning", quantity: 100, unitCents: 10_000, taxRateMilli: 4_500 },
      ],
    });
    // Before the range.
    await kit.addInvoice({
      clientId: birch,
      period: "2026-10",
      number: "INV-R-4",
      lines: [{ description: "Rent", quantity: 100, unitCents: 55_500, taxRateMilli: 8_875 }],
    });
    // The arrears line repeats an earlier invoice's amount: neither revenue nor tax.
    await kit.addInvoice({
      clientId: cedar,
      period: "2027-01",
      number: "INV-R-5",
      currency: "EUR",
      arrears: "50.00",
      lines: [
        { description: "Lifts", quantity: 100, unitCents: 9_999, taxRateMilli: 20_000 },
        { description: "Arrears", quantity: 100, unitCents: 5_000, kindId: InvoiceLineKind.Arrears },
      ],
    });
  });
  afterAll(() => kit?.close());

  it("sums each client's issued invoices less tax per month, with totals per currency", async () => {
    const report = await kit.report({ Kind: BillingReportKind.Revenue, ...RANGE });
    expect(report.Title).toBe("Revenue by client and period");
    expect(report.Subtitle).toBe("Nov 2026 – Jan 2027 · all clients");
    expect(report.Columns.map((c) => c.Header)).toEqual([
      "Client",
      "Currency",
      "Nov 2026",
      "Dec 2026",
      "Jan 2027",
      "Total",
    ]);
    expect(report.Columns.filter((c) => c.Type === "money").map((c) => c.Key)).toEqual([
      "2026-11",
      "2026-12",
      "2027-01",
      "Total",
    ]);
    const money = (r: ReportRow) => [r.Client, r.Currency, r["2026-11"], r["2026-12"], r["2027-01"], r.Total];
    expect(report.Rows.map(money)).toEqual([
      ["Alder Hotels", "USD", "900.00", "500.00", "0.00", "1400.00"],
      ["Birch Offices", "USD", "0.00", "1334.56", "0.00", "1334.56"],
      ["Cedar Clinics", "EUR", "0.00", "0.00", "99.99", "99.99"],
    ]);
    expect(report.Totals.map(money)).toEqual([
      ["Total", "EUR", "0.00", "0.00", "99.99", "99.99"],
      ["Total", "USD", "900.00", "1834.56", "0.00", "2734.56"],
    ]);
    for (const currency of ["EUR", "USD"])
      expect(sumOf(report.Rows, "Total", currency)).toBe(sumOf(report.Totals, "Total", currency));
  });

  it("draws the months stacked by client, naming the currency when there are several", async () => {
    const { Chart } = await kit.report({ Kind: BillingReportKind.Revenue, ...RANGE });
    expect(Chart).toEqual({
      Type: "stackedBar",
      Categories: ["Nov 2026", "Dec 2026", "Jan 2027"],
      Series: [
        { Name: "Alder Hotels (USD)", Values: ["900.00", "500.00", "0.00"] },
        { Name: "Birch Offices (USD)", Values: ["0.00", "1334.56", "0.00"] },
        { Name: "Cedar Clinics (EUR)", Values: ["0.00", "0.00", "99.99"] },
      ],
      Unit: "EUR, USD",
    });
  });

  it("limits the report to one client when asked, naming it", async () => {
    const report = await kit.report({
      Kind: BillingReportKind.Revenue,
      FromPeriod: "2026-10",
      ToPeriod: "2026-12",
      ClientId: birch,
    });
    expect(report.Subtitle).toBe("Oct 2026 – Dec 2026 · Birch Offices");
    expect(report.Rows).toEqual([
      {
        Client: "Birch Offices",
        Currency: "USD",
        "2026-10": "555.00",
        "2026-11": "0.00",
        "2026-12": "1334.56",
        Total: "1889.56",
      },
    ]);
    expect(report.Totals).toEqual([{ ...report.Rows[0], Client: "Total" }]);
    expect(report.Chart?.Series).toEqual([{ Name: "Birch Offices", Values: ["555.00", "0.00", "1334.56"] }]);
    expect(report.Chart?.Unit).toBe("USD");
  });

  it("adds up the tax of issued invoices' lines by month, rate and currency", async () => {
    const report = await kit.report({ Kind: BillingReportKind.TaxCollected, ...RANGE });
    expect(report.Title).toBe("Tax collected");
    expect(report.Columns.map((c) => c.Header)).toEqual([
      "Period",
      "Tax rate",
      "Currency",
      "Taxable amount",
      "Tax",
    ]);
    const line = (r: ReportRow) => [r.Period, r.TaxRate, r.Currency, r.Taxable, r.Tax];
    expect(report.Rows.map(line)).toEqual([
      ["Nov 2026", "8.875 %", "USD", "900.00", "79.88"],
      ["Dec 2026", "0 %", "USD", "500.00", "0.00"],
      ["Dec 2026", "4.5 %", "USD", "100.00", "4.50"],
      ["Dec 2026", "8.875 %", "USD", "1234.56", "109.57"],
      ["Jan 2027", "20 %", "EUR", "99.99", "20.00"],
    ]);
    expect(report.Totals.map(line)).toEqual([
      ["Total", null, "EUR", "99.99", "20.00"],
      ["Total", null, "USD", "2734.56", "193.95"],
    ]);
    expect(report.Chart).toEqual({
      Type: "bar",
      Categories: ["Nov 2026", "Dec 2026", "Jan 2027"],
      Series: [
        { Name: "EUR", Values: ["0.00", "0.00", "20.00"] },
        { Name: "USD", Values: ["79.88", "114.07", "0.00"] },
      ],
      Unit: "EUR, USD",
    });
  });

  it("reports one month, and nothing to draw where nothing was issued", async () => {
    const month = await kit.report({
      Kind: BillingReportKind.TaxCollected,
      FromPeriod: "2026-10",
      ToPeriod: "2026-10",
    });
    expect(month.Subtitle).toBe("Oct 2026 · all clients");
    expect(month.Rows).toEqual([
      { Period: "Oct 2026", TaxRate: "8.875 %", Currency: "USD", Taxable: "555.00", Tax: "49.26" },
    ]);
    const empty = await kit.report({
      Kind: BillingReportKind.Revenue,
      FromPeriod: "2025-01",
      ToPeriod: "2025-03",
    });
    expect(empty).toMatchObject({ Rows: [], Totals: [], Chart: null });
  });
});
