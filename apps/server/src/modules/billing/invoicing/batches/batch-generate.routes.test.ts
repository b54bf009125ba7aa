import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq, inArray } from "drizzle-orm";
import {
  AuditEntityType,
  BatchAction,
  DomainEventType,
  InvoiceLineKind,
  ResultCode,
} from "@fieldstead/domain";
import { invoiceBatches, invoices } from "../../../../db/schema/index.ts";
import { testBackends } from "../../../../test/test-databases.ts";
import { readEvents } from "../../../audit/audit.service.ts";
import { fieldsOf, openInvoicingKit, type InvoicingKit } from "../billing-invoicing.test-kit.ts";

describe.each(testBackends())("generating an invoicing batch on %s", (backend) => {
  let kit: InvoicingKit;
  beforeAll(async () => {
    kit = await openInvoicingKit(backend);
  });
  afterAll(() => kit?.close());

  /** How many invoices each client has for the period, whatever the batch. */
  const invoicesPerClient = async (period: string, clientIds: number[]) =>
    kit.t.ctx.db
      .select({ clientId: invoices.clientId, n: count() })
      .from(invoices)
      .where(and(eq(invoices.period, period), inArray(invoices.clientId, clientIds)))
      .groupBy(invoices.clientId);

  it("bills each client with charges, rent or arrears in one Draft invoice, and leaves out a client with nothing", async () => {
    const usd = await kit.billable({ name: kit.unique("Adatum") });
    const eur = await kit.billable({ name: kit.unique("Bellows"), currency: "EUR" });
    const idle = await kit.client();
    const reply = await kit.generate("2026-03", [usd.id, eur.id, idle.id]);
    expect(reply).toMatchObject({ StatusCode: ResultCode.Success, InvoiceCount: 2, SkippedClients: [] });
    expect(reply.StatusMessage).toMatch(/^Batch B-\d{6} generated for 2026-03: 2 invoices\.$/);

    const batch = await kit.batch(reply.Id!);
    expect(batch).toMatchObject({
      BatchNumber: expect.stringMatching(/^B-\d{6}$/),
      Period: "2026-03",
      StatusName: "Draft",
      Totals: [
        { Currency: "EUR", Net: "1040.00", Tax: "4.00", Total: "1044.00" },
        { Currency: "USD", Net: "1040.00", Tax: "4.00", Total: "1044.00" },
      ],
      Actions: [{ Action: BatchAction.RequestReview, Label: "Request review" }],
      CanRegenerate: true,
      CanUpdateArrears: true,
      CanDownload: false,
      History: [
        { Action: "Generated", FromStatusName: null, ToStatusName: "Draft", ByName: expect.any(String) },
      ],
    });
    expect(batch.Invoices.map((i) => i.ClientName)).toEqual([usd.name, eur.name]);
    expect(batch.Invoices[0]).toMatchObject({
      InvoiceNumber: null,
      Currency: "USD",
      Total: "1044.00",
      Arrears: "0.00",
      Paid: "0.00",
      Outstanding: "1044.00",
      PaymentStateName: "Unpaid",
    });
    const lines = await kit.storedLines(batch.Invoices[0]!.Id);
    expect(lines).toEqual([
      expect.objectContaining({
        kindId: InvoiceLineKind.Charge,
        quantity: "4.00",
        net: "40.00",
        tax: "4.00",
      }),
      expect.objectContaining({
        kindId: InvoiceLineKind.LeaseRent,
        description: expect.stringMatching(/^Rent LSE-\S+ 2026-03-01–2026-03-31$/),
        total: "1000.00",
      }),
    ]);
    const events = await readEvents(kit.t.ctx.db, kit.orgId, AuditEntityType.InvoiceBatch, reply.Id!);
    expect(events.map((e) => e.eventType)).toEqual([DomainEventType.InvoiceBatchGenerated]);
    expect(events[0]!.payload).toMatchObject({ Period: "2026-03", InvoiceCount: 2 });
  });

  it("never bills a client twice for a month: later generations skip it, and one with nothing left keeps no batch", async () => {
    const first = await kit.billable();
    const second = await kit.billable();
    expect((await kit.generate("2026-04", [first.id])).InvoiceCount).toBe(1);
    const again = await kit.generate("2026-04", [first.id, second.id]);
    expect(again).toMatchObject({ InvoiceCount: 1, SkippedClients: [first.name] });
    expect(again.StatusMessage).toContain("1 client already invoiced for the month skipped");

    const batches = async () => (await kit.t.ctx.db.select({ n: count() }).from(invoiceBatches))[0]!.n;
    const before = await batches();
    const nothing = await kit.generate("2026-04", [first.id, second.id]);
    expect(nothing).toMatchObject({ StatusCode: ResultCode.NoMatch, Id: null, InvoiceCount: 0 });
    expect(nothing.SkippedClients.sort()).toEqual([first.name, second.name].sort());
    expect(nothing.StatusMessage).toContain("No batch was made");
    expect(await batches()).toBe(before);
    expect((await invoicesPerClient("2026-04", [first.id, second.id])).map((r) => r.n)).toEqual([1, 1]);
  });

  it("bills each client once when two generations for the month run at the same moment", async () => {
    const clients = [await kit.billable(), await kit.billable(), await kit.billable()];
    const ids = clients.map((c) => c.id);
    const replies = await Promise.all([kit.generate("2026-05", ids), kit.generate("2026-05", ids)]);
    expect((await invoicesPerClient("2026-05", ids)).map((r) => r.n)).toEqual([1, 1, 1]);
    // One batch bills all three; the other finds them billed and keeps nothing.
    expect(replies.map((r) => r.InvoiceCount).sort()).toEqual([0, 3]);
    expect(replies.filter((r) => r.Id === null)).toHaveLength(1);
  });

  it("answers a repeated RequestId with the first result, making nothing more", async () => {
    const one = await kit.billable();
    const other = await kit.billable();
    const first = await kit.generate("2026-06", [one.id], "generate-june-0001");
    const repeat = await kit.generate("2026-06", [one.id, other.id], "generate-june-0001");
    expect(repeat).toMatchObject({ Id: first.Id, InvoiceCount: 1, SkippedClients: [] });
    expect(await invoicesPerClient("2026-06", [other.id])).toEqual([]);
  });

  it("refuses other organisations' clients (400), a bad period (400), and roles without the capability (403)", async () => {
    const refused = await kit.call("admin", "GenerateBatch", {
      body: { Period: "2026-07", ClientIds: [2_000_000_000] },
    });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toEqual(["ClientIds"]);
    const period = await kit.call("admin", "GenerateBatch", { body: { Period: "2026-13" } });
    expect(fieldsOf(period)).toEqual(["Period"]);
    for (const who of ["tech", "viewer"] as const)
      expect((await kit.call(who, "GenerateBatch", { body: { Period: "2026-07" } })).statusCode).toBe(403);
    const client = await kit.billable();
    expect((await kit.generate("2026-07", [client.id], undefined, "lease")).InvoiceCount).toBe(1);
  });

  it("lists batches with their invoice count, total and currency, sorted and filtered, never another organisation's", async () => {
    const a = await kit.billable();
    const b = await kit.billable({ currency: "EUR" });
    const mixed = await kit.generate("2026-08", [a.id, b.id]);
    const single = await kit.generate("2026-09", [a.id]);
    type Page = {
      Rows: { Id: number; InvoiceCount: number; Total: string; Currency: string; StatusName: string }[];
      TotalCount: number;
    };
    const page = await kit.ok<Page>(
      kit.call("admin", "GetBatchList", { body: { SortModel: [{ colId: "Total", sort: "desc" }] } }),
    );
    const rowOf = (id: number | null) => page.Rows.find((r) => r.Id === id);
    expect(rowOf(mixed.Id)).toMatchObject({
      InvoiceCount: 2,
      Total: "2088.00",
      Currency: "Mixed",
      StatusName: "Draft",
    });
    expect(rowOf(single.Id)).toMatchObject({ InvoiceCount: 1, Total: "1044.00", Currency: "USD" });
    const totals = page.Rows.map((r) => Number(r.Total));
    expect(totals).toEqual([...totals].sort((x, y) => y - x));
    const filtered = await kit.ok<Page>(
      kit.call("admin", "GetBatchList", {
        body: { FilterModel: { Currency: { filterType: "set", values: ["Mixed"] } } },
      }),
    );
    expect(filtered.Rows.every((r) => r.Currency === "Mixed")).toBe(true);
    expect(filtered.Rows.map((r) => r.Id)).toContain(mixed.Id);
    const globex = await kit.ok<Page>(kit.call("globex", "GetBatchList", { body: {} }));
    expect(globex.Rows.map((r) => r.Id)).not.toContain(mixed.Id);
    expect((await kit.call("globex", "GetBatch", { query: { Id: mixed.Id! } })).statusCode).toBe(404);
    expect((await kit.call("tech", "GetBatchList", { body: {} })).statusCode).toBe(403);
  });
});
