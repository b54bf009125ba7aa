import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { e2eBaseUrl } from "./support/base-url.ts";
import type { Locator, Page } from "playwright-core";
import { demoApi } from "./support/api.ts";
import { launchBrowser, signIn, visit, type TestBrowser } from "./support/browser.ts";
import { expectHeading, expectText, waitForAppPath } from "./support/page-checks.ts";

const baseUrl = e2eBaseUrl();
const ADMIN = "admin@acme.example";
const TECH = "tech@acme.example";
const WAIT_MS = 15_000;
/** Where to keep pictures of the pages for a person to look at (none unless set). */
const SHOTS = process.env.E2E_SCREENSHOT_DIR;

type ListReply = {
  Rows: { Id: number; Name: string; Code: string; ParentId: number | null }[];
  TotalCount: number;
};

const demo = demoApi(baseUrl);
const locationsNamed = (text: string): Promise<ListReply> =>
  demo.call<ListReply>(ADMIN, "/Location/GetLocationList", {
    FilterModel: { Name: { filterType: "text", type: "contains", filter: text } },
  });

const shoot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: true });
};

/** Pastes text into an input as Ctrl+V would (a spreadsheet's rows are tab-separated). */
const pasteInto = (target: Locator, text: string) =>
  target.evaluate((element, data) => {
    // The browser's own classes (this file is compiled without the DOM's types).
    const web = globalThis as unknown as {
      DataTransfer: new () => { setData(type: string, value: string): void };
      ClipboardEvent: new (type: string, init: Record<string, unknown>) => unknown;
    };
    const transfer = new web.DataTransfer();
    transfer.setData("text/plain", data);
    const paste = new web.ClipboardEvent("paste", {
      clipboardData: transfer,
      bubbles: true,
      cancelable: true,
    });
    (element as unknown as { dispatchEvent(event: unknown): boolean }).dispatchEvent(paste);
  }, text);

const pageWidth = (page: Page) => page.evaluate<number>("document.documentElement.scrollWidth");

