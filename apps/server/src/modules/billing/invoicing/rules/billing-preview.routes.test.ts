import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, inArray } from "drizzle-orm";
import {
  BillingRuleSource,
  InvoiceLineKind,
  TaskStatus,
  WorkOrderType,
  type BillingRulePreviewReply,
  type PreviewBillingRuleInput,
  type TaskStatusId,
  type WorkOrderTypeId,
} from "@fieldstead/domain";
import { invoices } from "../../../../db/schema/index.ts";
import { testBackends } from "../../../../test/test-databases.ts";
import { openInvoicingKit, type InvoicingKit } from "../billing-invoicing.test-kit.ts";

describe.each(testBackends())("what a rule would bill (preview) on %s", (backend) => {
  let kit: InvoicingKit;
  beforeAll(async () => {
    kit = await openInvoicingKit(backend);
  });
  afterAll(() => kit?.close());

  const preview = (body: PreviewBillingRuleInput) =>
    kit.ok<BillingRulePreviewReply>(kit.call("admin", "PreviewBillingRule", { body }));
  const linesOf = (reply: BillingRulePreviewReply, clientId: number) =>
    reply.Lines.filter((l) => l.ClientId === clientId);

  it("counts active assets of the category at the client's sites and below them, priced by its profile", async () => {
    const place = await kit.site();
    const lessee = kit.unique("Northwind Assets");
    // Leases on a building and on one of its floors: the floor's assets are counted once.
    await kit.lease(lessee, place.buildingId);
    await kit.lease(lessee, place.floorId);
    const floorOnly = kit.unique("Floor Tenant");
    await kit.lease(floorOnly, place.floorId);
    await kit.asset(place.buildingId, 3);
    await kit.asset(place.floorId, 2);
    await kit.asset(place.floorId, "serialized"); // another category
    await kit.asset(place.siteId, 4); // above the leased building: not the client's
    const client = await kit.client({ lessee });
    const tenant = await kit.client({ lessee: floorOnly, currency: "EUR" });
    const noSite = await kit.client();
    const code = await kit.code({ rate: "12.50", taxRateMilli: 8875 });
    await kit.profile({ clientId: client.id, codeId: code.id, rate: "10.00", discountBp: 1000 });

    const rule = {
      Name: "Generators",
      SourceId: BillingRuleSource.ActiveAssets,
      CategoryId: kit.categories.counted,
      ChargeCodeId: code.id,
    };
    const reply = await preview({ ...rule, Period: "2026-11" });
    // 5 × 10.00 = 50.00, less 10 % = 45.00, tax 8.875 % of 45.00 = 3.99375 → 3.99.
    expect(linesOf(reply, client.id)).toEqual([
      {
        ClientId: client.id,
        ClientName: client.name,
        Currency: "USD",
        Description: "Maintenance (Generators)",
        Quantity: "5",
        UnitPrice: "10.00",
        Net: "50.00",
        Discount: "5.00",
        Tax: "3.99",
        Total: "48.99",
        SiteCount: 2,
      },
    ]);
    // The floor's tenant: 2 at the list rate, 25.00 + 2.21875 → 2.22 tax.
    expect(linesOf(reply, tenant.id)).toMatchObject([
      { Quantity: "2", UnitPrice: "12.50", Tax: "2.22", Total: "27.22" },
    ]);
    expect(linesOf(reply, noSite.id)).toEqual([]);
    expect(reply.Totals.filter((t) => t.Currency === "EUR")).toEqual([
      { Currency: "EUR", Net: "25.00", Tax: "2.22", Total: "27.22" },
    ]);

    // Nothing written by the preview; then the rule saved and a batch generated bills exactly what it showed.
    const [stored] = await kit.t.ctx.db
      .select({ n: count() })
      .from(invoices)
      .where(inArray(invoices.clientId, [client.id, tenant.id]));
    expect(stored!.n).toBe(0);
    await kit.saveRule(rule);
    const batch = await kit.generate("2026-11", [client.id, tenant.id]);
    for (const line of [...linesOf(reply, client.id), ...linesOf(reply, tenant.id)]) {
      const invoice = (await kit.storedInvoices(batch.Id!)).find((i) => i.clientId === line.ClientId)!;
      const charges = (await kit.storedLines(invoice.id)).filter((l) => l.kindId === InvoiceLineKind.Charge);
      expect(charges).toEqual([
        {
          kindId: InvoiceLineKind.Charge,
          description: line.Description,
          quantity: `${line.Quantity}.00`,
          unitPrice: line.UnitPrice,
          net: line.Net,
          discount: line.Discount,
          tax: line.Tax,
          total: line.Total,
        },
      ]);
    }
  });

  it("counts work orders of the type closed and completed within the month's UTC days", async () => {
    const place = await kit.site();
    const lessee = kit.unique("Contoso Visits");
    await kit.lease(lessee, place.buildingId);
    const client = await kit.client({ lessee });
    const visit = (completedAt: string, extra: { statusId?: TaskStatusId; typeId?: WorkOrderTypeId } = {}) =>
      kit.workOrder({
        typeId: extra.typeId ?? WorkOrderType.CorrectiveMaintenance,
        locationId: place.floorId,
        completedAt,
        ...(extra.statusId === undefined ? {} : { statusId: extra.statusId }),
      });
    await visit("2026-11-01T00:00:00Z");
    await visit("2026-11-30T23:59:59Z", { statusId: TaskStatus.AcceptedByCustomer });
    await visit("2026-11-15T12:00:00Z");
    await visit("2026-10-31T23:59:59Z");
    await visit("2026-12-01T00:00:00Z");
    await visit("2026-11-10T10:00:00Z", { statusId: TaskStatus.InProgress });
    await visit("2026-11-10T10:00:00Z", { typeId: WorkOrderType.Fueling });
    const code = await kit.code({ rate: "80.00" });
    const reply = await preview({
      Name: "Call-outs",
      ClientId: client.id,
      SourceId: BillingRuleSource.CompletedWorkOrders,
      WorkOrderTypeId: WorkOrderType.CorrectiveMaintenance,
      ChargeCodeId: code.id,
      Period: "2026-11",
    });
    expect(reply.Lines).toMatchObject([{ ClientId: client.id, Quantity: "3", Net: "240.00", SiteCount: 1 }]);
  });

  it("bills the leased area and flat fees, and nothing at a code not in force in the month", async () => {
    const first = await kit.site();
    const second = await kit.site();
    const lessee = kit.unique("Tailspin Area");
    await kit.lease(lessee, first.buildingId, { AreaSqm: "120.50" });
    await kit.lease(lessee, second.buildingId, { AreaSqm: "30" });
    const client = await kit.client({ lessee });
    const named = await kit.client();
    const perSqm = await kit.code({ rate: "2.00" });
    const area = await preview({
      Name: "Space",
      SourceId: BillingRuleSource.LeasedArea,
      ChargeCodeId: perSqm.id,
      Period: "2026-11",
    });
    expect(linesOf(area, client.id)).toMatchObject([{ Quantity: "150.5", Net: "301.00", SiteCount: 2 }]);
    expect(linesOf(area, named.id)).toEqual([]);

    const flat = await kit.code({ rate: "99.00" });
    const everyone = await preview({
      Name: "Fee",
      SourceId: BillingRuleSource.FlatFee,
      ChargeCodeId: flat.id,
      Period: "2026-11",
    });
    expect(linesOf(everyone, client.id)).toMatchObject([{ Quantity: "1", Total: "99.00" }]);
    expect(linesOf(everyone, named.id)).toEqual([]);
    const forOne = {
      Name: "Fee",
      ClientId: named.id,
      SourceId: BillingRuleSource.FlatFee,
      Period: "2026-11",
    };
    expect((await preview({ ...forOne, ChargeCodeId: flat.id })).Lines).toMatchObject([
      { ClientId: named.id, Total: "99.00" },
    ]);

    const ended = await kit.code({ rate: "99.00", to: "2026-10-31" });
    const later = await kit.code({ rate: "99.00", from: "2026-12-01" });
    const midMonth = await kit.code({ rate: "99.00", from: "2026-11-30" });
    expect((await preview({ ...forOne, ChargeCodeId: ended.id })).Lines).toEqual([]);
    expect((await preview({ ...forOne, ChargeCodeId: later.id })).Lines).toEqual([]);
    expect((await preview({ ...forOne, ChargeCodeId: midMonth.id })).Lines).toHaveLength(1);
    // A lease ended before the month leaves the client without a site.
    expect(
      linesOf(
        await preview({
          Name: "Fee",
          SourceId: BillingRuleSource.FlatFee,
          ChargeCodeId: flat.id,
          Period: "2027-01",
        }),
        client.id,
      ),
    ).toEqual([]);
  });
});
