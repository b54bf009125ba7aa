import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  centsToMoney,
  InvoiceLineKind,
  ReconDifferenceKind,
  VerificationState,
  type ReconDifferenceRow,
} from "@fieldstead/domain";
import { reconDifferences } from "../../../db/schema/index.ts";
import { testBackends } from "../../../test/test-databases.ts";
import { takeAcceptedAdjustments } from "./recon-adjustments.service.ts";
import { openTechReconTestKit, type TechReconTestKit } from "./tech-recon.test-kit.ts";

describe.each(testBackends())("adjustments of accepted differences on %s", (backend) => {
  let kit: TechReconTestKit;
  const take = (clientIds: number[], invoiceIdByClient: Map<number, number>) =>
    kit.t.ctx.db.transaction((tx) =>
      takeAcceptedAdjustments(tx, kit.who.lease.orgId, clientIds, invoiceIdByClient),
    );
  const accept = (d: ReconDifferenceRow) =>
    kit.ok(kit.call("lease", "AcceptReconDifference", { body: { Id: d.Id } }));
  const appliedOf = async (ids: number[]) =>
    (
      await kit.t.ctx.db
        .select({ id: reconDifferences.id, invoiceId: reconDifferences.appliedInvoiceId })
        .from(reconDifferences)
        .where(inArray(reconDifferences.id, ids))
    ).sort((a, b) => a.id - b.id);

  beforeAll(async () => {
    kit = await openTechReconTestKit(backend);
  });
  afterAll(() => kit?.close());

  /**
   * Chillers billed by the client's own rule at a code of 100.00 with 8.875 % tax, negotiated to 80.00 less 10 %
   * in its profile: 3 billed, 2 found. Pumps billed by a rule for every client at 25.00 without tax: 1 billed,
   * none found. Lights billed by no rule: 1 found.
   */
  const accepted = async () => {
    const client = await kit.client();
    const site = await kit.site(client);
    const [chillers, pumps, lights] = [await kit.category(), await kit.category(), await kit.category()];
    const chillerCode = await kit.chargeCode("100.00", 8875);
    const pumpCode = await kit.chargeCode("25.00");
    await kit.rule(client.id, chillers.id, chillerCode.id);
    await kit.rule(null, pumps.id, pumpCode.id);
    await kit.profileLine(client.id, chillerCode.id, "80.00", 1000);
    await kit.assets([
      { locationId: site.roomId, categoryId: chillers.id, quantity: 2 },
      { locationId: site.roomId, categoryId: chillers.id, verificationState: VerificationState.Unverified },
      { locationId: site.buildingId, categoryId: pumps.id, verificationState: VerificationState.Unverified },
      { locationId: site.buildingId, categoryId: lights.id },
    ]);
    const run = await kit.run({ Period: "2026-10", ClientId: client.id });
    const { Differences } = await kit.detail(run.Id);
    const byKind = (kindId: number) => Differences.find((d) => d.KindId === kindId)!;
    return {
      client,
      site,
      chillerCode,
      pumpCode,
      chillers: byKind(ReconDifferenceKind.QuantityDiffers),
      pumps: byKind(ReconDifferenceKind.BilledNotFound),
      lights: byKind(ReconDifferenceKind.FoundNotBilled),
    };
  };

  it("prices each accepted difference at the client's rule, profile and tax, and marks it applied", async () => {
    const { client, site, chillerCode, pumpCode, chillers, pumps, lights } = await accepted();
    for (const d of [chillers, pumps, lights]) await accept(d);
    const invoiceId = await kit.invoice(client.id, "2026-11");

    const lines = (await take([client.id], new Map([[client.id, invoiceId]]))).get(client.id) ?? [];

    const written = lines.map(({ draft: d }) => ({
      kindId: d.kindId,
      chargeCodeId: d.chargeCodeId,
      chargeCode: d.chargeCode,
      ruleId: d.ruleId,
      leaseId: d.leaseId,
      description: d.description,
      quantity: centsToMoney(d.quantityHundredths),
      unitPrice: centsToMoney(d.unitCents),
      net: centsToMoney(d.amounts.netCents),
      discount: centsToMoney(d.amounts.discountCents),
      taxRateMilli: d.taxRateMilli,
      tax: centsToMoney(d.amounts.taxCents),
      total: centsToMoney(d.amounts.totalCents),
    }));
    expect(written.sort((a, b) => a.description.localeCompare(b.description))).toEqual(
      [
        {
          kindId: InvoiceLineKind.Adjustment,
          chargeCodeId: chillerCode.id,
          chargeCode: chillerCode.code,
          ruleId: expect.any(Number),
          leaseId: null,
          description: `Adjustment: ${chillers.CategoryName} at ${site.name} (found 2, billed 3)`,
          quantity: "-1.00",
          unitPrice: "80.00",
          net: "-80.00",
          discount: "-8.00",
          taxRateMilli: 8875,
          // 8.875 % of -72.00 = -6.39
          tax: "-6.39",
          total: "-78.39",
        },
        {
          kindId: InvoiceLineKind.Adjustment,
          chargeCodeId: pumpCode.id,
          chargeCode: pumpCode.code,
          ruleId: expect.any(Number),
          leaseId: null,
          description: `Adjustment: ${pumps.CategoryName} at ${site.name} (found 0, billed 1)`,
          quantity: "-1.00",
          unitPrice: "25.00",
          net: "-25.00",
          discount: "0.00",
          taxRateMilli: 0,
          tax: "0.00",
          total: "-25.00",
        },
      ].sort((a, b) => a.description.localeCompare(b.description)),
    );
    expect(lines.find((l) => l.differenceId === chillers.Id)!.draft.amounts).toEqual({
      netCents: -8000,
      discountCents: -800,
      taxCents: -639,
      totalCents: -7839,
    });
    // Lights are billed by no rule: no line, and the difference waits for an invoice that can carry it.
    expect(await appliedOf([chillers.Id, pumps.Id, lights.Id])).toEqual(
      [
        { id: chillers.Id, invoiceId },
        { id: pumps.Id, invoiceId },
        { id: lights.Id, invoiceId: null },
      ].sort((a, b) => a.id - b.id),
    );
  });

  it("takes a difference once: a second invoice of the client gets no line for it", async () => {
    const { client, chillers } = await accepted();
    await accept(chillers);
    const first = await kit.invoice(client.id, "2026-11");
    const second = await kit.invoice(client.id, "2026-12");
    expect((await take([client.id], new Map([[client.id, first]]))).get(client.id)).toHaveLength(1);
    expect((await take([client.id], new Map([[client.id, second]]))).get(client.id)).toBeUndefined();
  });

  it("leaves open and verified differences, and clients without an invoice, alone", async () => {
    const { client, chillers, pumps } = await accepted();
    await kit.ok(kit.call("lease", "VerifyReconDifference", { body: { Id: pumps.Id } }));
    expect(
      (await take([client.id], new Map([[client.id, await kit.invoice(client.id, "2026-11")]]))).size,
    ).toBe(0);
    await accept(chillers);
    expect((await take([client.id], new Map())).size).toBe(0);
    const [row] = await kit.t.ctx.db
      .select({ invoiceId: reconDifferences.appliedInvoiceId })
      .from(reconDifferences)
      .where(eq(reconDifferences.id, chillers.Id));
    expect(row!.invoiceId).toBeNull();
  });
});