describe("locations", () => {
  let browser: TestBrowser;
  const run = Date.now().toString(36).slice(-4).toUpperCase();
  beforeEach(async () => {
    browser = await launchBrowser(baseUrl);
  });
  afterEach(() => browser?.close());

  it("an administrator creates a site, then a building under it that shows the site's address, and opens its page", async () => {
    const { page } = browser;
    await signIn(page, ADMIN);
    await visit(page, "/#/locations");
    await expectHeading(page, "Locations");

    const site = `Golden Yard ${run}`;
    await page.getByRole("button", { name: "Create location", exact: true }).click();
    let dialog = page.getByRole("dialog", { name: "Create location" });
    await dialog.getByLabel("Name").fill(site);
    await dialog.getByLabel("Address", { exact: true }).fill("1 Quarry Rd");
    await dialog.getByLabel("City", { exact: true }).fill("Golden");
    await dialog.getByRole("button", { name: "Create location" }).click();
    await expectText(page, `Location '${site}'`, { exact: false });
    await dialog.waitFor({ state: "hidden" });

    const building = `Quarry Hall ${run}`;
    await page.getByRole("button", { name: "Create location", exact: true }).click();
    dialog = page.getByRole("dialog", { name: "Create location" });
    await dialog.getByLabel("Name").fill(building);
    await dialog.getByLabel("Level").click();
    await page.getByRole("option", { name: "Building", exact: true }).click();
    const parent = dialog.getByRole("combobox", { name: "Parent site" });
    await parent.fill(site);
    await page.getByRole("option", { name: new RegExp(site) }).click();
    const address = dialog.getByLabel("Address", { exact: true });
    await expect.poll(() => address.inputValue(), { timeout: WAIT_MS }).toBe("1 Quarry Rd");
    expect(await dialog.getByLabel("City", { exact: true }).inputValue()).toBe("Golden");
    await dialog.getByText(`Filled in from the parent location, ${site}`, { exact: false }).waitFor();
    await shoot(page, "location-create-dialog");
    await dialog.getByRole("button", { name: "Create location" }).click();
    await dialog.waitFor({ state: "hidden" });

    await shoot(page, "locations-list");
    await page.getByRole("searchbox", { name: "Search locations" }).fill(building);
    await expectText(page, "1 row");
    await page.getByRole("gridcell", { name: building }).click();
    await waitForAppPath(page, /^\/locationModules\/\d+$/);
    await expectHeading(page, building);
    await page
      .getByRole("navigation", { name: "Parent locations" })
      .getByRole("link", { name: site })
      .waitFor();
    for (const name of ["Edit", "Delete"]) await page.getByRole("button", { name, exact: true }).waitFor();
    await expectText(page, "1 Quarry Rd");
    const tabs = page.getByRole("tablist", { name: "Location sections" });
    expect(await tabs.getByRole("tab").allTextContents()).toEqual([
      "Overview",
      "Sub-locations",
      "Assets",
      "Links",
      "Gallery",
      "History",
    ]);
    await tabs.getByRole("tab", { name: "History" }).click();
    await waitForAppPath(page, /\/history$/);
    await expectText(page, `Created building '${building}'`, { exact: false });
    await tabs.getByRole("tab", { name: "Overview" }).click();
    await waitForAppPath(page, /\/overview$/);
    // Let the tab indicator settle before the picture.
    await page.waitForTimeout(400);
    await shoot(page, "location-detail");

    // A phone's width: the page does not scroll sideways.
    await page.setViewportSize({ width: 375, height: 812 });
    await expectHeading(page, building);
    // Measured once the layout has settled at the new width (the tab strip finds its scroll buttons).
    await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(375);
    await shoot(page, "location-detail-phone");
  });

  it("bulk create with one bad row shows that row's problem and creates nothing; fixed, it creates every row", async () => {
    const { page } = browser;
    await signIn(page, ADMIN);
    await visit(page, "/#/bulkLocation");
    await expectHeading(page, "Bulk create locations");
    const code = `BLK${run}-01`;
    const rows = [
      `Bulk Depot ${run}\tSite\t\t${code}\t9 Depot Ln\tArvada\tCO`,
      `Bulk Store ${run}\tBuilding\t${code}`,
      `Bulk Shed ${run}\tBuilding\tNOPE-${run}`,
    ].join("\n");
    await pasteInto(page.getByRole("textbox", { name: "Name, row 1" }), rows);
    await page.getByRole("button", { name: "Create 3 locations" }).click();
    await expectText(page, `no location has the code 'NOPE-${run}' (nor an earlier row)`);
    await expectText(page, "Some rows need attention: nothing was created.");
    expect(await page.getByRole("row", { name: "Row 3" }).getAttribute("aria-invalid")).toBe("true");
    expect(await page.getByRole("row", { name: "Row 1" }).getAttribute("aria-invalid")).toBeNull();
    expect((await locationsNamed(run)).Rows.filter((r) => r.Name.startsWith("Bulk "))).toEqual([]);
    await shoot(page, "bulk-location-errors");

    await page.getByRole("textbox", { name: "Parent code, row 3" }).fill(code);
    await page.getByRole("button", { name: "Create 3 locations" }).click();
    await expectText(page, "3 locations created.");
    await waitForAppPath(page, "/locations");
    const created = (await locationsNamed(run)).Rows.filter((r) => r.Name.startsWith("Bulk "));
    expect(created.map((r) => r.Code).sort()).toEqual([code, `${code}-B1`, `${code}-B2`]);

    await page.setViewportSize({ width: 375, height: 812 });
    await visit(page, "/bulkLocation");
    await expectHeading(page, "Bulk create locations");
    // Measured once the layout has settled at the new width (the tab strip finds its scroll buttons).
    await expect.poll(() => pageWidth(page)).toBeLessThanOrEqual(375);
    await shoot(page, "bulk-location-phone");
  });

  it("a technician gets no Create, Bulk, Edit or Delete button, and the server refuses their create with 403", async () => {
    const { page } = browser;
    await signIn(page, TECH);
    await visit(page, "/#/locations");
    await expectHeading(page, "Locations");
    const all = await demo.call<ListReply>(TECH, "/Location/GetLocationList", {});
    await expectText(page, `${all.TotalCount.toLocaleString("en-US")} rows`);
    for (const name of ["Create location", "Bulk create"])
      expect(await page.getByRole("button", { name }).or(page.getByRole("link", { name })).count()).toBe(0);
    expect(await page.getByRole("checkbox").count()).toBe(0);

    const site = all.Rows.find((r) => r.ParentId === null)!;
    await visit(page, `/#/locationModules/${site.Id}`);
    await waitForAppPath(page, `/locationModules/${site.Id}`);
    await expectHeading(page, site.Name);
    await expectText(page, "People at this site");
    for (const name of ["Edit", "Delete", "Add building"])
      expect(await page.getByRole("button", { name, exact: true }).count()).toBe(0);

    const refused = await demo.raw(TECH, "/Location/CreateLocation", {
      body: { Name: "Not mine", LevelId: 1 },
    });
    expect(refused.status).toBe(403);
  });
});
