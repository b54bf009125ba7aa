import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { e2eBaseUrl } from "./support/base-url.ts";
import type { Page } from "playwright-core";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { demoApi } from "./support/api.ts";
import { launchBrowser, signIn, visit, type TestBrowser } from "./support/browser.ts";
import { expectHeading, expectText, waitForAppPath } from "./support/page-checks.ts";
import { pickOption } from "./support/pickers.ts";

const baseUrl = e2eBaseUrl();
const ADMIN = "admin@acme.example";
const LEASE = "lease@acme.example";
const WAIT_MS = 15_000;

const demo = demoApi(baseUrl);

type Part = { Id: number; PartNumber: string; PartName: string; Serialized: boolean };
type Place = { Id: number; Code: string; Name: string };
type Created = { Assets: { Id: number; AssetTag: string }[] };

/** A serialized part and an active place of Acme, as the pickers will offer them. */
const pickable = async () => {
  const { Parts } = await demo.call<{ Parts: Part[] }>(ADMIN, "/FixedAsset/SearchParts", {
    Serialized: true,
  });
  const { Locations } = await demo.call<{ Locations: Place[] }>(ADMIN, "/Location/SearchLocations", {
    Search: "Gateway Tower",
    ActiveOnly: true,
  });
  return { part: Parts[0]!, place: Locations[0]! };
};

/** The text a QR code image on the page reads, from what the browser drew. */
const readQr = async (page: Page, alt: string): Promise<string | undefined> => {
  const image = page.getByRole("img", { name: alt });
  await image.waitFor({ state: "visible", timeout: WAIT_MS });
  // Wait until the browser has the image itself, not only its box.
  const deadline = Date.now() + WAIT_MS;
  const isDrawn = () =>
    image.evaluate(
      (img: { complete: boolean; naturalWidth: number }) => img.complete && img.naturalWidth > 0,
    );
  while (!(await isDrawn())) {
    if (Date.now() > deadline) throw new Error(`The image "${alt}" did not load.`);
    await page.waitForTimeout(100);
  }
  const png = PNG.sync.read(await image.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
};

describe("fixed assets", () => {
  let browser: TestBrowser;
  beforeEach(async () => {
    browser = await launchBrowser(baseUrl);
  });
  afterEach(() => browser?.close());

  it("an administrator creates an asset from the list and finds it in its history as created by them", async () => {
    const { page } = browser;
    const admin = await demo.signIn(ADMIN);
    const { part, place } = await pickable();
    const serial = `E2E-${Date.now()}`;
    await signIn(page, ADMIN);
    await visit(page, "/#/fixedAssetManagement");
    await expectHeading(page, "Fixed Assets");
    await page.getByRole("button", { name: "Create asset" }).click();
    const dialog = page.getByRole("dialog", { name: "Create asset" });
    await pickOption(page, "Part", part.PartNumber, part.PartNumber);
    await pickOption(page, "Location", place.Code, `(${place.Code})`);
    await dialog.getByLabel("Serial number").fill(serial);
    await dialog.getByRole("button", { name: "Create", exact: true }).click();
    await waitForAppPath(page, /^\/fixedAssetManagement\/asset-detailing\/\d+$/);
    await expectHeading(page, part.PartName);
    await expectText(page, serial);
    await page.getByRole("tab", { name: "History" }).click();
    await waitForAppPath(page, /\/history$/);
    await expectText(page, `Created by ${admin.EmpFullName}`);
  });

  it("a Lease Manager sees no Delete, Edit or Change status, and the delete call with their session is refused", async () => {
    const { page } = browser;
    const { part, place } = await pickable();
    const made = await demo.call<Created>(ADMIN, "/FixedAsset/CreateAsset", {
      PartId: part.Id,
      LocationId: place.Id,
      SerialNumber: `E2E-LEASE-${Date.now()}`,
    });
    const asset = made.Assets[0]!;
    await signIn(page, LEASE);
    await visit(page, `/#/fixedAssetManagement/asset-detailing/${asset.Id}`);
    await expectText(page, asset.AssetTag);
    await page.getByRole("button", { name: "Print label" }).waitFor();
    for (const name of ["Delete", "Edit", "Change status", "Deactivate", "Clone"])
      expect(await page.getByRole("button", { name, exact: true }).count(), name).toBe(0);
    // The page's own session (its cookie) asks the server directly.
    const status = await page.evaluate<number>(`(async () => {
      const response = await fetch("/api/FixedAsset/DeleteAsset", {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" },
        body: JSON.stringify({ Ids: [${asset.Id}] }),
      });
      return response.status;
    })()`);
    expect(status).toBe(403);
    await demo.call(ADMIN, `/FixedAsset/GetAsset?Id=${asset.Id}`, undefined, { method: "GET" });
  });

  it("prints a label whose QR code reads the asset's address, and that address opens the asset", async () => {
    const { page } = browser;
    const { part, place } = await pickable();
    const made = await demo.call<Created>(ADMIN, "/FixedAsset/CreateAsset", {
      PartId: part.Id,
      LocationId: place.Id,
      SerialNumber: `E2E-LABEL-${Date.now()}`,
      Name: "Label test unit",
    });
    const asset = made.Assets[0]!;
    await signIn(page, ADMIN);
    await visit(page, `/#/fixedAssetManagement/asset-detailing/${asset.Id}`);
    await page.getByRole("button", { name: "Print label" }).click();
    await waitForAppPath(page, `/fixedAssetManagement/asset-detailing/${asset.Id}/label`);
    await expectHeading(page, "Asset label");
    await expectText(page, asset.AssetTag);
    await page.getByRole("button", { name: "Print" }).waitFor();
    const address = await readQr(page, `QR code of ${asset.AssetTag}`);
    expect(address).toBe(`${baseUrl}/#/fixedAssetManagement/asset-detailing/${asset.Id}`);
    await page.goto(address!);
    await waitForAppPath(page, `/fixedAssetManagement/asset-detailing/${asset.Id}`);
    await expectHeading(page, "Label test unit");
  });
});
