import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ReconDifferenceKind,
  ReconDifferenceState,
  VerificationState,
  WorkOrderType,
  type ReconDecisionReply,
  type ReconDifferenceRow,
  type VerifyReconDifferenceReply,
} from "@fieldstead/domain";
import { tasks } from "../../../db/schema/index.ts";
import { testBackends } from "../../../test/test-databases.ts";
import { messageOf, openTechReconTestKit, type TechReconTestKit, type Who } from "./tech-recon.test-kit.ts";

describe.each(testBackends())("deciding reconciliation differences on %s", (backend) => {
  let kit: TechReconTestKit;
  const accept = (id: unknown, who: Who = "lease") =>
    kit.call(who, "AcceptReconDifference", { body: { Id: id } });
  const verify = (id: unknown, who: Who = "lease") =>
    kit.call(who, "VerifyReconDifference", { body: { Id: id } });

  beforeAll(async () => {
    kit = await openTechReconTestKit(backend);
  });
  afterAll(() => kit?.close());

  /** A run with two open differences at one site: chillers billed 2 but found 1, pumps billed 1 but found 0. */
  const openDifferences = async () => {
    const client = await kit.client();
    const site = await kit.site(client);
    const chillers = await kit.category();
    const pumps = await kit.category();
    const code = await kit.chargeCode("50.00");
    await kit.rule(client.id, chillers.id, code.id);
    await kit.rule(client.id, pumps.id, code.id);
    await kit.assets([
      { locationId: site.roomId, categoryId: chillers.id },
      { locationId: site.roomId, categoryId: chillers.id, verificationState: VerificationState.Unverified },
      { locationId: site.buildingId, categoryId: pumps.id, verificationState: VerificationState.Unverified },
    ]);
    const run = await kit.run({ Period: "2026-11", ClientId: client.id });
    const { Differences } = await kit.detail(run.Id);
    const byKind = (kindId: number) => Differences.find((d) => d.KindId === kindId)!;
    return {
      run,
      site,
      chillers,
      quantity: byKind(ReconDifferenceKind.QuantityDiffers),
      missing: byKind(ReconDifferenceKind.BilledNotFound),
    };
  };

  it("accepts an open difference, saying whose invoice it adjusts, and counts it no longer open", async () => {
    const { run, quantity, chillers, site } = await openDifferences();
    const reply = await kit.ok<ReconDecisionReply>(accept(quantity.Id));
    expect(reply.StatusMessage).toBe(
      `Accepted: ${quantity.ClientName}'s next invoice adjusts ${chillers.name} at ${site.name}.`,
    );
    expect(reply.Difference).toMatchObject({
      Id: quantity.Id,
      StateId: ReconDifferenceState.Accepted,
      StateName: "Accepted",
      AppliedInvoiceId: null,
      WorkOrderNumber: null,
    });
    expect(reply.Difference.DecidedByName).toBeTruthy();
    expect(reply.Difference.DecidedAt).not.toBeNull();
    expect((await kit.detail(run.Id)).Run.OpenCount).toBe(1);
  });

  it("raises a Fixed Assets work order at the site to verify a difference, and shows its number", async () => {
    const { run, missing, site } = await openDifferences();
    const reply = await kit.ok<VerifyReconDifferenceReply>(verify(missing.Id));
    expect(reply.WorkOrderNumber).toMatch(/^WO-2026-\d{5}$/);
    expect(reply.StatusMessage).toBe(
      `Work order ${reply.WorkOrderNumber} raised to verify ${missing.CategoryName} assets at ${site.name}.`,
    );
    const [workOrder] = await kit.t.ctx.db
      .select({
        summary: tasks.summary,
        typeId: tasks.typeId,
        locationId: tasks.locationId,
        number: tasks.workOrderNumber,
      })
      .from(tasks)
      .where(and(eq(tasks.orgId, kit.who.lease.orgId), eq(tasks.id, reply.WorkOrderId)));
    expect(workOrder).toEqual({
      summary: `Verify ${missing.CategoryName} assets at ${site.name}`,
      typeId: WorkOrderType.FixedAssets,
      locationId: site.siteId,
      number: reply.WorkOrderNumber,
    });
    const shown = (await kit.detail(run.Id)).Differences.find((d) => d.Id === missing.Id)!;
    expect(shown).toMatchObject<Partial<ReconDifferenceRow>>({
      StateName: "Verify on site",
      WorkOrderId: reply.WorkOrderId,
      WorkOrderNumber: reply.WorkOrderNumber,
    });
  });

  it.each([
    ["accept", "accepted", "Accepted", accept, accept],
    ["verify", "accepted", "Accepted", accept, verify],
    ["accept", "sent to verify", "Verify on site", verify, accept],
    ["verify", "sent to verify", "Verify on site", verify, verify],
  ])(
    "refuses to %s a difference %s already (409) and keeps the first decision",
    async (_step, _how, state, first, second) => {
      const { run, quantity } = await openDifferences();
      await kit.ok(first(quantity.Id));
      const workOrdersBefore = await kit.t.ctx.db.$count(tasks, eq(tasks.orgId, kit.who.lease.orgId));
      const res = await second(quantity.Id);
      expect(res.statusCode).toBe(409);
      expect(messageOf(res)).toBe(
        `This difference was already decided (${state}); it cannot be decided again.`,
      );
      expect(await kit.t.ctx.db.$count(tasks, eq(tasks.orgId, kit.who.lease.orgId))).toBe(workOrdersBefore);
      const shown = (await kit.detail(run.Id)).Differences.find((d) => d.Id === quantity.Id)!;
      expect(shown.StateName).toBe(state);
    },
  );

  it("answers 404 for a difference of another organisation or none, and leaves it open", async () => {
    const { run, quantity } = await openDifferences();
    for (const res of [
      await accept(quantity.Id, "globex"),
      await verify(quantity.Id, "globex"),
      await accept(2_000_000),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    const globexRun = await kit.call("globex", "GetTechReconRun", { query: { Id: run.Id } });
    expect(globexRun.statusCode).toBe(404);
    expect((await kit.detail(run.Id)).Run.OpenCount).toBe(2);
  });

  it.each([["twelve"], [0], [null]])("refuses an Id of %o naming the field", async (id) => {
    const res = await accept(id);
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toContain("Id");
  });
});
