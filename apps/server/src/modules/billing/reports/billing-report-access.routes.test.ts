import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BillingReportKind, ModuleId } from "@fieldstead/domain";
import { revokeModule } from "../../../test/test-app.ts";
import { testBackends } from "../../../test/test-databases.ts";
import { fieldsOf, openReportsTestKit, type ReportsTestKit, type Who } from "./billing-reports.test-kit.ts";

const { Revenue, Aging, Arrears, TaxCollected, ReconDifferences } = BillingReportKind;

describe.each(testBackends())("billing reports' parameters and access on %s", (backend) => {
  let kit: ReportsTestKit;
  let acmeClient: number;
  let globexClient: number;

  beforeAll(async () => {
    kit = await openReportsTestKit(backend);
    acmeClient = await kit.addClient("Harbor Retail");
    globexClient = await kit.addClient("Globex Client", { org: "globex" });
    await kit.addInvoice({
      clientId: acmeClient,
      period: "2026-11",
      number: "INV-P-1",
      dueDate: "2026-11-01",
      lines: [{ description: "Service", quantity: 100, unitCents: 12_345, taxRateMilli: 10_000 }],
    });
  });
  afterAll(() => kit?.close());

  it.each([
    [
      "a month that is not one",
      { Kind: Revenue, FromPeriod: "2026-13", ToPeriod: "2027-01" },
      ["FromPeriod"],
    ],
    ["no first month", { Kind: TaxCollected, ToPeriod: "2027-01" }, ["FromPeriod"]],
    ["no last month", { Kind: ReconDifferences, FromPeriod: "2026-01" }, ["ToPeriod"]],
    ["more than 36 months", { Kind: Revenue, FromPeriod: "2026-01", ToPeriod: "2029-01" }, ["ToPeriod"]],
    ["an end before the start", { Kind: Revenue, FromPeriod: "2026-11", ToPeriod: "2026-10" }, ["ToPeriod"]],
    ["a day that is not one", { Kind: Aging, AsOf: "2026-02-30" }, ["AsOf"]],
    ["an unknown kind", { Kind: 9, FromPeriod: "2026-11", ToPeriod: "2026-11" }, ["Kind"]],
  ])("refuses %s, naming the field", async (_, body, fields) => {
    const res = await kit.run("lease", body);
    expect(res.statusCode, res.body).toBe(400);
    expect(fieldsOf(res)).toEqual(fields);
  });

  it("refuses a client of another organisation, or none, naming ClientId", async () => {
    for (const ClientId of [globexClient, 999_999]) {
      const res = await kit.run("lease", { Kind: Arrears, ClientId });
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res)).toEqual(["ClientId"]);
    }
    const theirs = await kit.run("globex", {
      Kind: Revenue,
      FromPeriod: "2026-11",
      ToPeriod: "2026-11",
      ClientId: acmeClient,
    });
    expect(fieldsOf(theirs)).toEqual(["ClientId"]);
  });

  it("covers 36 months at most, with a column for each", async () => {
    const report = await kit.report({ Kind: Revenue, FromPeriod: "2025-01", ToPeriod: "2027-12" });
    expect(report.Columns).toHaveLength(2 + 36 + 1);
    expect(report.Rows).toEqual([
      expect.objectContaining({ Client: "Harbor Retail", "2026-11": "123.45", Total: "123.45" }),
    ]);
  });

  it.each<Who>(["admin", "lease"])("lets %s run and download every report", async (who) => {
    for (const Kind of [Revenue, Aging, Arrears, TaxCollected, ReconDifferences]) {
      const body = { Kind, FromPeriod: "2026-11", ToPeriod: "2026-11" };
      expect((await kit.run(who, body)).statusCode).toBe(200);
      expect((await kit.download(who, { ...body, Format: "pdf" })).statusCode).toBe(200);
    }
  });

  it.each<Who>(["tech", "viewer"])("refuses %s every report call (403)", async (who) => {
    const body = { Kind: Arrears };
    expect((await kit.run(who, body)).statusCode).toBe(403);
    expect((await kit.download(who, { ...body, Format: "xlsx" })).statusCode).toBe(403);
    expect((await kit.call(who, "GetBillingReportDefinitions", { query: {} })).statusCode).toBe(403);
    const save = { Name: "Mine", Params: body };
    expect((await kit.call(who, "SaveBillingReportDefinition", { body: save })).statusCode).toBe(403);
    expect((await kit.call(who, "DeleteBillingReportDefinition", { body: { Id: 1 } })).statusCode).toBe(403);
  });

  it("shows another organisation only its own (empty) figures", async () => {
    for (const Kind of [Revenue, Aging, Arrears, TaxCollected, ReconDifferences]) {
      const report = await kit.report({ Kind, FromPeriod: "2026-11", ToPeriod: "2026-11" }, "globex");
      expect(report).toMatchObject({ Kind, Rows: [], Chart: null });
    }
    expect((await kit.report({ Kind: Arrears }, "globex")).Totals).toEqual([]);
  });

  it("refuses the download, not the report, to a role without the download capability", async () => {
    const lease = await kit.t.signIn("lease@acme.example");
    await revokeModule(kit.t, lease, { moduleId: ModuleId.BillingDownload, parentId: ModuleId.Billing });
    expect((await kit.download("lease", { Kind: Arrears, Format: "pdf" })).statusCode).toBe(403);
    expect((await kit.run("lease", { Kind: Arrears })).statusCode).toBe(200);
  });
});
