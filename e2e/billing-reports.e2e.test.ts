import { afterEach, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { e2eBaseUrl } from "./support/base-url.ts";
import { launchBrowser, launchMobileBrowser, signIn, visit, type TestBrowser } from "./support/browser.ts";
import { DOWNLOAD_TEST_MS, DOWNLOAD_WAIT_MS, expectHeading, expectText } from "./support/page-checks.ts";
import { confirmWith, dialog } from "./support/pickers.ts";
import { hasNoSideScroll, shoot } from "./support/screenshots.ts";
import { readWorkbook } from "./support/workbook.ts";

const baseUrl = e2eBaseUrl();
const ADMIN = "admin@acme.example";
const WAIT_MS = 20_000;
const REVENUE = "Revenue by client and period";

/** The rows of the report's table, each as its text. */
const tableRows = async (page: Page, title: string): Promise<string[]> => {
  const table = page.getByRole("table", { name: title });
  await table.waitFor({ timeout: WAIT_MS });
  return table.getByRole("row").allTextContents();
};

describe("billing reports", () => {
  const browsers: TestBrowser[] = [];
  const open = async (launch: Promise<TestBrowser>) => {
    const browser = await launch;
    browsers.push(browser);
    await signIn(browser.page, ADMIN);
    return browser.page;
  };
  afterEach(async () => {
    await Promise.all(browsers.splice(0).map((b) => b.close()));
  });

  it(
    "runs a saved report from Report Management, exports it to xlsx, saves another and deletes it",
    async () => {
      const page = await open(launchBrowser(baseUrl, { acceptDownloads: true }));
      const name = `Revenue check ${Date.now().toString(36)}`;

      // The administrator's saved reports: running one opens Billing Reports with its parameters, already run.
      await visit(page, "/#/reportManagement");
      await expectHeading(page, "Report Management");
      await page.getByRole("link", { name: "Run Revenue, last three months" }).click();
      await expectHeading(page, "Billing Reports");
      const rows = await tableRows(page, REVENUE);
      // A header, at least one client and the totals.
      expect(rows.length).toBeGreaterThanOrEqual(3);
      expect(rows.at(-1)).toContain("Total");
      await shoot(page, "billing-reports-revenue");

      // The same report as a workbook: its title, then the header and the client rows.
      const [download] = await Promise.all([
        page.waitForEvent("download", { timeout: DOWNLOAD_WAIT_MS }),
        page.getByRole("button", { name: "Export xlsx" }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^revenue-by-client-and-period-.*\.xlsx$/);
      const sheet = await readWorkbook(download);
      expect(sheet[0]![0]).toBe(REVENUE);
      expect(sheet.some((row) => row[0] === "Client")).toBe(true);

      // Another report, saved under a name, then deleted from Report Management.
      await page.getByRole("button", { name: "Save report" }).click();
      const save = dialog(page, "Save report");
      await save.getByLabel(/^Name/).fill(name);
      await save.getByRole("button", { name: "Save", exact: true }).click();
      await expectText(page, `Saved as “${name}”.`, { exact: false });

      await visit(page, "/#/reportManagement");
      await expectHeading(page, "Report Management");
      const saved = page.getByRole("table", { name: "Saved reports" });
      await saved.getByText(name).waitFor({ timeout: WAIT_MS });
      await page.getByRole("button", { name: `Delete ${name}` }).click();
      await confirmWith(page, `Delete ${name}?`, "Delete");
      await saved.getByText(name).waitFor({ state: "detached", timeout: WAIT_MS });
      expect(await saved.getByText("Revenue, last three months").count()).toBe(1);
    },
    DOWNLOAD_TEST_MS,
  );

  it("shows the aging and the reconciliation differences on a phone without sideways scrolling", async () => {
    const phone = await open(launchMobileBrowser(baseUrl));
    await visit(phone, `${baseUrl}/billing/reports?kind=2`);
    await expectHeading(phone, "Billing Reports");
    await phone
      .getByText("Total", { exact: true })
      .filter({ visible: true })
      .first()
      .waitFor({ timeout: WAIT_MS });
    expect(await hasNoSideScroll(phone)).toBe(true);
    await shoot(phone, "billing-reports-phone");

    // Last month's technical reconciliation, run with the demo data, lists its differences.
    await visit(phone, `${baseUrl}/billing/reports?kind=5`);
    await expectHeading(phone, "Billing Reports");
    await phone
      .getByText(/^\d+ differences?$/)
      .filter({ visible: true })
      .first()
      .waitFor({ timeout: WAIT_MS });
    expect(await hasNoSideScroll(phone)).toBe(true);
  });
});
