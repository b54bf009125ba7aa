import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ModuleId, type ReconClientsReply, type ReconRunListReply } from "@fieldstead/domain";
import { revokeModule, type SignedIn } from "../../../test/test-app.ts";
import { testBackends } from "../../../test/test-databases.ts";
import { messageOf, openTechReconTestKit, type TechReconTestKit, type Who } from "./tech-recon.test-kit.ts";

describe.each(testBackends())("who may reconcile on %s", (backend) => {
  let kit: TechReconTestKit;
  let runId: number;
  let clientId: number;

  beforeAll(async () => {
    kit = await openTechReconTestKit(backend);
    const client = await kit.client("Access Client");
    clientId = client.id;
    await kit.site(client);
    runId = (await kit.run({ Period: "2026-11", ClientId: client.id })).Id;
  });
  afterAll(() => kit?.close());

  const CALLS: [string, (who: Who) => ReturnType<TechReconTestKit["call"]>][] = [
    ["the runs", (w) => kit.call(w, "GetTechReconRuns", { query: {} })],
    ["a run", (w) => kit.call(w, "GetTechReconRun", { query: { Id: runId } })],
    ["the clients", (w) => kit.call(w, "GetTechReconClients", { query: {} })],
    ["a run's start", (w) => kit.call(w, "RunTechRecon", { body: { Period: "2026-11" } })],
    ["an acceptance", (w) => kit.call(w, "AcceptReconDifference", { body: { Id: 1 } })],
    ["a verification", (w) => kit.call(w, "VerifyReconDifference", { body: { Id: 1 } })],
  ];

  it.each(CALLS)("refuses %s to roles without Technical Reconciliation (403)", async (_what, call) => {
    for (const who of ["tech", "viewer", "manager"] as const) expect((await call(who)).statusCode).toBe(403);
  });

  it("answers 401 to a call without a session", async () => {
    const res = await kit.t.call("POST", "/api/Billing/RunTechRecon", { body: { Period: "2026-11" } });
    expect(res.statusCode).toBe(401);
  });

  it("shows another organisation none of Acme's runs or clients", async () => {
    const runs = await kit.ok<ReconRunListReply>(kit.call("globex", "GetTechReconRuns", { query: {} }));
    expect(runs.Runs.map((r) => r.Id)).not.toContain(runId);
    const clients = await kit.ok<ReconClientsReply>(kit.call("globex", "GetTechReconClients", { query: {} }));
    expect(clients.Clients.map((c) => c.Id)).not.toContain(clientId);
    expect((await kit.call("globex", "GetTechReconRun", { query: { Id: runId } })).statusCode).toBe(404);
  });

  it("lists the organisation's clients by name for the run's picker", async () => {
    const { Clients } = await kit.ok<ReconClientsReply>(
      kit.call("lease", "GetTechReconClients", { query: {} }),
    );
    expect(Clients).toContainEqual({ Id: clientId, Name: "Access Client", IsActive: true });
  });

  it("needs the 'run technical reconciliation' capability to run, not to read", async () => {
    const signedIn = { record: { RoleId: kit.who.lease.roleId } } as SignedIn;
    await revokeModule(kit.t, signedIn, {
      moduleId: ModuleId.BillingTechReconRun,
      parentId: ModuleId.Billing,
    });
    const refused = await kit.call("lease", "RunTechRecon", { body: { Period: "2026-11" } });
    expect(refused.statusCode).toBe(403);
    expect(messageOf(refused)).toBe("Your role may not run technical reconciliation.");
    expect((await kit.call("lease", "GetTechReconRun", { query: { Id: runId } })).statusCode).toBe(200);
  });
});
