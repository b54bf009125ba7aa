import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  InvoiceLineKind,
  parseMoneyToCents,
  ReconDifferenceKind,
  VerificationState,
  type BatchDetail,
  type GenerateBatchReply,
  type InvoiceDetail,
} from "@fieldstead/domain";
import { testBackends } from "../../../test/test-databases.ts";
import { openTechReconTestKit, type TechReconTestKit } from "./tech-recon.test-kit.ts";

describe.each(testBackends())("accepted reconciliation differences on the next invoice on %s", (backend) => {
  let kit: TechReconTestKit;

  beforeAll(async () => {
    kit = await openTechReconTestKit(backend);
  });
  afterAll(() => kit?.close());

  /** A client billed 100.00 a chiller by its own rule: 3 chillers billed, 2 found on site; the difference accepted. */
  const acceptedShortfall = async () => {
    const client = await kit.client();
    const site = await kit.site(client);
    const chillers = await kit.category();
    const code = await kit.chargeCode("100.00");
    await kit.rule(client.id, chillers.id, code.id);
    await kit.assets([
      { locationId: site.roomId, categoryId: chillers.id, quantity: 2 },
      { locationId: site.roomId, categoryId: chillers.id, verificationState: VerificationState.Unverified },
    ]);
    const run = await kit.run({ Period: "2026-10", ClientId: client.id });
    const difference = (await kit.detail(run.Id)).Differences.find(
      (d) => d.KindId === ReconDifferenceKind.QuantityDiffers,
    )!;
    await kit.ok(kit.call("lease", "AcceptReconDifference", { body: { Id: difference.Id } }));
    return { client, site, chillers };
  };

  const generate = (clientId: number) =>
    kit.ok<GenerateBatchReply>(
      kit.call("admin", "GenerateBatch", { body: { Period: "2026-11", ClientIds: [clientId] } }),
    );
  const invoiceOf = async (batchId: number) => {
    const batch = await kit.ok<BatchDetail>(kit.call("admin", "GetBatch", { query: { Id: batchId } }));
    return kit.ok<InvoiceDetail>(kit.call("admin", "GetInvoice", { query: { Id: batch.Invoices[0]!.Id } }));
  };
  const cents = (money: string) =>
    parseMoneyToCents(money.replace(/^-/, ""))! * (money.startsWith("-") ? -1 : 1);
  /** The invoice's total less what its lines other than the adjustments and arrears add up to. */
  const adjustedBy = (invoice: InvoiceDetail) =>
    cents(invoice.Total) -
    invoice.Lines.filter(
      (l) => l.KindId !== InvoiceLineKind.Adjustment && l.KindId !== InvoiceLineKind.Arrears,
    )
      .map((l) => cents(l.Total))
      .reduce((a, b) => a + b, 0);
  const adjustments = (invoice: InvoiceDetail) =>
    invoice.Lines.filter((l) => l.KindId === InvoiceLineKind.Adjustment).map((l) => [
      l.Description,
      l.Quantity,
      l.Total,
    ]);

  it("credits the chiller not found on the client's next invoice, once, and keeps it when the batch is regenerated", async () => {
    const { client, site, chillers } = await acceptedShortfall();
    const generated = await generate(client.id);
    const invoice = await invoiceOf(generated.Id!);
    const credit = [`Adjustment: ${chillers.name} at ${site.name} (found 2, billed 3)`, "-1", "-100.00"];
    expect(adjustments(invoice)).toEqual([credit]);
    // 3 chillers billed at 100.00 (beside the client's other charges), less the one not found.
    expect(
      invoice.Lines.find((l) => l.KindId === InvoiceLineKind.Charge && l.Total === "300.00"),
    ).toBeDefined();
    expect(adjustedBy(invoice)).toBe(-10_000);

    await kit.ok(kit.call("admin", "RegenerateBatch", { body: { Id: generated.Id! } }));
    const regenerated = await invoiceOf(generated.Id!);
    expect(adjustments(regenerated)).toEqual([credit]);
    expect(adjustedBy(regenerated)).toBe(-10_000);

    // Deleting the batch gives the difference back: the next batch carries it instead.
    await kit.ok(kit.call("admin", "DeleteBatch", { body: { Id: generated.Id! } }));
    const again = await invoiceOf((await generate(client.id)).Id!);
    expect(adjustments(again)).toEqual([credit]);
    expect(adjustedBy(again)).toBe(-10_000);
  });
});
