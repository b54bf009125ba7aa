import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { e2eBaseUrl } from "./support/base-url.ts";
import { PNG } from "pngjs";
import type { Page } from "playwright-core";
import { demoApi } from "./support/api.ts";
import { launchBrowser, signIn, visit, type TestBrowser } from "./support/browser.ts";
import { expectHeading, expectText } from "./support/page-checks.ts";

const baseUrl = e2eBaseUrl();
const ADMIN = "admin@acme.example";
const WAIT_MS = 15_000;
const api = demoApi(baseUrl);

/** A real PNG picture: a 64×48 gradient. */
const pngPicture = (): Buffer => {
  const png = new PNG({ width: 64, height: 48 });
  for (let y = 0; y < png.height; y++)
    for (let x = 0; x < png.width; x++) {
      const i = (png.width * y + x) << 2;
      png.data[i] = x * 4;
      png.data[i + 1] = y * 5;
      png.data[i + 2] = 160;
      png.data[i + 3] = 255;
    }
  return PNG.sync.write(png);
};

const firstAssetId = async (): Promise<number> => {
  const list = await api.call<{ Rows: { Id: number }[] }>(ADMIN, "/FixedAsset/GetAssetList", {
    PageSize: 1,
    SortModel: [{ colId: "AssetTag", sort: "desc" }],
  });
  return list.Rows[0]!.Id;
};

const upload = (page: Page, name: string, mimeType: string, buffer: Buffer) =>
  page.getByTestId("upload-input").first().setInputFiles({ name, mimeType, buffer });

/** Waits until the picture named `name` is on screen and its image has loaded (it has a width). */
const expectPictureLoaded = async (page: Page, name: string) => {
  const img = page.getByRole("img", { name, exact: true }).first();
  await img.waitFor({ state: "visible", timeout: WAIT_MS });
  // The DOM's types are not part of the test's build: the element is read as what it is.
  const loadedWidth = () =>
    img.evaluate((el) => {
      const picture = el as unknown as { complete: boolean; naturalWidth: number };
      return picture.complete ? picture.naturalWidth : 0;
    });
  await expect.poll(loadedWidth, { timeout: WAIT_MS }).toBeGreaterThan(0);
};

describe("galleries and the document library, end to end", () => {
  let browser: TestBrowser | undefined;
  beforeEach(async () => {
    browser = await launchBrowser(baseUrl);
  });
  afterEach(() => browser?.close());

  it("an administrator uploads a picture to an asset and sees its thumbnail; a disguised executable is refused", async () => {
    const page = browser!.page;
    const assetId = await firstAssetId();
    const stamp = Date.now().toString(36);
    await signIn(page, ADMIN);
    await visit(page, `/#/fixedAssetManagement/asset-detailing/${assetId}/gallery`);
    await page.getByRole("tab", { name: "Gallery", selected: true }).waitFor({ timeout: WAIT_MS });

    const picture = `pump-${stamp}.png`;
    await upload(page, picture, "image/png", pngPicture());
    await expectPictureLoaded(page, picture);
    // Confirmed where the upload was made, naming the file, as well as in the snackbar.
    await page
      .getByRole("status")
      .filter({ hasText: `Uploaded: ${picture}` })
      .waitFor({ timeout: WAIT_MS });

    // The large view, with Download.
    await page.getByRole("button", { name: `Open ${picture}` }).click();
    const view = page.getByRole("dialog", { name: picture });
    await view.getByRole("link", { name: "Download" }).waitFor({ timeout: WAIT_MS });
    await view.getByRole("button", { name: "Close" }).click();
    await view.waitFor({ state: "hidden" });

    await upload(page, "photo.jpg", "image/jpeg", readFileSync("/bin/true"));
    await expectText(page, "'photo.jpg' was refused:", { exact: false });
    await expect(page.getByRole("img", { name: "photo.jpg", exact: true }).count()).resolves.toBe(0);
  });

  it("an administrator creates a library folder, uploads a text file into it and finds it by search", async () => {
    const page = browser!.page;
    const stamp = Date.now().toString(36);
    const folderName = `Site reports ${stamp}`;
    const fileName = `inspection-notes-${stamp}.txt`;
    await signIn(page, ADMIN);
    await visit(page, "/#/DocumentManagement");
    await expectHeading(page, "Documents");

    await page.getByRole("button", { name: "New folder" }).click();
    const dialog = page.getByRole("dialog", { name: "New folder" });
    await dialog.getByLabel("Folder name").fill(folderName);
    await dialog.getByRole("button", { name: "Create" }).click();
    await dialog.waitFor({ state: "hidden", timeout: WAIT_MS });
    await page.getByRole("button", { name: new RegExp(`^${folderName}`) }).click();
    await expectText(page, `Folder: ${folderName}`);

    await upload(page, fileName, "text/plain", Buffer.from("Pump room inspected; no leaks.\n"));
    await expectText(page, "1 file uploaded.");
    await expectText(page, fileName);

    // All files, searched by name.
    await page.getByRole("button", { name: /^All files/ }).click();
    await page.getByLabel("Search documents").fill(`inspection-notes-${stamp}`);
    // The search leaves this one file of the many the administrator may see.
    await expectText(page, "1 row");
    const row = page.locator(".ag-row", { hasText: fileName }).first();
    await row.waitFor({ timeout: WAIT_MS });
    // Its Record is the folder it went into.
    await row.getByText(folderName, { exact: true }).waitFor({ timeout: WAIT_MS });
  });
});
