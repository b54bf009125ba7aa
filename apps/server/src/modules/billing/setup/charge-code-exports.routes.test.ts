import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ExportKind } from "@fieldstead/domain";
import { testBackends } from "../../../test/test-databases.ts";
import { fileNameOf, readSheet } from "../../exports/work-exports.test-kit.ts";
import { openBillingSetupKit, type BillingSetupKit } from "./billing-setup.test-kit.ts";

const HEADER = [
  "Code",
  "Description",
  "Unit",
  "Rate",
  "Tax rate (%)",
  "Effective from",
  "Effective to",
  "Retired",
  "Updated",
];

describe.each(testBackends())("charge-code exports on %s", (backend) => {
  let kit: BillingSetupKit;
  const start = (who: "lease" | "viewer" | "tech" | "globex", format = "xlsx", query: object = {}) =>
    kit.t.call("POST", "/api/Export/Start", {
      token: kit.who[who].token,
      body: {
        ExportKind: ExportKind.ChargeCodeList,
        Mode: 1,
        Format: format,
        Query: { Search: kit.word, SortModel: [{ colId: "Code", sort: "asc" }], ...query },
      },
    });

  beforeAll(async () => {
    kit = await openBillingSetupKit(backend);
    await kit.saveCode({ Code: `${kit.word}-B`, Description: "Fire check", Rate: "40", TaxRate: "8.875" });
    await kit.saveCode({
      Code: `${kit.word}-A`,
      Description: "Cleaning",
      UnitId: 2,
      Rate: "2.25",
      EffectiveFrom: "2025-01-01",
      EffectiveTo: "2025-12-31",
    });
    await kit.saveCode({ Code: `${kit.word}-G`, Description: "Globex's" }, "globex");
  }, 120_000);
  afterAll(() => kit?.close());

  it("writes the catalogue the grid's search and sort give, in a file named charge codes_…", async () => {
    const res = await start("lease");
    expect(res.statusCode, res.body).toBe(200);
    expect(fileNameOf(res.headers["content-disposition"])).toMatch(/^charge codes_\d{14}\.xlsx$/);
    const [header, ...rows] = await readSheet(res.rawPayload);
    expect(header).toEqual(HEADER);
    expect(rows.map((r) => r.slice(0, 5).concat(r[7]!))).toEqual([
      [`${kit.word}-A`, "Cleaning", "Per m²", "2.25", "0", "Yes"],
      [`${kit.word}-B`, "Fire check", "Per asset", "40", "8.875", "No"],
    ]);
    expect(rows[0]![5]).toBe("2025-01-01T00:00:00.000Z");
  });

  it("takes the filters of the grid: the codes still in force", async () => {
    const res = await start("lease", "xlsx", {
      FilterModel: { IsRetired: { filterType: "set", values: ["false"] } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [, ...rows] = await readSheet(res.rawPayload);
    expect(rows.map((r) => r[0])).toEqual([`${kit.word}-B`]);
  });

  it("writes PDF and Word files of the same rows", async () => {
    for (const format of ["pdf", "docx"]) {
      const res = await start("lease", format);
      expect(res.statusCode, res.body).toBe(200);
      expect(fileNameOf(res.headers["content-disposition"])).toMatch(
        new RegExp(`^charge codes_\\d{14}\\.${format}$`),
      );
      expect(res.rawPayload.length).toBeGreaterThan(500);
    }
  });

  it("never holds another organisation's codes, and is refused to those without billing", async () => {
    const globex = await start("globex");
    expect(globex.statusCode, globex.body).toBe(200);
    const [, ...rows] = await readSheet(globex.rawPayload);
    expect(rows.map((r) => r[0])).toEqual([`${kit.word}-G`]);
    expect((await start("viewer")).statusCode).toBe(403);
    expect((await start("tech", "pdf")).statusCode).toBe(403);
  });
});
