import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import {
  BILLING_REPORT_DEFINITIONS_MAX,
  BillingReportKind,
  type BillingReportDefinitionsReply,
  type BillingWriteReply,
} from "@fieldstead/domain";
import { testBackends } from "../../../test/test-databases.ts";
import {
  fieldsOf,
  messageOf,
  openReportsTestKit,
  type ReportsTestKit,
  type Who,
} from "./billing-reports.test-kit.ts";

const REVENUE = { Kind: BillingReportKind.Revenue, FromPeriod: "2026-11", ToPeriod: "2027-01" };

describe.each(testBackends())("billing report definitions on %s", (backend) => {
  let kit: ReportsTestKit;
  const save = (body: object, who: Who = "lease") => kit.call(who, "SaveBillingReportDefinition", { body });
  const saved = async (body: object, who: Who = "lease") =>
    (await kit.ok<BillingWriteReply>(save(body, who))).Id;
  const remove = (Id: number, who: Who = "lease") =>
    kit.call(who, "DeleteBillingReportDefinition", { body: { Id } });
  const list = async (who: Who = "lease") =>
    (await kit.ok<BillingReportDefinitionsReply>(kit.call(who, "GetBillingReportDefinitions", { query: {} })))
      .Definitions;

  beforeAll(async () => {
    kit = await openReportsTestKit(backend);
  });
  beforeEach(async () => {
    await kit.t.ctx.db.execute(sql`delete from billing_report_definitions`);
  });
  afterAll(() => kit?.close());

  it("saves a definition and lists it with its kind and parameters, only to its owner", async () => {
    const client = await kit.addClient("Maple Court");
    const reply = await kit.ok<BillingWriteReply>(
      save({ Name: "  Quarter revenue ", Params: { ...REVENUE, ClientId: client } }),
    );
    expect(reply).toMatchObject({
      StatusCode: 0,
      StatusMessage: 'Report definition "Quarter revenue" saved.',
    });
    const aging = await saved({ Name: "Aging today", Params: { Kind: BillingReportKind.Aging } });
    expect(await list()).toEqual([
      {
        Id: aging,
        Name: "Aging today",
        Kind: BillingReportKind.Aging,
        KindName: "Aging of receivables",
        Params: { Kind: BillingReportKind.Aging },
        CreatedAt: "2026-11-22T15:00:00.000Z",
      },
      expect.objectContaining({
        Id: reply.Id,
        Name: "Quarter revenue",
        KindName: "Revenue by client and period",
        Params: { ...REVENUE, ClientId: client },
      }),
    ]);
    expect(await list("admin")).toEqual([]);
    expect(await list("globex")).toEqual([]);
  });

  it("renames and changes one of the person's own, keeping its id", async () => {
    const id = await saved({
      Name: "Tax",
      Params: { Kind: BillingReportKind.TaxCollected, FromPeriod: "2026-01", ToPeriod: "2026-12" },
    });
    const params = { Kind: BillingReportKind.TaxCollected, FromPeriod: "2027-01", ToPeriod: "2027-03" };
    expect(await saved({ Id: id, Name: "Tax Q1 2027", Params: params })).toBe(id);
    expect(await list()).toEqual([expect.objectContaining({ Id: id, Name: "Tax Q1 2027", Params: params })]);
  });

  it("answers 'not found' to another person's or organisation's definition", async () => {
    const id = await saved({ Name: "Arrears", Params: { Kind: BillingReportKind.Arrears } });
    for (const who of ["admin", "globex"] as const) {
      const renamed = await save(
        { Id: id, Name: "Taken over", Params: { Kind: BillingReportKind.Arrears } },
        who,
      );
      expect(renamed.statusCode).toBe(404);
      expect(messageOf(renamed)).toBe("Report definition not found.");
      expect((await remove(id, who)).statusCode).toBe(404);
    }
    expect(await list()).toEqual([expect.objectContaining({ Id: id, Name: "Arrears" })]);
  });

  it("deletes one of the person's own; a second time it is not found", async () => {
    const id = await saved({
      Name: "Recon",
      Params: { Kind: BillingReportKind.ReconDifferences, FromPeriod: "2026-11", ToPeriod: "2026-11" },
    });
    expect(await kit.ok(remove(id))).toEqual({ StatusCode: 0, StatusMessage: "Report definition deleted." });
    expect(await list()).toEqual([]);
    expect((await remove(id)).statusCode).toBe(404);
  });

  it("refuses parameters a report would refuse, naming the field", async () => {
    const cases: [object, string[]][] = [
      [{ Name: " ", Params: { Kind: BillingReportKind.Aging } }, ["Name"]],
      [{ Name: "Wide", Params: { ...REVENUE, ToPeriod: "2030-01" } }, ["Params.ToPeriod"]],
      [
        { Name: "No start", Params: { Kind: BillingReportKind.Revenue, ToPeriod: "2027-01" } },
        ["Params.FromPeriod"],
      ],
    ];
    for (const [body, fields] of cases) {
      const res = await save(body);
      expect(res.statusCode, res.body).toBe(400);
      expect(fieldsOf(res)).toEqual(fields);
    }
    const globexClient = await kit.addClient("Globex Tenant", { org: "globex" });
    const theirs = await save({
      Name: "Theirs",
      Params: { Kind: BillingReportKind.Aging, ClientId: globexClient },
    });
    expect(fieldsOf(theirs)).toEqual(["Params.ClientId"]);
  });

  it(`keeps at most ${BILLING_REPORT_DEFINITIONS_MAX} per person, still letting them be changed`, async () => {
    const ids: number[] = [];
    for (let i = 1; i <= BILLING_REPORT_DEFINITIONS_MAX; i++)
      ids.push(await saved({ Name: `Aging ${i}`, Params: { Kind: BillingReportKind.Aging } }));
    const refused = await save({ Name: "One more", Params: { Kind: BillingReportKind.Aging } });
    expect(refused.statusCode).toBe(400);
    expect(messageOf(refused)).toBe(
      `You keep at most ${BILLING_REPORT_DEFINITIONS_MAX} report definitions: delete one you no longer use to save another.`,
    );
    expect(await saved({ Id: ids[0], Name: "Aging first", Params: { Kind: BillingReportKind.Aging } })).toBe(
      ids[0],
    );
    // Another person's count is their own.
    expect(
      (await save({ Name: "Admin's", Params: { Kind: BillingReportKind.Aging } }, "admin")).statusCode,
    ).toBe(200);
    await kit.ok(remove(ids[1]!));
    expect((await save({ Name: "One more", Params: { Kind: BillingReportKind.Aging } })).statusCode).toBe(
      200,
    );
    expect(await list()).toHaveLength(BILLING_REPORT_DEFINITIONS_MAX);
  });
});
