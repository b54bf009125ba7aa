import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { e2eBaseUrl } from "./support/base-url.ts";
import type { Page, Request } from "playwright-core";
import { DEMO_PASSWORD, launchBrowser, signIn, visit, type TestBrowser } from "./support/browser.ts";
import { expectHeading, expectNoRightsPage, expectText, waitForAppPath } from "./support/page-checks.ts";

const baseUrl = e2eBaseUrl();
const ADMIN = "admin@acme.example";
const WAIT_MS = 15_000;

type ListReply = { Rows: Record<string, unknown>[]; TotalCount: number; NextCursor: string | null };

/** The list call as the server answers it for the administrator, to know what the screen should show. */
const listCall = async (path: string, body: Record<string, unknown>): Promise<ListReply> => {
  const post = (p: string, b: unknown, token?: string) =>
    fetch(`${baseUrl}/api${p}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Requested-With": "XMLHttpRequest",
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(b),
    });
  const login = (await (await post("/Login", { email: ADMIN, password: DEMO_PASSWORD })).json()) as {
    Token: string;
  };
  const response = await post(path, { StartRow: 0, PageSize: 100, ...body }, login.Token);
  expect(response.status).toBe(200);
  return (await response.json()) as ListReply;
};
const assetList = (body: Record<string, unknown> = {}) => listCall("/FixedAsset/GetAssetList", body);

const countText = (total: number) => `${total.toLocaleString("en-US")} ${total === 1 ? "row" : "rows"}`;

/** A cell of the grid's row at `index` (0 is the first row), by its column's id. */
const cell = (page: Page, index: number, colId: string) =>
  page.locator(`[role="row"][row-index="${index}"] [role="gridcell"][col-id="${colId}"]`).first();

const waitForCellText = async (page: Page, index: number, colId: string, expected: string) => {
  const deadline = Date.now() + WAIT_MS;
  let seen = "";
  while (Date.now() < deadline) {
    seen =
      (await cell(page, index, colId)
        .textContent({ timeout: 1_000 })
        .catch(() => "")) ?? "";
    if (seen === expected) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`Row ${index} ${colId} reads "${seen}", not "${expected}"`);
};

/**
 * The grid draws only the rows near its viewport: wheels the pointer (already over the grid) up or down
 * until the row at `index` is drawn, since the wheeling that asked for its block may have gone past it.
 */
const scrollRowIntoView = async (page: Page, index: number) => {
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    const drawn = await page
      .locator('[role="row"][row-index]')
      .evaluateAll((rows) => rows.map((row) => Number(row.getAttribute("row-index"))));
    if (drawn.includes(index)) return;
    const below = drawn.length > 0 && Math.min(...drawn) > index;
    await page.mouse.wheel(0, below ? -400 : 400);
    await page.waitForTimeout(100);
  }
  throw new Error(`Row ${index} was never drawn`);
};

const header = (page: Page, name: string) => page.getByRole("columnheader", { name, exact: true });

/** Opens a column's filter and types into its text box ('contains' is the default condition). */
const filterColumn = async (page: Page, column: string, text: string) => {
  await header(page, column).locator('[data-ref="eFilterButton"]').click();
  await page.getByLabel("Filter Value", { exact: true }).fill(text);
  await page.keyboard.press("Escape");
};

const openList = async (page: Page, address: string, heading: string, total: number) => {
  await visit(page, address);
  await expectHeading(page, heading);
  await expectText(page, countText(total));
};

const isListCall = (request: Request, path: string) =>
  request.method() === "POST" &&
  new URL(request.url()).pathname.toLowerCase() === `/api${path}`.toLowerCase();

describe("the fixed-asset list", () => {
  let browser: TestBrowser;
  let all: ListReply;
  beforeAll(async () => {
    all = await assetList();
  });
  beforeEach(async () => {
    browser = await launchBrowser(baseUrl);
    await signIn(browser.page, ADMIN);
  });
  afterEach(() => browser?.close());

  it("opens with the organisation's assets and their total count", async () => {
    const { page } = browser;
    expect(all.TotalCount).toBeGreaterThan(100);
    await openList(page, "/#/fixedAssetManagement", "Fixed Assets", all.TotalCount);
    await waitForCellText(page, 0, "AssetTag", String(all.Rows[0]!.AssetTag));
    await waitForCellText(page, 1, "Name", String(all.Rows[1]!.Name));
  });

  it("sorts on the server: the first row is the one the server puts first", async () => {
    const { page } = browser;
    await openList(page, "/#/fixedAssetManagement", "Fixed Assets", all.TotalCount);
    const ascending = await assetList({ SortModel: [{ colId: "AssetTag", sort: "asc" }] });
    const descending = await assetList({ SortModel: [{ colId: "AssetTag", sort: "desc" }] });
    await header(page, "Asset tag").click();
    await waitForCellText(page, 0, "AssetTag", String(ascending.Rows[0]!.AssetTag));
    await header(page, "Asset tag").click();
    await waitForCellText(page, 0, "AssetTag", String(descending.Rows[0]!.AssetTag));
    expect(await header(page, "Asset tag").getAttribute("aria-sort")).toBe("descending");
  });

  it("filters a column (text contains) and the count drops to the matching rows", async () => {
    const { page } = browser;
    await openList(page, "/#/fixedAssetManagement", "Fixed Assets", all.TotalCount);
    const filtered = await assetList({
      FilterModel: { Name: { filterType: "text", type: "contains", filter: "Air Handling" } },
    });
    expect(filtered.TotalCount).toBeGreaterThan(0);
    expect(filtered.TotalCount).toBeLessThan(all.TotalCount);
    await filterColumn(page, "Name", "Air Handling");
    await expectText(page, countText(filtered.TotalCount));
    expect(await cell(page, 0, "Name").textContent()).toContain("Air Handling");
  });

  it("shows only verified assets under 'Verified'", async () => {
    const { page } = browser;
    await openList(page, "/#/fixedAssetManagement", "Fixed Assets", all.TotalCount);
    const verified = await assetList({ VerificationFilter: "Verified" });
    expect(verified.TotalCount).toBeLessThan(all.TotalCount);
    await page.getByRole("tab", { name: "Verified", exact: true }).click();
    await expectText(page, countText(verified.TotalCount));
    const states = await page.locator('[role="gridcell"][col-id="VerificationState"]').allTextContents();
    expect(states.length).toBeGreaterThan(0);
    expect(new Set(states)).toEqual(new Set(["Verified"]));
    // The address keeps the choice: a reload shows the same rows.
    await page.reload({ waitUntil: "load" });
    await expectText(page, countText(verified.TotalCount));
  });

  it("hides a column through the column chooser", async () => {
    const { page } = browser;
    await openList(page, "/#/fixedAssetManagement", "Fixed Assets", all.TotalCount);
    await header(page, "Serial number").waitFor();
    await page.getByRole("button", { name: "Columns", exact: true }).click();
    const item = page.getByRole("menuitemcheckbox", { name: "Serial number" });
    expect(await item.getAttribute("aria-checked")).toBe("true");
    await item.click();
    await header(page, "Serial number").waitFor({ state: "detached" });
    expect(await item.getAttribute("aria-checked")).toBe("false");
    // Hidden columns can be shown again (the open menu hides the page from assistive technology: close it).
    await page.getByRole("menuitemcheckbox", { name: "Model" }).click();
    await page.keyboard.press("Escape");
    await header(page, "Model").waitFor();
    expect(await header(page, "Serial number").count()).toBe(0);
  });

  it("saves a view, opens the list in the standard view after a reload, and applies the saved one", async () => {
    const { page } = browser;
    const view = `HVAC by tag ${Date.now()}`;
    const hvac = await assetList({
      FilterModel: { Category: { filterType: "text", type: "contains", filter: "HVAC" } },
      SortModel: [{ colId: "AssetTag", sort: "desc" }],
    });
    await openList(page, "/#/fixedAssetManagement", "Fixed Assets", all.TotalCount);
    await filterColumn(page, "Category", "HVAC");
    await expectText(page, countText(hvac.TotalCount));
    await header(page, "Asset tag").click();
    await header(page, "Asset tag").click();
    await page.getByRole("button", { name: "Columns", exact: true }).click();
    await page.getByRole("menuitemcheckbox", { name: "Manufacturer" }).click();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Views", exact: true }).click();
    await page.getByRole("menuitem", { name: "Save current view…" }).click();
    const dialog = page.getByRole("dialog", { name: "Save view" });
    await dialog.getByLabel("View name").fill(view);
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await expectText(page, `View '${view}' saved.`);

    await page.reload({ waitUntil: "load" });
    await expectText(page, countText(all.TotalCount));
    await header(page, "Manufacturer").waitFor();
    await page.getByRole("button", { name: "Views", exact: true }).click();
    await page.getByRole("menuitem", { name: view }).click();
    await expectText(page, countText(hvac.TotalCount));
    await waitForCellText(page, 0, "AssetTag", String(hvac.Rows[0]!.AssetTag));
    await header(page, "Manufacturer").waitFor({ state: "detached" });

    // Deleted, it is no longer offered.
    await page.getByRole("button", { name: "Views", exact: true }).click();
    await page.getByRole("menuitem", { name: `Delete view '${view}'` }).click();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await expectText(page, `View '${view}' deleted.`);
    await page.getByRole("button", { name: "Views", exact: true }).click();
    await page.getByRole("menuitem", { name: "Standard view" }).waitFor();
    expect(await page.getByRole("menuitem", { name: view }).count()).toBe(0);
  });

  it("opens the list with the view marked to open with it", async () => {
    const { page } = browser;
    const view = `Verified HVAC ${Date.now()}`;
    const hvac = await assetList({
      FilterModel: { Category: { filterType: "text", type: "contains", filter: "HVAC" } },
    });
    await openList(page, "/#/fixedAssetManagement", "Fixed Assets", all.TotalCount);
    await filterColumn(page, "Category", "HVAC");
    await expectText(page, countText(hvac.TotalCount));
    await page.getByRole("button", { name: "Views", exact: true }).click();
    await page.getByRole("menuitem", { name: "Save current view…" }).click();
    const dialog = page.getByRole("dialog", { name: "Save view" });
    await dialog.getByLabel("View name").fill(view);
    await dialog.getByLabel("Open the list with this view").check();
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await expectText(page, `View '${view}' saved.`);

    await page.reload({ waitUntil: "load" });
    await expectText(page, countText(hvac.TotalCount));
    // Back to the standard view, and the default view removed, for the other tests.
    await page.getByRole("button", { name: "Views", exact: true }).click();
    await page.getByRole("menuitem", { name: `Delete view '${view}'` }).click();
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await expectText(page, `View '${view}' deleted.`);
  });

  it("reads the next block of rows after the previous one's cursor when scrolled", async () => {
    const { page } = browser;
    const requests: Record<string, unknown>[] = [];
    page.on("request", (request) => {
      if (isListCall(request, "/FixedAsset/GetAssetList"))
        requests.push(JSON.parse(request.postData() ?? "{}") as Record<string, unknown>);
    });
    await openList(page, "/#/fixedAssetManagement", "Fixed Assets", all.TotalCount);
    await waitForCellText(page, 0, "AssetTag", String(all.Rows[0]!.AssetTag));
    const grid = page.getByRole("region", { name: "Fixed assets" });
    const box = (await grid.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const deadline = Date.now() + WAIT_MS;
    while (!requests.some((r) => r.StartRow === 100) && Date.now() < deadline) {
      await page.mouse.wheel(0, 1_500);
      await page.waitForTimeout(150);
    }
    const second = requests.find((r) => r.StartRow === 100);
    expect(second, "a request for the second block").toBeDefined();
    expect(typeof second!.After).toBe("string");
    const next = await assetList({ StartRow: 100, After: second!.After });
    await scrollRowIntoView(page, 100);
    await waitForCellText(page, 100, "AssetTag", String(next.Rows[0]!.AssetTag));
  });

  it("opens an asset's detail page from its row; the address ends in the asset's id", async () => {
    const { page } = browser;
    await openList(page, "/#/fixedAssetManagement", "Fixed Assets", all.TotalCount);
    const first = all.Rows[0]!;
    await waitForCellText(page, 0, "Name", String(first.Name));
    await cell(page, 0, "Name").click();
    await waitForAppPath(page, `/fixedAssetManagement/asset-detailing/${String(first.Id)}`);
    await expectHeading(page, String(first.Name));
    await expectText(page, String(first.AssetTag));
    await page.getByRole("tab", { name: "Overview" }).waitFor();
  });
});

describe("the location list", () => {
  let browser: TestBrowser;
  beforeEach(async () => {
    browser = await launchBrowser(baseUrl);
    await signIn(browser.page, ADMIN);
  });
  afterEach(() => browser?.close());

  it("opens with the locations and their count, and a row opens locationModules/{id}", async () => {
    const { page } = browser;
    const locations = await listCall("/Location/GetLocationList", {});
    await openList(page, "/#/locations", "Locations", locations.TotalCount);
    const first = locations.Rows[0]!;
    await waitForCellText(page, 0, "Name", String(first.Name));
    await cell(page, 0, "Name").click();
    await waitForAppPath(page, `/locationModules/${String(first.Id)}`);
    await expectHeading(page, String(first.Name));
    await expectText(page, String(first.Code));
  });

  it("searches with the quick search box, and Enter on a row opens it", async () => {
    const { page } = browser;
    const locations = await listCall("/Location/GetLocationList", {});
    const found = await listCall("/Location/GetLocationList", { Search: "Floor 2" });
    expect(found.TotalCount).toBeGreaterThan(0);
    expect(found.TotalCount).toBeLessThan(locations.TotalCount);
    await openList(page, "/#/locations", "Locations", locations.TotalCount);
    await page.getByRole("searchbox", { name: "Search locations" }).fill("Floor 2");
    await expectText(page, countText(found.TotalCount));
    const first = found.Rows[0]!;
    await waitForCellText(page, 0, "Name", String(first.Name));
    await cell(page, 0, "Name").focus();
    await page.keyboard.press("Enter");
    await waitForAppPath(page, `/locationModules/${String(first.Id)}`);
  });

  it("fits a phone's width: the rows are cards and the page does not scroll sideways", async () => {
    await browser.close();
    browser = await launchBrowser(baseUrl, { viewport: { width: 375, height: 812 } });
    const { page } = browser;
    await signIn(page, ADMIN);
    // Other journeys on this server add locations, so the count is read from the page, not fixed beforehand.
    await visit(page, "/#/locations");
    await expectHeading(page, "Locations");
    await page
      .getByText(/^[\d,]+ rows?$/)
      .first()
      .waitFor({ timeout: WAIT_MS });
    const first = page.getByRole("list", { name: "Locations" }).getByRole("listitem").first();
    await first.getByRole("button").first().waitFor({ timeout: WAIT_MS });
    expect(await page.getByRole("grid").count()).toBe(0);
    const pageWidth = await page.evaluate<number>("document.documentElement.scrollWidth");
    expect(pageWidth).toBeLessThanOrEqual(375);
  });
});

describe("a role without the warehouse", () => {
  it("gets /no-rights at /#/fixedAssetManagement/warehouse", async () => {
    const browser = await launchBrowser(baseUrl);
    try {
      await signIn(browser.page, "lease@acme.example");
      await visit(browser.page, "/#/fixedAssetManagement/warehouse");
      await expectNoRightsPage(browser.page);
    } finally {
      await browser.close();
    }
  });
});
