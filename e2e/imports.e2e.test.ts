import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { e2eBaseUrl } from "./support/base-url.ts";
import type { Page } from "playwright-core";
import { demoApi } from "./support/api.ts";
import { launchBrowser, signIn, visit, type TestBrowser } from "./support/browser.ts";
import { expectHeading, expectText } from "./support/page-checks.ts";
import { dialog } from "./support/pickers.ts";

const baseUrl = e2eBaseUrl();
const ADMIN = "admin@acme.example";
const WAIT_MS = 20_000;

const api = demoApi(baseUrl);
type ListReply = { TotalCount: number; Rows: { Name: string }[] };
const countNamed = async (search: string) =>
  (await api.call<ListReply>(ADMIN, "/Location/GetLocationList", { Search: search })).TotalCount;

/** Writes a csv file to upload. */
const csvFile = (name: string, lines: string[]): string => {
  const path = join(mkdtempSync(join(tmpdir(), "fs-import-e2e-")), name);
  writeFileSync(path, `${lines.join("\r\n")}\r\n`);
  return path;
};

/** Opens the import from the bulk-create page and uploads the file; answers the dialog. */
const importFile = async (page: Page, path: string) => {
  await visit(page, "/#/bulkLocation");
  await expectHeading(page, "Bulk create locations");
  await page.getByRole("button", { name: "Import from a file" }).click();
  const importing = dialog(page, "Import locations from a file");
  await importing.getByLabel("Import file").setInputFiles(path);
  await importing.getByRole("button", { name: "Import", exact: true }).click();
  return importing;
};

describe("importing locations from a file", () => {
  let browser: TestBrowser;
  const run = Date.now().toString(36).slice(-5).toUpperCase();
  beforeEach(async () => {
    browser = await launchBrowser(baseUrl);
  });
  afterEach(() => browser?.close());

  it("refuses a file with two bad rows naming them, writes nothing, then imports a good file", async () => {
    const { page } = browser;
    await signIn(page, ADMIN);
    const tag = `Imported ${run}`;
    const before = await countNamed(tag);

    const bad = csvFile("bad-sites.csv", [
      "Name,Level,Parent Code,City",
      `${tag} Site,Site,,Denver`,
      `${tag} Wing,Wing,DTC-01,`,
      `${tag} Hall,Building,DTC-01,`,
      `${tag} Lost,Building,NOPE-${run},`,
      `${tag} Yard,Site,,Aurora`,
    ]);
    const refused = await importFile(page, bad);
    const report = refused.getByRole("table", { name: "Problems found in the file" });
    await report.waitFor({ timeout: WAIT_MS });
    const rows = await report.locator("tbody tr").allTextContents();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/^3Level'Wing' is not one of/);
    expect(rows[1]).toMatch(new RegExp(`^5Parent Code.*NOPE-${run}`));
    await refused.getByText("2 rows have problems; nothing was imported.").waitFor();
    expect(await countNamed(tag)).toBe(before);
    await refused.getByRole("button", { name: "Close" }).click();

    const good = csvFile("good-sites.csv", [
      "Name,Level,Parent Code,City",
      `${tag} Site,Site,,Denver`,
      `${tag} Hall,Building,DTC-01,`,
      `${tag} Yard,Site,,Aurora`,
    ]);
    const accepted = await importFile(page, good);
    await accepted.getByText("3 locations imported.").waitFor({ timeout: WAIT_MS });
    expect(await countNamed(tag)).toBe(before + 3);
    await accepted.getByRole("button", { name: "Close" }).click();

    await visit(page, "/#/locations");
    await expectHeading(page, "Locations");
    await page.getByRole("searchbox", { name: "Search locations" }).fill(tag);
    await expectText(page, "3 rows");
    await page.getByRole("gridcell", { name: `${tag} Hall` }).waitFor();
  });
});
