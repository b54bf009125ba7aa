import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BillingReportKind, type ReportRow } from "@fieldstead/domain";
import { testBackends } from "../../../test/test-databases.ts";
import { openReportsTestKit, type ReportsTestKit } from "./billing-reports.test-kit.ts";

const arrearsLine = (r: ReportRow) => [
  r.Client,
  r.Currency,
  r.InvoicesOverdue,
  r.OldestDueDate,
  r.DaysLate,
  r.Overdue,
];

describe.each(testBackends())("aging and arrears reports on %s", (backend) => {
  let kit: ReportsTestKit;
  let dune: number;

  beforeAll(async () => {
    kit = await openReportsTestKit(backend);
    dune = await kit.addClient("Dune Logistics");
    const elm = await kit.addClient("Elm Foods");
    const fjord = await kit.addClient("Fjord Shipping", { currency: "EUR" });
    const owed = async (
      clientId: number,
      cents: number,
      period: string,
      dueDate: string,
      number: string | null,
    ) =>
      (
        await kit.addInvoice({
          clientId,
          period,
          issueDate: `${period}-01`,
          dueDate,
          number,
          currency: clientId === fjord ? "EUR" : "USD",
          lines: [{ description: "Service", quantity: 100, unitCents: cents }],
        })
      ).id;
    // Today is 2026-11-22.
    await owed(dune, 10_000, "2026-11", "2026-11-30", "INV-A-1");
    await kit.pay(await owed(dune, 20_000, "2026-10", "2026-10-10", "INV-A-2"), "50.00");
    await owed(dune, 40_000, "2026-07", "2026-07-01", "INV-A-3");
    // Not issued: nobody owes it.
    await owed(dune, 50_000, "2026-06", "2026-06-01", null);
    // Paid in full: owes nothing.
    await kit.pay(await owed(dune, 7_000, "2026-05", "2026-05-10", "INV-A-4"), "70.00");
    await owed(elm, 6_001, "2026-11", "2026-11-21", "INV-A-5");
    await owed(fjord, 30_000, "2026-09", "2026-09-01", "INV-A-6");
  });
  afterAll(() => kit?.close());

  it("ages what is owed by client as of today, reusing the receipts' buckets", async () => {
    const report = await kit.report({ Kind: BillingReportKind.Aging });
    expect(report.Title).toBe("Aging of receivables");
    expect(report.Subtitle).toBe("As of Nov 22, 2026 · all clients");
    expect(report.Columns.map((c) => c.Header)).toEqual([
      "Client",
      "Currency",
      "0–30",
      "31–60",
      "61–90",
      "90+",
      "Total",
    ]);
    const line = (r: ReportRow) => report.Columns.map((c) => r[c.Key]);
    expect(report.Rows.map(line)).toEqual([
      ["Dune Logistics", "USD", "100.00", "150.00", "0.00", "400.00", "650.00"],
      ["Elm Foods", "USD", "60.01", "0.00", "0.00", "0.00", "60.01"],
      ["Fjord Shipping", "EUR", "0.00", "0.00", "300.00", "0.00", "300.00"],
    ]);
    expect(report.Totals.map(line)).toEqual([
      ["Total", "EUR", "0.00", "0.00", "300.00", "0.00", "300.00"],
      ["Total", "USD", "160.01", "150.00", "0.00", "400.00", "710.01"],
    ]);
    expect(report.Chart).toEqual({
      Type: "stackedBar",
      Categories: ["0–30", "31–60", "61–90", "90+"],
      Series: [
        { Name: "EUR", Values: ["0.00", "0.00", "300.00", "0.00"] },
        { Name: "USD", Values: ["160.01", "150.00", "0.00", "400.00"] },
      ],
      Unit: "EUR, USD",
    });
  });

  it("ages one client on another day", async () => {
    const report = await kit.report({ Kind: BillingReportKind.Aging, AsOf: "2026-12-31", ClientId: dune });
    expect(report.Subtitle).toBe("As of Dec 31, 2026 · Dune Logistics");
    expect(report.Rows).toEqual([
      {
        Client: "Dune Logistics",
        Currency: "USD",
        Days0To30: "0.00",
        Days31To60: "100.00",
        Days61To90: "150.00",
        Days90Plus: "400.00",
        Total: "650.00",
      },
    ]);
    expect(report.Totals).toEqual([{ ...report.Rows[0], Client: "Total" }]);
  });

  it("lists what is overdue per client: how many invoices, the oldest, how late and how much", async () => {
    const report = await kit.report({ Kind: BillingReportKind.Arrears }, "admin");
    expect(report.Title).toBe("Arrears");
    expect(report.Subtitle).toBe("As of Nov 22, 2026 · all clients");
    expect(report.Columns).toEqual([
      { Key: "Client", Header: "Client", Type: "text" },
      { Key: "Currency", Header: "Currency", Type: "text" },
      { Key: "InvoicesOverdue", Header: "Invoices overdue", Type: "number" },
      { Key: "OldestDueDate", Header: "Oldest due date", Type: "text" },
      { Key: "DaysLate", Header: "Days late", Type: "number" },
      { Key: "Overdue", Header: "Overdue", Type: "money" },
    ]);
    // Dune's November invoice is not due yet; its October one is owed less what was paid.
    expect(report.Rows.map(arrearsLine)).toEqual([
      ["Dune Logistics", "USD", 2, "Jul 01, 2026", 144, "550.00"],
      ["Elm Foods", "USD", 1, "Nov 21, 2026", 1, "60.01"],
      ["Fjord Shipping", "EUR", 1, "Sep 01, 2026", 82, "300.00"],
    ]);
    expect(report.Totals.map(arrearsLine)).toEqual([
      ["Total", "EUR", 1, "Sep 01, 2026", 82, "300.00"],
      ["Total", "USD", 3, "Jul 01, 2026", 144, "610.01"],
    ]);
    expect(report.Chart).toEqual({
      Type: "bar",
      Categories: ["Dune Logistics", "Elm Foods", "Fjord Shipping"],
      Series: [
        { Name: "EUR", Values: ["0.00", "0.00", "300.00"] },
        { Name: "USD", Values: ["550.00", "60.01", "0.00"] },
      ],
      Unit: "EUR, USD",
    });
  });

  it("counts as overdue what fell due before the day asked, among invoices issued by then", async () => {
    const december = await kit.report({
      Kind: BillingReportKind.Arrears,
      AsOf: "2026-12-01",
      ClientId: dune,
    });
    expect(december.Rows.map(arrearsLine)).toEqual([
      ["Dune Logistics", "USD", 3, "Jul 01, 2026", 153, "650.00"],
    ]);
    // In mid-August only the July invoice had been issued; the due day itself is not late yet.
    const august = await kit.report({ Kind: BillingReportKind.Arrears, AsOf: "2026-08-15" });
    expect(august.Rows.map(arrearsLine)).toEqual([
      ["Dune Logistics", "USD", 1, "Jul 01, 2026", 45, "400.00"],
    ]);
    const onDueDay = await kit.report({ Kind: BillingReportKind.Arrears, AsOf: "2026-07-01" });
    expect(onDueDay).toMatchObject({ Rows: [], Totals: [], Chart: null });
  });
});
