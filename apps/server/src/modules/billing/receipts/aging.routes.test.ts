import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AgingReply } from "@fieldstead/domain";
import { testBackends } from "../../../test/test-databases.ts";
import { fieldsOf, openReceiptsTestKit, type ReceiptsTestKit, type Who } from "./receipts.test-kit.ts";

const amounts = (a: string, b: string, c: string, d: string) => ({
  "0–30": a,
  "31–60": b,
  "61–90": c,
  "90+": d,
});

describe.each(testBackends())("aging of receivables on %s", (backend) => {
  let kit: ReceiptsTestKit;
  let lateInvoice: number;
  let month2Invoice: number;
  let dollarClient: number;
  const aging = (who: Who = "lease", asOf?: string) =>
    kit.ok<AgingReply>(kit.call(who, "GetAgingReport", { query: asOf ? { AsOf: asOf } : {} }));
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
        currency: clientId === dollarClient ? "USD" : "EUR",
        lines: [{ description: "Service", quantity: 100, unitCents: cents }],
      })
    ).id;

  beforeAll(async () => {
    kit = await openReceiptsTestKit(backend);
    dollarClient = await kit.addClient("Alpine Ski House");
    const euroClient = await kit.addClient("Bellows College", { currency: "EUR" });
    // Today is 2026-11-22.
    await owed(dollarClient, 10_000, "2026-11", "2026-11-30", "INV-004001");
    month2Invoice = await owed(dollarClient, 20_000, "2026-10", "2026-10-10", "INV-004002");
    await owed(dollarClient, 30_000, "2026-09", "2026-09-01", "INV-004003");
    lateInvoice = await owed(dollarClient, 40_000, "2026-07", "2026-07-01", "INV-004004");
    // Not numbered yet: nobody owes it.
    await owed(dollarClient, 50_000, "2026-06", "2026-06-01", null);
    // Thirty days late is still 0–30; thirty-one is 31–60.
    await owed(euroClient, 5_000, "2026-10", "2026-10-23", "INV-004005");
    await owed(euroClient, 6_001, "2026-09", "2026-10-22", "INV-004006");
  });
  afterAll(() => kit?.close());

  it("buckets what each client owes by days past due, with totals per currency", async () => {
    const report = await aging();
    expect(report.AsOf).toBe("2026-11-22");
    expect(report.Buckets).toEqual(["0–30", "31–60", "61–90", "90+"]);
    expect(report.Clients).toEqual([
      {
        ClientId: dollarClient,
        ClientName: "Alpine Ski House",
        Currency: "USD",
        Amounts: amounts("100.00", "200.00", "300.00", "400.00"),
        Total: "1000.00",
      },
      expect.objectContaining({
        ClientName: "Bellows College",
        Currency: "EUR",
        Amounts: amounts("50.00", "60.01", "0.00", "0.00"),
        Total: "110.01",
      }),
    ]);
    expect(report.Totals).toEqual([
      { Currency: "EUR", Amounts: amounts("50.00", "60.01", "0.00", "0.00"), Total: "110.01" },
      { Currency: "USD", Amounts: amounts("100.00", "200.00", "300.00", "400.00"), Total: "1000.00" },
    ]);
  });

  it("moves the buckets at once when a payment is matched", async () => {
    const receipt = await kit.receive({ Amount: "350.00" });
    const match = (InvoiceId: number, Amount: string) =>
      kit.ok(kit.call("lease", "MatchReceipt", { body: { ReceiptId: receipt, InvoiceId, Amount } }));
    await match(lateInvoice, "150.00");
    await match(month2Invoice, "200.00");
    const usd = (await aging()).Totals.find((t) => t.Currency === "USD")!;
    expect(usd).toEqual({
      Currency: "USD",
      Amounts: amounts("100.00", "0.00", "300.00", "250.00"),
      Total: "650.00",
    });
  });

  it("ages as of another day when asked, leaving out invoices issued after it", async () => {
    const later = await aging("admin", "2026-12-31");
    expect(later.Clients.find((c) => c.Currency === "USD")!.Amounts).toEqual(
      amounts("0.00", "100.00", "0.00", "550.00"),
    );
    const earlier = await aging("admin", "2026-08-15");
    // Only the July invoice was issued by mid-August (on 2026-07-01), 45 days past its due date then.
    expect(earlier.Totals).toEqual([
      { Currency: "USD", Amounts: amounts("0.00", "250.00", "0.00", "0.00"), Total: "250.00" },
    ]);
  });

  it("refuses a day that is not one, naming AsOf", async () => {
    const res = await kit.call("lease", "GetAgingReport", { query: { AsOf: "2026-13-01" } });
    expect(res.statusCode).toBe(400);
    expect(fieldsOf(res)).toEqual(["AsOf"]);
  });

  it("shows each organisation only what its own clients owe, and no one without billing", async () => {
    expect(await aging("globex")).toMatchObject({ Clients: [], Totals: [] });
    for (const who of ["tech", "viewer"] as const)
      expect((await kit.call(who, "GetAgingReport", { query: {} })).statusCode).toBe(403);
  });
});
