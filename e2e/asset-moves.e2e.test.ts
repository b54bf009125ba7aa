import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { e2eBaseUrl } from "./support/base-url.ts";
import type { Page } from "playwright-core";
import { demoApi } from "./support/api.ts";
import { launchBrowser, signIn, visit, type TestBrowser } from "./support/browser.ts";
import { expectHeading, expectText, waitForAppPath } from "./support/page-checks.ts";
import { confirmWith, dialog } from "./support/pickers.ts";

const baseUrl = e2eBaseUrl();
const ADMIN = "admin@acme.example";
const TECH = "tech@acme.example";
const WAIT_MS = 15_000;

type Row = Record<string, unknown>;
type ListReply = { Rows: Row[]; TotalCount: number };

const demo = demoApi(baseUrl);
/** Calls the API as a demo account, to set the scene and to know what the screen should show. */
const api = (email: string, method: "GET" | "POST", path: string, body?: unknown): Promise<Row> =>
  demo.call<Row>(email, path, body, { method });

type Asset = { Id: number; AssetTag: string; LocationId: number; LocationName: string };

/** A serialized, active asset in no open move request, and an active place (not a warehouse) to move it to. */
const assetToMove = async (skip = 0): Promise<{ asset: Asset; to: { Id: number; Name: string } }> => {
  const list = (await api(ADMIN, "POST", "/FixedAsset/GetAssetList", {
    PageSize: 60,
    SortModel: [{ colId: "AssetTag", sort: "asc" }],
    FilterModel: { StatusId: { filterType: "set", values: [1] } },
  })) as unknown as ListReply;
  const free: Asset[] = [];
  for (const row of list.Rows as unknown as (Asset & { Serialized?: boolean })[]) {
    if (row.Serialized === false || !row.LocationId) continue;
    const open = (await api(ADMIN, "POST", "/FixedAsset/GetMoveRequestList", {
      AssetId: row.Id,
      FilterModel: { StatusId: { filterType: "set", values: [1, 2] } },
    })) as unknown as ListReply;
    if (open.TotalCount === 0) free.push(row);
    if (free.length > skip) break;
  }
  const asset = free[skip]!;
  const places = (await api(ADMIN, "POST", "/Location/SearchLocations", {
    Search: "",
    ActiveOnly: true,
    IsWarehouse: false,
    Limit: 50,
  })) as unknown as { Locations: { Id: number; Name: string }[] };
  const to = places.Locations.find((l) => l.Id !== asset.LocationId && l.Name !== asset.LocationName)!;
  return { asset, to };
};

const expectStatusChip = (page: Page, label: string) => expectText(page, label);

/** The asset's page shows where it stands, and its history tab the line given. */
const expectAssetPage = async (page: Page, asset: Asset, place: string, historyLine: string) => {
  await visit(page, `/#/fixedAssetManagement/asset-detailing/${asset.Id}`);
  await expectText(page, asset.AssetTag);
  await page.getByRole("link", { name: place, exact: true }).first().waitFor({ timeout: WAIT_MS });
  await page.getByRole("tab", { name: "History" }).click();
  await expectText(page, historyLine);
};

