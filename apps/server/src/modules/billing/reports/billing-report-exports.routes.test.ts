import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BillingReportKind } from "@fieldstead/domain";
import { testBackends } from "../../../test/test-databases.ts";
import { fileNameOf } from "../../exports/work-exports.test-kit.ts";
import { pdfText } from "../invoices/pdf-text.test-kit.ts";
import { fileOf, openReportsTestKit, type ReportsTestKit } from "./billing-reports.test-kit.ts";

const REVENUE = { Kind: BillingReportKind.Revenue, FromPeriod: "2026-11", ToPeriod: "2027-01" };

const workbookOf = async (payload: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook;
};

describe.each(testBackends())("billing report files on %s", (backend) => {
  let kit: ReportsTestKit;

  beforeAll(async () => {
    kit = await openReportsTestKit(backend);
    const ivy = await kit.addClient("Ivy Residences");
    const juniper = await kit.addClient("Juniper Labs", { currency: "EUR" });
    await kit.addInvoice({
      clientId: ivy,
      period: "2026-11",
      number: "INV-X-1",
      lines: [{ description: "Rent", quantity: 100, unitCents: 123_456_78, taxRateMilli: 8_875 }],
    });
    await kit.addInvoice({
      clientId: ivy,
      period: "2027-01",
      number: "INV-X-2",
      lines: [{ description: "Visits", quantity: 300, unitCents: 10_050 }],
    });
    await kit.addInvoice({
      clientId: juniper,
      period: "2026-12",
      number: "INV-X-3",
      currency: "EUR",
      lines: [{ description: "Lifts", quantity: 100, unitCents: 4_210 }],
    });
  });
  afterAll(() => kit?.close());

  it("writes the report as a workbook: title, subtitle, bold header, money cells, bold totals", async () => {
    const res = await kit.download("lease", { ...REVENUE, Format: "xlsx" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(fileNameOf(res.headers["content-disposition"])).toBe(
      "revenue-by-client-and-period-2026-11-2027-01.xlsx",
    );
    const sheet = (await workbookOf(fileOf(res))).worksheets[0]!;
    expect(sheet.name).toBe("Revenue by client and period");
    expect(sheet.getCell("A1").value).toBe("Revenue by client and period");
    expect(sheet.getCell("A2").value).toBe("Nov 2026 – Jan 2027 · all clients");
    const header = sheet.getRow(4);
    expect((header.values as unknown[]).slice(1)).toEqual([
      "Client",
      "Currency",
      "Nov 2026",
      "Dec 2026",
      "Jan 2027",
      "Total",
    ]);
    expect(header.getCell(1).font?.bold).toBe(true);
    const ivy = sheet.getRow(5);
    expect((ivy.values as unknown[]).slice(1)).toEqual([
      "Ivy Residences",
      "USD",
      123456.78,
      0,
      301.5,
      123758.28,
    ]);
    expect(ivy.getCell(3).numFmt).toBe("#,##0.00");
    expect(ivy.getCell(1).font?.bold).toBeFalsy();
    const totals = [sheet.getRow(7), sheet.getRow(8)];
    expect(totals.map((r) => (r.values as unknown[]).slice(1, 3))).toEqual([
      ["Total", "EUR"],
      ["Total", "USD"],
    ]);
    expect(totals[1]!.getCell(6).value).toBe(123758.28);
    expect(totals[1]!.getCell(6).font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(8);
  });

  it("writes the report as a PDF with its title, the clients' amounts and numbered pages", async () => {
    const res = await kit.download("admin", { ...REVENUE, Format: "pdf" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(fileNameOf(res.headers["content-disposition"])).toBe(
      "revenue-by-client-and-period-2026-11-2027-01.pdf",
    );
    const text = pdfText(fileOf(res));
    expect(text).toEqual(
      expect.arrayContaining([
        "Revenue by client and period",
        "Ivy Residences",
        "123,456.78",
        "123,758.28",
        "Juniper Labs",
        "42.10",
        "Total",
        "Page 1 of 1",
      ]),
    );
  });

  it("names a report of one day after it", async () => {
    const res = await kit.download("lease", {
      Kind: BillingReportKind.Aging,
      AsOf: "2026-11-29",
      Format: "pdf",
    });
    expect(fileNameOf(res.headers["content-disposition"])).toBe("aging-of-receivables-2026-11-29.pdf");
    expect(pdfText(fileOf(res))).toEqual(
      expect.arrayContaining(["Aging of receivables", "As of Nov 29, 2026 · all clients"]),
    );
  });

  it("repeats the header on every page and splits 36 months into parts that fit the page", async () => {
    const many = Array.from({ length: 60 }, (_, i) => i);
    const ids = await Promise.all(many.map((i) => kit.addClient(`Larch Site ${String(i).padStart(2, "0")}`)));
    for (const clientId of ids)
      await kit.addInvoice({
        clientId,
        period: "2026-11",
        number: `INV-L-${clientId}`,
        lines: [{ description: "Rent", quantity: 100, unitCents: 100_00 }],
      });
    const res = await kit.download("lease", {
      Kind: BillingReportKind.Revenue,
      FromPeriod: "2025-01",
      ToPeriod: "2027-12",
      Format: "pdf",
    });
    const text = pdfText(fileOf(res));
    const parts = text.filter((t) => t.startsWith("Part "));
    expect(parts.length).toBeGreaterThan(1);
    // (The PDF's standard fonts write the dash in their own encoding.)
    expect(parts[0]).toMatch(/^Part 1 of \d+: Jan 2025 . /);
    const pages = text.filter((t) => /^Page \d+ of \d+$/.test(t));
    expect(pages.length).toBeGreaterThan(parts.length);
    // Each page begins its table with the header: as many "Client" headers as pages.
    expect(text.filter((t) => t === "Client")).toHaveLength(pages.length);
  });
});
