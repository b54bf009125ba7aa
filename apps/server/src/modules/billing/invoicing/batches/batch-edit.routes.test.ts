import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BatchAction, InvoiceLineKind, LeaseStatus, type GenerateBatchReply } from "@fieldstead/domain";
import { testBackends } from "../../../../test/test-databases.ts";
import { messageOf, openInvoicingKit, type InvoicingKit } from "../billing-invoicing.test-kit.ts";

const { RequestReview, Approve, Generate } = BatchAction;

describe.each(testBackends())("changing a Draft batch on %s", (backend) => {
  let kit: InvoicingKit;
  beforeAll(async () => {
    kit = await openInvoicingKit(backend);
  });
  afterAll(() => kit?.close());

  it("regenerates a Draft from today's profiles and leases, removing an invoice left with nothing to bill", async () => {
    const client = await kit.billable();
    const place = await kit.site();
    const lessee = kit.unique("Leaving tenant");
    const lease = await kit.lease(lessee, place.buildingId);
    const leaving = await kit.client({ lessee });
    const id = (await kit.generate("2026-02", [client.id, leaving.id])).Id!;
    expect((await kit.batch(id)).Invoices).toHaveLength(2);

    // The client negotiates 20.00 a unit; the other tenant's lease ends.
    await kit.profile({ clientId: client.id, codeId: await kit.sharedCodeId(), rate: "20.00" });
    await kit.ok(
      kit.t.call("POST", "/api/Lease/ChangeLeaseStatus", {
        token: kit.who.lease.token,
        body: { Id: lease.Id, StatusId: LeaseStatus.Terminated },
      }),
    );
    const reply = await kit.ok<GenerateBatchReply>(
      kit.call("lease", "RegenerateBatch", { body: { Id: id } }),
    );
    expect(reply).toMatchObject({ Id: id, InvoiceCount: 1 });
    expect(reply.StatusMessage).toContain("1 removed with nothing to bill");
    const batch = await kit.batch(id);
    // 4 × 20.00 = 80.00 + 10 % tax, and the rent: 1,088.00.
    expect(batch.Invoices.map((i) => [i.ClientId, i.Total])).toEqual([[client.id, "1088.00"]]);
    expect(batch.History.at(-1)).toMatchObject({ Action: "Regenerated", ToStatusName: "Draft" });
    // The removed client's month is free again.
    expect((await kit.generate("2026-02", [leaving.id])).SkippedClients).toEqual([]);

    await kit.walk(id, [RequestReview]);
    const refused = await kit.call("admin", "RegenerateBatch", { body: { Id: id } });
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toMatch(
      /^Only a Draft batch can be regenerated; batch B-\d{6} is Request for Review\.$/,
    );
  });

  it("carries what numbered invoices of earlier months still owe as a line outside the total, and updates it", async () => {
    const client = await kit.billable();
    const january = (await kit.generate("2026-01", [client.id])).Id!;
    // An unnumbered (Draft) invoice of an earlier month owes nothing yet.
    const march = (await kit.generate("2026-03", [client.id])).Id!;
    expect((await kit.batch(march)).Invoices[0]!.Arrears).toBe("0.00");
    await kit.walk(january, [RequestReview, Approve, Generate]);
    const [numbered] = await kit.storedInvoices(january);
    await kit.pay(numbered!.id, "44.00");

    await kit.ok(kit.call("lease", "UpdateBatchArrears", { body: { Id: march } }));
    const [invoice] = await kit.storedInvoices(march);
    expect(invoice).toMatchObject({ total: "1044.00", arrears: "1000.00" });
    const lines = await kit.storedLines(invoice!.id);
    expect(lines.at(-1)).toMatchObject({
      kindId: InvoiceLineKind.Arrears,
      description: "Arrears from earlier periods",
      total: "1000.00",
      tax: "0.00",
    });
    expect((await kit.batch(march)).Invoices[0]).toMatchObject({ Total: "1044.00", Arrears: "1000.00" });

    // A new month's batch carries them from the start; paid in full, an update takes them away.
    const april = (await kit.generate("2026-04", [client.id])).Id!;
    expect((await kit.storedInvoices(april))[0]!.arrears).toBe("1000.00");
    await kit.pay(numbered!.id, "1044.00");
    await kit.ok(kit.call("admin", "UpdateBatchArrears", { body: { Id: april } }));
    const [cleared] = await kit.storedInvoices(april);
    expect(cleared!.arrears).toBe("0.00");
    expect((await kit.storedLines(cleared!.id)).map((l) => l.kindId)).not.toContain(InvoiceLineKind.Arrears);

    expect((await kit.call("tech", "UpdateBatchArrears", { body: { Id: april } })).statusCode).toBe(403);
    const generated = await kit.call("admin", "UpdateBatchArrears", { body: { Id: january } });
    expect(generated.statusCode).toBe(409);
  });

  it("deletes a Draft with its invoices, so its clients can be invoiced for the month again", async () => {
    const client = await kit.billable();
    const id = (await kit.generate("2026-05", [client.id])).Id!;
    expect((await kit.call("globex", "DeleteBatch", { body: { Id: id } })).statusCode).toBe(404);
    await kit.ok(kit.call("lease", "DeleteBatch", { body: { Id: id } }));
    expect((await kit.call("admin", "GetBatch", { query: { Id: id } })).statusCode).toBe(404);
    expect((await kit.call("admin", "DeleteBatch", { body: { Id: id } })).statusCode).toBe(404);
    const again = await kit.generate("2026-05", [client.id]);
    expect(again).toMatchObject({ InvoiceCount: 1, SkippedClients: [] });

    await kit.walk(again.Id!, [RequestReview, Approve]);
    const refused = await kit.call("admin", "DeleteBatch", { body: { Id: again.Id } });
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toContain("Only a Draft batch can be deleted");
    expect((await kit.call("viewer", "DeleteBatch", { body: { Id: again.Id } })).statusCode).toBe(403);
  });
});
