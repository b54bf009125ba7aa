import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { e2eBaseUrl } from "./support/base-url.ts";
import ExcelJS from "exceljs";
import type { Download, Locator, Page } from "playwright-core";
import { demoApi } from "./support/api.ts";
import { launchBrowser, signIn, visit, type TestBrowser } from "./support/browser.ts";
import { DOWNLOAD_TEST_MS, DOWNLOAD_WAIT_MS, expectHeading, expectText } from "./support/page-checks.ts";
import { dialog } from "./support/pickers.ts";

const baseUrl = e2eBaseUrl();
const ADMIN = "admin@acme.example";
const WAIT_MS = 20_000;

const api = demoApi(baseUrl);
type TaskPage = { TotalCount: number; Rows: { WorkOrderNumber: string; Summary: string }[] };
const tasksNamed = (search: string) => api.call<TaskPage>(ADMIN, "/Task/GetTaskList", { Search: search });

/** Writes a csv file to upload. */
const csvFile = (name: string, lines: string[]): string => {
  const path = join(mkdtempSync(join(tmpdir(), "fs-bulk-tasks-e2e-")), name);
  writeFileSync(path, `${lines.join("\r\n")}\r\n`);
  return path;
};

/** The first worksheet's rows as text, the header first. */
const readWorkbook = async (download: Download): Promise<string[][]> => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await download.path())!);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) =>
    rows.push(
      (row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? "" : String(v))),
    ),
  );
  return rows;
};

const downloadBy = async (page: Page, click: () => Promise<void>): Promise<Download> => {
  const [download] = await Promise.all([
    page.waitForEvent("download", { timeout: DOWNLOAD_WAIT_MS }),
    click(),
  ]);
  return download;
};

/** Chooses the file in the open import dialog and starts the import. */
const upload = async (importing: Locator, path: string) => {
  await importing.getByLabel("Import file").setInputFiles(path);
  await importing.getByRole("button", { name: "Import", exact: true }).click();
};

describe("bulk creation of work orders from a file", () => {
  let browser: TestBrowser;
  const run = Date.now().toString(36).slice(-5).toUpperCase();
  beforeEach(async () => {
    browser = await launchBrowser(baseUrl, { acceptDownloads: true });
  });
  afterEach(() => browser?.close());

  it(
    "takes the template, reports the bad row of a file, imports the fixed file, and the work orders export to Excel",
    async () => {
      const { page } = browser;
      await signIn(page, ADMIN);
      const tag = `Bulk ${run}`;

      await visit(page, "/#/bulkTasks");
      await expectHeading(page, "Bulk create work orders");
      const template = await downloadBy(page, () =>
        page.getByRole("button", { name: "Download the template" }).click(),
      );
      expect(template.suggestedFilename()).toBe("WorkOrders_Import_Template.xlsx");
      const [header] = await readWorkbook(template);
      expect(header!.slice(0, 4)).toEqual(["Summary", "Description", "Type", "Priority"]);

      const columns = "Summary,Type,Priority,Location,Assignee,Planned date,Due date";
      const bad = csvFile("work-orders.csv", [
        columns,
        `${tag} boiler service,Corrective Maintenance,High,DTC-01,tech@acme.example,2026-03-02,2026-03-06`,
        `${tag} roof survey,Roof Works,,DTC-01,,2026-03-03,`,
        `${tag} fuel top-up,Fueling,Low,,tech@acme.example,,`,
      ]);
      await page.getByRole("button", { name: "Import from a file" }).click();
      const importing = dialog(page, "Import work orders from a file");
      await upload(importing, bad);
      const report = importing.getByRole("table", { name: "Problems found in the file" });
      await report.waitFor({ timeout: WAIT_MS });
      const problems = await report.locator("tbody tr").allTextContents();
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^3Type'Roof Works' is not one of Master/);
      await importing.getByText("1 row has problems; nothing was imported.").waitFor();
      expect((await tasksNamed(tag)).TotalCount).toBe(0);

      const fixed = csvFile("work-orders-fixed.csv", [
        columns,
        `${tag} boiler service,Corrective Maintenance,High,DTC-01,tech@acme.example,2026-03-02,2026-03-06`,
        `${tag} roof survey,Site Deployment,,DTC-01,,2026-03-03,`,
        `${tag} fuel top-up,Fueling,Low,,tech@acme.example,,`,
      ]);
      await importing.getByRole("button", { name: "Import another file" }).click();
      await upload(importing, fixed);
      await importing.getByText("3 work orders imported.").waitFor({ timeout: WAIT_MS });
      await importing.getByRole("button", { name: "Close" }).click();
      await expectText(page, "The new work orders are in Task Operations.");
      const created = await tasksNamed(tag);
      expect(created.TotalCount).toBe(3);
      expect(created.Rows.every((r) => /^WO-\d{4}-\d{5}$/.test(r.WorkOrderNumber))).toBe(true);

      await page.getByRole("link", { name: "Open Task Operations" }).click();
      await expectHeading(page, "Task Operations");
      await page.getByRole("searchbox", { name: "Search tasks and work orders" }).fill(tag);
      await expectText(page, "3 rows");
      await page.getByRole("gridcell", { name: `${tag} roof survey` }).waitFor({ timeout: WAIT_MS });

      await page.getByRole("button", { name: "Export", exact: true }).click();
      await page.getByRole("menu").waitFor({ timeout: WAIT_MS });
      const file = await downloadBy(page, () => page.getByRole("menuitem", { name: "Excel" }).click());
      expect(file.suggestedFilename()).toMatch(/^WorkOrders_\d{14}\.xlsx$/);
      const [head, ...rows] = await readWorkbook(file);
      expect(head!.slice(0, 2)).toEqual(["Work order", "Summary"]);
      expect(rows.map((r) => r[0]).sort()).toEqual(created.Rows.map((r) => r.WorkOrderNumber).sort());
    },
    DOWNLOAD_TEST_MS,
  );
});
