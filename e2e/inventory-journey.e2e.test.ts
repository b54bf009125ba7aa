import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { e2eBaseUrl } from "./support/base-url.ts";
import type { Page } from "playwright-core";
import { demoApi } from "./support/api.ts";
import { launchBrowser, signIn, visit, type TestBrowser } from "./support/browser.ts";
import { expectHeading, expectText, waitForAppPath } from "./support/page-checks.ts";
import { confirmWith, dialog, pickOption as pick } from "./support/pickers.ts";

const baseUrl = e2eBaseUrl();
const ADMIN = "admin@acme.example";
const WAIT_MS = 15_000;

type Part = { Id: number; PartNumber: string; PartName: string };
type Place = { Id: number; Code: string; Name: string };

const api = demoApi(baseUrl);
const asAdmin = <T>(path: string, body: unknown) => api.call<T>(ADMIN, path, body);

/** Creates a serialized asset of `part` at `place` through the list's dialog; answers its id. */
const createAsset = async (page: Page, part: Part, place: Place, serial: string): Promise<number> => {
  await visit(page, "/#/fixedAssetManagement");
  await expectHeading(page, "Fixed Assets");
  await page.getByRole("button", { name: "Create asset" }).click();
  const form = dialog(page, "Create asset");
  await pick(page, "Part", part.PartNumber, part.PartNumber);
  await pick(page, "Location", place.Code, `(${place.Code})`);
  await form.getByLabel("Serial number").fill(serial);
  await form.getByRole("button", { name: "Create", exact: true }).click();
  await waitForAppPath(page, /^\/fixedAssetManagement\/asset-detailing\/\d+$/);
  await expectText(page, serial);
  return Number(/(\d+)$/.exec(new URL(page.url()).hash)![1]);
};

/** Asks for a move of the asset on its page; answers the request's number, with its page open. */
const askForMove = async (page: Page, assetId: number, to: Place, reason: string): Promise<string> => {
  await visit(page, `/#/fixedAssetManagement/asset-detailing/${assetId}`);
  await page.getByRole("button", { name: "Move", exact: true }).click();
  const ask = dialog(page, "Request a move");
  await pick(page, "Move to", to.Name, to.Name);
  await ask.getByLabel("Reason").fill(reason);
  await ask.getByRole("button", { name: "Request move" }).click();
  const link = page.getByRole("link", { name: /^Open MR-\d{6}$/ });
  await link.waitFor({ timeout: WAIT_MS });
  const number = (await link.textContent())!.replace("Open ", "");
  await link.click();
  await waitForAppPath(page, /^\/fixedAssetManagement\/MoveAssetRequest\/Details\/\d+$/);
  await expectHeading(page, number);
  await expectText(page, "Awaiting Approval");
  return number;
};

/** The asset's page names where it stands, and its history holds the line. */
const expectAsset = async (page: Page, assetId: number, place: string, historyLine: string) => {
  await visit(page, `/#/fixedAssetManagement/asset-detailing/${assetId}`);
  await page.getByRole("link", { name: place, exact: true }).first().waitFor({ timeout: WAIT_MS });
  await page.getByRole("tab", { name: "History" }).click();
  await waitForAppPath(page, /\/history$/);
  await expectText(page, historyLine);
};

describe("the inventory, end to end", () => {
  let browser: TestBrowser;
  const run = Date.now().toString(36).slice(-5).toUpperCase();
  beforeEach(async () => {
    browser = await launchBrowser(baseUrl);
  });
  afterEach(() => browser?.close());

  // One long journey (about 50 s on a quiet two-core machine): two minutes, so a busy machine does not fail it.
  it("an administrator creates a location, adds three assets, moves one through request, approval and completion, and a rejected move leaves another where it was", async () => {
    const { page } = browser;
    const { Parts } = await asAdmin<{ Parts: Part[] }>("/FixedAsset/SearchParts", { Serialized: true });
    const part = Parts[0]!;
    const { Locations } = await asAdmin<{ Locations: Place[] }>("/Location/SearchLocations", {
      Search: "Gateway Tower",
      ActiveOnly: true,
    });
    const target = Locations[0]!;
    await signIn(page, ADMIN);

    // A new site.
    const siteName = `Journey Depot ${run}`;
    await visit(page, "/#/locations");
    await expectHeading(page, "Locations");
    await page.getByRole("button", { name: "Create location", exact: true }).click();
    const create = dialog(page, "Create location");
    await create.getByLabel("Name").fill(siteName);
    await create.getByLabel("Address", { exact: true }).fill("40 Rail Spur Rd");
    await create.getByLabel("City", { exact: true }).fill("Commerce City");
    await create.getByRole("button", { name: "Create location" }).click();
    await create.waitFor({ state: "hidden", timeout: WAIT_MS });
    const { Locations: found } = await asAdmin<{ Locations: Place[] }>("/Location/SearchLocations", {
      Search: siteName,
    });
    const site = found[0]!;
    expect(site.Name).toBe(siteName);

    // Three assets at it, each made in the asset list.
    const assetIds: number[] = [];
    for (const n of [1, 2, 3]) assetIds.push(await createAsset(page, part, site, `JRN-${run}-${n}`));
    await visit(page, `/#/locationModules/${site.Id}/assets`);
    await expectHeading(page, siteName);
    await expectText(page, "3 rows");

    // The first is asked for, approved and carried out: only then does it stand at the target.
    const [moved, kept] = assetIds as [number, number, number];
    const number = await askForMove(page, moved, target, "Needed at Gateway Tower");
    await expectAsset(page, moved, siteName, `Move requested to ${target.Name} (${number})`);
    await visit(page, `/#/fixedAssetManagement/MoveAssetRequest/Details/${await requestIdOf(number)}`);
    await page.getByRole("button", { name: "Approve", exact: true }).click();
    await confirmWith(page, `Approve ${number}?`, "Approve");
    await expectText(page, "Approved");
    await page.getByRole("button", { name: "Carry out move", exact: true }).click();
    await confirmWith(page, `Carry out ${number}?`, "Carry out move");
    await expectText(page, "Completed");
    await expectAsset(page, moved, target.Name, `Moved from ${siteName} to ${target.Name} (${number})`);

    // The second is rejected and stays.
    const rejected = await askForMove(page, kept, target, "Spare for the plant room");
    await page.getByRole("button", { name: "Reject", exact: true }).click();
    const reject = dialog(page, `Reject ${rejected}`);
    await reject.getByLabel("Comment").fill("The plant room has one");
    await reject.getByRole("button", { name: "Reject", exact: true }).click();
    await confirmWith(page, `Reject ${rejected}?`, "Reject");
    await expectText(page, "Rejected");
    await expectAsset(page, kept, siteName, `Move rejected: The plant room has one (${rejected})`);
    await visit(page, `/#/locationModules/${site.Id}/assets`);
    await expectText(page, "2 rows");
  }, 120_000);
});

/** A move request's id from its number. */
const requestIdOf = async (number: string): Promise<number> => {
  const reply = await asAdmin<{ Rows: { Id: number }[] }>("/FixedAsset/GetMoveRequestList", {
    FilterModel: { RequestNumber: { filterType: "text", type: "equals", filter: number } },
  });
  return reply.Rows[0]!.Id;
};
