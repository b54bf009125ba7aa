import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  BillingReportKind,
  ReconDifferenceKind,
  ReconDifferenceState,
  type ReportRow,
} from "@fieldstead/domain";
import { testBackends } from "../../../test/test-databases.ts";
import { openReportsTestKit, type ReportsTestKit } from "./billing-reports.test-kit.ts";

const { BilledNotFound, FoundNotBilled, QuantityDiffers } = ReconDifferenceKind;
const { Open, Accepted, VerifyOnSite } = ReconDifferenceState;

describe.each(testBackends())("tech-recon differences report on %s", (backend) => {
  let kit: ReportsTestKit;
  let gale: number;
  let sites: { name: string }[];
  let categories: { name: string }[];

  beforeAll(async () => {
    kit = await openReportsTestKit(backend);
    gale = await kit.addClient("Gale Towers");
    const found = await kit.sitesAndCategories();
    sites = found.sites;
    categories = found.categories;
    const [siteA, siteB] = found.sites.map((s) => s.id) as [number, number];
    const [catX, catY] = found.categories.map((c) => c.id) as [number, number];
    const invoice = await kit.addInvoice({
      clientId: gale,
      period: "2026-12",
      number: "INV-D-1",
      lines: [{ description: "Adjustment", quantity: 100, unitCents: 1_000 }],
    });
    const at = (locationId: number, categoryId: number) => ({ clientId: gale, locationId, categoryId });
    await kit.addReconRun("2026-11", [
      { ...at(siteB, catX), kindId: QuantityDiffers, billed: 5, found: 3, stateId: VerifyOnSite },
      {
        ...at(siteA, catY),
        kindId: FoundNotBilled,
        billed: 0,
        found: 2,
        stateId: Accepted,
        appliedInvoiceId: invoice.id,
      },
      { ...at(siteA, catX), kindId: BilledNotFound, billed: 3, found: 0, stateId: Open },
    ]);
    await kit.addReconRun("2026-12", [
      { ...at(siteA, catX), kindId: BilledNotFound, billed: 1, found: 0, stateId: Open },
    ]);
    // Before the range asked.
    await kit.addReconRun("2026-08", [
      { ...at(siteA, catX), kindId: FoundNotBilled, billed: 0, found: 9, stateId: Open },
    ]);
  });
  afterAll(() => kit?.close());

  it("lists the runs' differences of the months by period, site and category, with their state and invoice", async () => {
    const report = await kit.report({
      Kind: BillingReportKind.ReconDifferences,
      FromPeriod: "2026-10",
      ToPeriod: "2026-12",
      ClientId: gale,
    });
    expect(report.Title).toBe("Tech-recon differences");
    expect(report.Subtitle).toBe("Oct 2026 – Dec 2026 · Gale Towers");
    expect(report.Columns.map((c) => c.Header)).toEqual([
      "Period",
      "Client",
      "Site",
      "Category",
      "Difference",
      "Billed",
      "Found",
      "State",
      "Invoice",
    ]);
    const [a, b] = sites.map((s) => s.name);
    const [x, y] = categories.map((c) => c.name);
    const line = (r: ReportRow) => report.Columns.map((c) => r[c.Key]);
    expect(report.Rows.map(line)).toEqual([
      ["Nov 2026", "Gale Towers", a, x, "Billed but not found", 3, 0, "Open", ""],
      ["Nov 2026", "Gale Towers", a, y, "Found but not billed", 0, 2, "Accepted", "INV-D-1"],
      ["Nov 2026", "Gale Towers", b, x, "Quantity differs", 5, 3, "Verify on site", ""],
      ["Dec 2026", "Gale Towers", a, x, "Billed but not found", 1, 0, "Open", ""],
    ]);
    expect(report.Totals).toEqual([
      {
        Period: "Total",
        Client: null,
        Site: null,
        Category: null,
        Difference: "4 differences",
        Billed: null,
        Found: null,
        State: null,
        Invoice: null,
      },
    ]);
  });

  it("counts the differences of each kind, stacked by state", async () => {
    const { Chart } = await kit.report({
      Kind: BillingReportKind.ReconDifferences,
      FromPeriod: "2026-11",
      ToPeriod: "2026-12",
      ClientId: gale,
    });
    expect(Chart).toEqual({
      Type: "stackedBar",
      Categories: ["Billed but not found", "Found but not billed", "Quantity differs"],
      Series: [
        { Name: "Open", Values: ["2", "0", "0"] },
        { Name: "Accepted", Values: ["0", "1", "0"] },
        { Name: "Verify on site", Values: ["0", "0", "1"] },
      ],
      Unit: "differences",
    });
  });

  it("reports a month with none as empty, with a count of none", async () => {
    const report = await kit.report({
      Kind: BillingReportKind.ReconDifferences,
      FromPeriod: "2026-09",
      ToPeriod: "2026-10",
      ClientId: gale,
    });
    expect(report.Rows).toEqual([]);
    expect(report.Totals[0]).toMatchObject({ Period: "Total", Difference: "0 differences" });
    expect(report.Chart).toBeNull();
  });
});