describe("move requests and the warehouse", () => {
  let browser: TestBrowser;
  beforeEach(async () => {
    browser = await launchBrowser(baseUrl);
  });
  afterEach(async () => {
    await browser?.close();
  });

  it("an administrator asks for a move in the asset list, approves it, carries it out and sees it on the asset", async () => {
    const { asset, to } = await assetToMove();
    const { page } = browser;
    await signIn(page, ADMIN);
    await visit(page, "/#/fixedAssetManagement");
    await expectHeading(page, "Fixed Assets");
    await page.getByLabel("Search fixed assets").fill(asset.AssetTag);
    await expectText(page, "1 row");
    const row = page.locator('[role="row"][row-index="0"]');
    await row.filter({ hasText: asset.AssetTag }).first().waitFor({ timeout: WAIT_MS });
    await row.getByRole("checkbox").first().check();
    await page.getByRole("button", { name: "Move", exact: true }).click();

    const ask = dialog(page, "Request a move");
    await expectText(page, `Standing at ${asset.LocationName}`, { exact: false });
    await ask.getByRole("combobox", { name: "Move to" }).fill(to.Name);
    await page.getByRole("option").filter({ hasText: to.Name }).first().click();
    await ask.getByLabel("Reason").fill("Closer to the new plant room");
    await ask.getByRole("button", { name: "Request move" }).click();

    const link = page.getByRole("link", { name: /^Open MR-\d{6}$/ });
    await link.waitFor({ timeout: WAIT_MS });
    const number = (await link.textContent())!.replace("Open ", "");
    await expectText(page, `Move request ${number} created: it awaits approval.`);
    await link.click();
    await waitForAppPath(page, /^\/fixedAssetManagement\/MoveAssetRequest\/Details\/\d+$/);
    await expectHeading(page, number);
    await expectStatusChip(page, "Awaiting Approval");

    await page.getByRole("button", { name: "Approve", exact: true }).click();
    await confirmWith(page, `Approve ${number}?`, "Approve");
    await expectStatusChip(page, "Approved");
    await page.getByRole("button", { name: "Carry out move", exact: true }).click();
    await confirmWith(page, `Carry out ${number}?`, "Carry out move");
    await expectStatusChip(page, "Completed");
    await expectText(page, "Carried out");

    await expectAssetPage(page, asset, to.Name, `Moved from ${asset.LocationName} to ${to.Name} (${number})`);
  });

  it("a rejected move leaves the asset where it was", async () => {
    const { asset, to } = await assetToMove(1);
    const created = await api(ADMIN, "POST", "/FixedAsset/CreateMoveRequest", {
      AssetIds: [asset.Id],
      ToLocationId: to.Id,
      Reason: "Spare for the east wing",
    });
    const { page } = browser;
    await signIn(page, ADMIN);
    await visit(page, `/#/fixedAssetManagement/MoveAssetRequest/Details/${String(created.Id)}`);
    await expectHeading(page, String(created.RequestNumber));
    await page.getByRole("button", { name: "Reject", exact: true }).click();
    const reject = dialog(page, `Reject ${String(created.RequestNumber)}`);
    await reject.getByLabel("Comment").fill("The east wing is not ready");
    await reject.getByRole("button", { name: "Reject", exact: true }).click();
    await confirmWith(page, `Reject ${String(created.RequestNumber)}?`, "Reject");
    await expectStatusChip(page, "Rejected");
    expect(await page.getByRole("button", { name: "Carry out move" }).count()).toBe(0);

    await expectAssetPage(
      page,
      asset,
      asset.LocationName,
      `Move rejected: The east wing is not ready (${String(created.RequestNumber)})`,
    );
  });

  it("a technician scans a consumable out of the warehouse and sees the stock drop", async () => {
    const { Warehouses } = (await api(TECH, "GET", "/FixedAsset/GetWarehouses")) as unknown as {
      Warehouses: { Id: number; Name: string }[];
    };
    const warehouse = Warehouses[0]!;
    const stock = (await api(TECH, "POST", "/FixedAsset/GetWarehouseStock", {
      WarehouseId: warehouse.Id,
      FilterModel: {
        Serialized: { filterType: "set", values: ["Consumable"] },
        OnHand: { filterType: "number", type: "greaterThan", filter: 5 },
      },
      SortModel: [{ colId: "OnHand", sort: "desc" }],
    })) as unknown as ListReply;
    const part = stock.Rows[0] as { PartNumber: string; OnHand: number };
    const { to } = await assetToMove();

    const { page } = browser;
    await signIn(page, TECH);
    await visit(page, "/#/fixedAssetManagement/warehouse");
    await expectHeading(page, "Warehouse");
    const scan = page.getByLabel("Scan", { exact: true });
    await scan.getByRole("button", { name: "Out", exact: true }).click();
    await scan.getByRole("combobox", { name: "Send to" }).fill(to.Name);
    await page.getByRole("option").filter({ hasText: to.Name }).first().click();
    await scan.getByLabel("Quantity").fill("2");
    const code = scan.getByLabel("Code", { exact: true });
    await code.fill(part.PartNumber);
    await code.press("Enter");
    await expectText(page, `On hand: ${(part.OnHand - 2).toLocaleString("en-US")} of ${part.PartNumber}.`, {
      exact: false,
    });

    await page.getByLabel("Search warehouse stock").fill(part.PartNumber);
    await expectText(page, "1 row");
    const onHand = page.locator('[role="row"][row-index="0"] [role="gridcell"][col-id="OnHand"]').first();
    await expect.poll(() => onHand.textContent(), { timeout: WAIT_MS }).toBe(String(part.OnHand - 2));
  });
});
