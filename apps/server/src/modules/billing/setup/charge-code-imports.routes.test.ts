import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, count, eq } from "drizzle-orm";
import { AuditEntityType, ImportKind, type ChargeCodeListRow, type ListReply } from "@fieldstead/domain";
import { auditEntries, chargeCodes } from "../../../db/schema/index.ts";
import { testBackends } from "../../../test/test-databases.ts";
import {
  ADMIN,
  GLOBEX,
  openImportsHarness,
  TECH,
  type ImportsHarness,
} from "../../imports/imports.test-kit.ts";
import { listBody } from "./billing-setup.test-kit.ts";

const { ChargeCodes } = ImportKind;
const HEADER = "Code,Description,Unit,Rate,Tax rate (%),Effective from,Effective to";

describe.each(testBackends())("bulk creation of charge codes on %s", (backend) => {
  let h: ImportsHarness;
  const word = `Cimp${Date.now().toString(36)}`;
  const csv = (lines: string[]) => [HEADER, ...lines].join("\r\n");
  const countCodes = async () =>
    Number(
      (await h.t.ctx.db.select({ n: count() }).from(chargeCodes).where(eq(chargeCodes.orgId, h.orgId)))[0]!.n,
    );
  const listed = async (email = ADMIN) =>
    (
      (
        await h.t.call("POST", "/api/Billing/GetChargeCodeList", {
          token: h.token(email),
          body: listBody(word, [{ colId: "Code", sort: "asc" }]),
        })
      ).json() as ListReply<ChargeCodeListRow>
    ).Rows;

  beforeAll(async () => {
    h = await openImportsHarness(backend);
  }, 120_000);
  afterAll(() => h?.close());

  it("reports each bad row with its number and imports nothing; the rows fixed, imports every code", async () => {
    const before = await countCodes();
    const good = [
      `${word}-FIRE,Fire extinguisher check,Per asset,12.5,8.875,2027-01-01,`,
      `${word}-AREA,Cleaning by area,per m²,"1,200.50",,2027-01-01,2027-12-31`,
    ];
    const job = await h.run(
      ChargeCodes,
      "codes.csv",
      csv([
        ...good,
        `${word}-fire,Again,Flat,10,,2027-01-01,`,
        `${word}-WEEK,Weekly,Per week,10,,2027-01-01,`,
        `${word}-RATE,Bad rate,Flat,ten,,2027-01-01,`,
        `${word}-DAYS,Bad days,Flat,10,,2027-06-01,2027-01-01`,
        `${word} SPACE,Bad code,Flat,10,,2027-01-01,`,
      ]),
    );
    expect(job.Problems).toEqual([
      { Row: 4, Field: "Code", Message: `The code '${word}-fire' is also given in row 2.` },
      { Row: 5, Field: "Unit", Message: "'Per week' is not one of Per asset, Per m², Per visit, Flat." },
      {
        Row: 6,
        Field: "Rate",
        Message: "Rate must be an amount of at most 12 digits and 2 decimals, not negative.",
      },
      { Row: 7, Field: "Effective to", Message: "EffectiveTo cannot be before EffectiveFrom." },
      { Row: 8, Field: "Code", Message: "Code has letters, digits, '.', '_' or '-' only." },
    ]);
    expect(job).toMatchObject({ State: 3, Written: 0, TotalRows: 7 });
    expect(job.Message).toBe("5 rows have problems; nothing was imported.");
    expect(await countCodes()).toBe(before);

    const fixed = await h.run(ChargeCodes, "codes.csv", csv(good));
    expect(fixed).toMatchObject({ State: 2, Written: 2, Problems: [] });
    expect(fixed.Message).toBe("2 charge codes imported.");
    const rows = await listed();
    expect(rows.map((r) => [r.Code, r.UnitName, r.Rate, r.TaxRate, r.EffectiveFrom, r.EffectiveTo])).toEqual([
      [`${word}-AREA`, "Per m²", "1200.50", "0", "2027-01-01", "2027-12-31"],
      [`${word}-FIRE`, "Per asset", "12.50", "8.875", "2027-01-01", null],
    ]);
    const history = await h.t.ctx.db
      .select({ action: auditEntries.action, summary: auditEntries.summary })
      .from(auditEntries)
      .where(
        and(eq(auditEntries.entityType, AuditEntityType.ChargeCode), eq(auditEntries.entityId, rows[1]!.Id)),
      );
    expect(history).toEqual([{ action: "Created", summary: `Charge code ${word}-FIRE imported` }]);
  });

  it("refuses codes the catalogue has already, with the row number, and writes none of the file", async () => {
    const before = await countCodes();
    const job = await h.run(
      ChargeCodes,
      "again.csv",
      csv([
        `${word}-NEW,New one,Flat,5,,2027-01-01,`,
        `${word.toUpperCase()}-AREA,Again,Flat,5,,2027-01-01,`,
      ]),
    );
    expect(job.Problems).toEqual([
      { Row: 3, Field: "Code", Message: `A charge code '${word.toUpperCase()}-AREA' exists already.` },
    ]);
    expect(job.Written).toBe(0);
    expect(await countCodes()).toBe(before);
  });

  it("checks codes in the importer's organisation only", async () => {
    const res = await h.upload(
      GLOBEX,
      ChargeCodes,
      "globex.csv",
      csv([`${word}-FIRE,Globex's own,Flat,5,,2027-01-01,`]),
    );
    expect(res.statusCode, res.body).toBe(200);
    const job = await h.finished(GLOBEX, (res.json() as { JobId: number }).JobId);
    expect(job).toMatchObject({ State: 2, Written: 1 });
    expect((await listed(GLOBEX)).map((r) => r.Description)).toEqual(["Globex's own"]);
  });

  it("needs the right to change billing, and offers its template", async () => {
    const refused = await h.upload(
      TECH,
      ChargeCodes,
      "codes.csv",
      csv([`${word}-T,Tech,Flat,5,,2027-01-01,`]),
    );
    expect(refused.statusCode).toBe(403);
    const template = await h.t.call("GET", `/api/Bulk/GetImportTemplate?ImportKind=${ChargeCodes}`, {
      token: h.token(ADMIN),
    });
    expect(template.statusCode).toBe(200);
    expect(String(template.headers["content-disposition"])).toContain("ChargeCodes_Import_Template.xlsx");
  });
});
