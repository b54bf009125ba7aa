import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { e2eBaseUrl } from "./support/base-url.ts";
import { readWorkbook } from "./support/workbook.ts";
import type { Download, Page } from "playwright-core";
import { demoApi } from "./support/api.ts";
import { launchBrowser, signIn, visit, type TestBrowser } from "./support/browser.ts";
import { DOWNLOAD_TEST_MS, DOWNLOAD_WAIT_MS, expectHeading, expectText } from "./support/page-checks.ts";

const baseUrl = e2eBaseUrl();
const ADMIN = "admin@acme.example";
const WAIT_MS = 20_000;

type AssetRow = { Id: number; AssetTag: string; Name: string };
type AssetPage = { Rows: AssetRow[]; TotalCount: number };

const api = demoApi(baseUrl);

/** Clicks what starts a download and answers the download. */
const downloadBy = async (page: Page, click: () => Promise<void>): Promise<Download> => {
  const [download] = await Promise.all([
    page.waitForEvent("download", { timeout: DOWNLOAD_WAIT_MS }),
    click(),
  ]);
  return download;
};

const openExportMenu = async (page: Page) => {
  await page.getByRole("button", { name: "Export", exact: true }).click();
  await page.getByRole("menu").waitFor({ timeout: WAIT_MS });
};

describe("exports, end to end", () => {
  let browser: TestBrowser;
  beforeEach(async () => {
    browser = await launchBrowser(baseUrl, { acceptDownloads: true });
  });
  afterEach(() => browser?.close());

  it(
    "an administrator exports the searched asset list to Excel, then exports in the background and downloads it from the Download Center",
    async () => {
      const { page } = browser;
      // A word that narrows the list to some assets but not all of them.
      const all = await api.call<AssetPage>(ADMIN, "/FixedAsset/GetAssetList", { PageSize: 50 });
      const word = all.Rows[0]!.Name.split(" ")[0]!;
      const searched = await api.call<AssetPage>(ADMIN, "/FixedAsset/GetAssetList", {
        Search: word,
        PageSize: 500,
      });
      expect(searched.TotalCount).toBeGreaterThan(0);
      expect(searched.TotalCount).toBeLessThan(all.TotalCount);
      const countText = `${searched.TotalCount.toLocaleString("en-US")} ${searched.TotalCount === 1 ? "row" : "rows"}`;

      await signIn(page, ADMIN);
      await visit(page, "/#/fixedAssetManagement");
      await expectHeading(page, "Fixed Assets");
      await page.getByLabel("Search fixed assets").fill(word);
      await expectText(page, countText);

      // Instant: the file holds the grid's columns and exactly the rows the search selects.
      await openExportMenu(page);
      const instant = await downloadBy(page, () => page.getByRole("menuitem", { name: "Excel" }).click());
      expect(instant.suggestedFilename()).toMatch(/^Assets_List_\d{14}\.xlsx$/);
      const [header, ...rows] = await readWorkbook(instant);
      expect(header!.slice(0, 2)).toEqual(["Asset tag", "Name"]);
      expect(header).not.toContain("Model");
      expect(rows).toHaveLength(searched.TotalCount);
      expect(rows.map((r) => r[0]).sort()).toEqual(searched.Rows.map((r) => r.AssetTag).sort());

      // Queued: a job of the Download Center, followed there until it is Completed, then downloaded.
      await openExportMenu(page);
      await page.getByRole("menuitemcheckbox", { name: /Export in background/ }).click();
      await page.getByRole("menuitem", { name: "Excel" }).click();
      await expectText(page, "Export started — follow it in the Download Center");
      await page.getByRole("link", { name: "Download Center" }).click();
      await expectHeading(page, "Download Center");
      const row = page.getByRole("row").filter({ hasText: "Asset list" }).first();
      await row.getByText("Completed", { exact: true }).waitFor({ timeout: WAIT_MS });
      const fileName = (await row.getByText(/^Assets_List_\d{14}\.xlsx$/).textContent())!;
      const queued = await downloadBy(page, () =>
        row.getByRole("button", { name: `Download ${fileName}` }).click(),
      );
      expect(queued.suggestedFilename()).toBe(fileName);
      const [, ...queuedRows] = await readWorkbook(queued);
      expect(queuedRows).toHaveLength(searched.TotalCount);
    },
    DOWNLOAD_TEST_MS,
  );
});
