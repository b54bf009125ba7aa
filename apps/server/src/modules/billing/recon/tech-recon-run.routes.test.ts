import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AssetReconciliationResult,
  AssetStatus,
  LeaseStatus,
  VerificationState,
  type ReconDifferenceRow,
  type ReconRunListReply,
} from "@fieldstead/domain";
import { billingClients } from "../../../db/schema/index.ts";
import { testBackends } from "../../../test/test-databases.ts";
import { messageOf, openTechReconTestKit, type TechReconTestKit } from "./tech-recon.test-kit.ts";

const { Unverified, Pending_Verification, Newly_Created } = VerificationState;

/** A difference as a person reads it in the table. */
const readable = (d: ReconDifferenceRow) =>
  `${d.SiteName} · ${d.CategoryName}: ${d.KindName} (billed ${d.BilledQuantity}, found ${d.FoundQuantity}) ${d.StateName}`;

describe.each(testBackends())("technical reconciliation runs on %s", (backend) => {
  let kit: TechReconTestKit;

  beforeAll(async () => {
    kit = await openTechReconTestKit(backend);
  });
  afterAll(() => kit?.close());

  /**
   * A client with two leased sites. Chillers are billed by its own rule, pumps by a rule for every client,
   * lights by none. Site A: 3 chillers billed (2 in one consumable record, in a room; 1 unverified, in the
   * building) of which 2 found; 1 pump billed, pending verification. Site B: 1 chiller billed and found; a
   * light found, not billed; a pump found but in repair, so not billed. A third site is only a draft lease.
   */
  const fieldScenario = async () => {
    const client = await kit.client();
    const a = await kit.site(client);
    const b = await kit.site(client);
    const draft = await kit.site(client, LeaseStatus.Draft);
    const chillers = await kit.category();
    const pumps = await kit.category();
    const lights = await kit.category();
    const code = await kit.chargeCode("100.00");
    await kit.rule(client.id, chillers.id, code.id);
    await kit.rule(null, pumps.id, code.id);
    await kit.assets([
      { locationId: a.roomId, categoryId: chillers.id, quantity: 2 },
      { locationId: a.buildingId, categoryId: chillers.id, verificationState: Unverified },
      { locationId: a.siteId, categoryId: pumps.id, verificationState: Pending_Verification },
      { locationId: b.roomId, categoryId: chillers.id },
      { locationId: b.buildingId, categoryId: lights.id, verificationState: Newly_Created },
      { locationId: b.roomId, categoryId: pumps.id, statusId: AssetStatus.InRepair },
      { locationId: draft.roomId, categoryId: chillers.id, verificationState: Unverified },
    ]);
    return { client, a, b, chillers, pumps, lights };
  };

  it("finds each kind of difference per site and category, and says how many at how many sites", async () => {
    const { client, a, b, chillers, pumps, lights } = await fieldScenario();

    const reply = await kit.run({ Period: "2026-11", ClientId: client.id });
    expect(reply).toMatchObject({
      StatusCode: AssetReconciliationResult.validationErrorsFound,
      StatusMessage: "4 differences found at 2 sites.",
    });

    const { Run, Differences } = await kit.detail(reply.Id);
    expect(Run).toMatchObject({
      Period: "2026-11",
      ClientId: client.id,
      ResultCode: 15,
      ResultMessage: "4 differences found at 2 sites.",
      DifferenceCount: 4,
      OpenCount: 4,
    });
    expect(Differences.map(readable).sort()).toEqual(
      [
        `${a.name} · ${chillers.name}: Quantity differs (billed 3, found 2) Open`,
        `${a.name} · ${pumps.name}: Billed but not found (billed 1, found 0) Open`,
        `${b.name} · ${lights.name}: Found but not billed (billed 0, found 1) Open`,
        `${b.name} · ${pumps.name}: Found but not billed (billed 0, found 1) Open`,
      ].sort(),
    );
    expect(Differences.every((d) => d.WorkOrderNumber === null && d.LocationId !== null)).toBe(true);
  });

  it("answers Success when billing and the field agree", async () => {
    const client = await kit.client();
    const site = await kit.site(client);
    const chillers = await kit.category();
    await kit.rule(client.id, chillers.id, (await kit.chargeCode("40.00")).id);
    await kit.assets([
      { locationId: site.roomId, categoryId: chillers.id },
      { locationId: site.buildingId, categoryId: chillers.id, verificationState: Newly_Created },
      // Neither billed (retired) nor found (unverified): no difference.
      {
        locationId: site.roomId,
        categoryId: chillers.id,
        statusId: AssetStatus.Retired,
        verificationState: Unverified,
      },
    ]);

    const reply = await kit.run({ Period: "2026-11", ClientId: client.id });
    expect(reply).toMatchObject({
      StatusCode: AssetReconciliationResult.Success,
      StatusMessage: "Billing and field records agree.",
    });
    expect((await kit.detail(reply.Id)).Differences).toEqual([]);
  });

  it("answers MissingAssetsForToken when the client's sites hold no asset at all", async () => {
    const client = await kit.client();
    await kit.site(client);
    const reply = await kit.run({ Period: "2026-11", ClientId: client.id });
    expect(reply).toMatchObject({
      StatusCode: AssetReconciliationResult.MissingAssetsForToken,
      StatusMessage: "No assets are recorded at this client's sites.",
    });
    expect((await kit.detail(reply.Id)).Run.ResultMessage).toBe(
      "No assets are recorded at this client's sites.",
    );
  });

  it("reconciles every active client in one run, leaving inactive clients out", async () => {
    const { client } = await fieldScenario();
    const { client: inactive } = await fieldScenario();
    await kit.t.ctx.db
      .update(billingClients)
      .set({ isActive: false })
      .where(eq(billingClients.id, inactive.id));

    const reply = await kit.run({ Period: "2026-11" });
    expect(reply.StatusCode).toBe(AssetReconciliationResult.validationErrorsFound);
    const { Run, Differences } = await kit.detail(reply.Id);
    expect(Run.ClientId).toBeNull();
    const clients = new Set(Differences.map((d) => d.ClientId));
    expect(clients.has(client.id)).toBe(true);
    expect(clients.has(inactive.id)).toBe(false);
    expect(Differences.filter((d) => d.ClientId === client.id)).toHaveLength(4);
    expect(Run.DifferenceCount).toBe(Differences.length);
  });

  it("lists the runs newest first with their result", async () => {
    const client = await kit.client();
    await kit.site(client);
    const first = await kit.run({ Period: "2026-10", ClientId: client.id });
    const second = await kit.run({ Period: "2026-11", ClientId: client.id });
    const { Runs } = await kit.ok<ReconRunListReply>(kit.call("lease", "GetTechReconRuns", { query: {} }));
    expect(Runs.slice(0, 2).map((r) => [r.Id, r.Period, r.ResultCode])).toEqual([
      [second.Id, "2026-11", 19],
      [first.Id, "2026-10", 19],
    ]);
    expect(Runs[0]!.ClientName).toMatch(/^Recon Client/);
    expect(Runs[0]!.CreatedByName).toBeTruthy();
  });

  it.each([
    [{ Period: "2026-13" }, "Period"],
    [{ Period: "2026-11", ClientId: "seven" }, "ClientId"],
  ])("refuses a bad request %o naming the field", async (body, field) => {
    const res = await kit.call("lease", "RunTechRecon", { body });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toContain(field);
  });

  it("refuses a client of another organisation as a field of the request, writing no run", async () => {
    const before = await kit.ok<ReconRunListReply>(kit.call("lease", "GetTechReconRuns", { query: {} }));
    const globexClient = await kit.t.ctx.db
      .insert(billingClients)
      .values({ orgId: kit.who.globex.orgId, name: "Globex tenant", currency: "USD" })
      .returning({ id: billingClients.id });
    const res = await kit.call("lease", "RunTechRecon", {
      body: { Period: "2026-11", ClientId: globexClient[0]!.id },
    });
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toContain("ClientId");
    const after = await kit.ok<ReconRunListReply>(kit.call("lease", "GetTechReconRuns", { query: {} }));
    expect(after.Runs).toHaveLength(before.Runs.length);
  });
});
