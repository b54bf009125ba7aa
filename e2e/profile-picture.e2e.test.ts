import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { PNG } from "pngjs";
import { e2eBaseUrl } from "./support/base-url.ts";
import { demoApi } from "./support/api.ts";
import { launchBrowser, signIn, visit, type TestBrowser } from "./support/browser.ts";
import { expectHeading, expectText } from "./support/page-checks.ts";
import { shoot } from "./support/screenshots.ts";

const baseUrl = e2eBaseUrl();
const demo = demoApi(baseUrl);
/** Nobody else's test looks at this person's picture; it is removed again afterwards. */
const PERSON = "tech@globex.example";

/** A 600 × 400 PNG: red on the left, blue on the right, a white stripe in the middle. */
const picture = (): Buffer => {
  const png = new PNG({ width: 600, height: 400 });
  for (let y = 0; y < 400; y++)
    for (let x = 0; x < 600; x++) {
      const i = (y * 600 + x) * 4;
      const colour = Math.abs(x - 300) < 20 ? [255, 255, 255] : x < 300 ? [198, 40, 40] : [21, 101, 192];
      png.data.set([...colour, 255], i);
    }
  return PNG.sync.write(png);
};

/** The picture the header's avatar shows: its address, once it has loaded (null: the initials show). */
const headerPicture = (page: Page) =>
  page
    .getByRole("button", { name: "Profile menu" })
    .locator("img")
    .evaluateAll((images) =>
      images.map((i) => ({
        src: i.getAttribute("src") ?? "",
        width: (i as unknown as { naturalWidth: number }).naturalWidth,
      })),
    );

describe("the profile picture", () => {
  let browser: TestBrowser | undefined;
  let empId = 0;
  beforeAll(async () => {
    empId = ((await demo.signIn(PERSON)) as unknown as { EmpId: number }).EmpId;
  });
  afterEach(() => browser?.close());
  afterAll(async () => {
    await demo.call(PERSON, "/Employee/UpdateEmployeeProfilePicture", { EmpId: empId, ImagePath: null });
  });

  it("is chosen, cropped to a square and saved, shows in the header at once, and is removed again", async () => {
    browser = await launchBrowser(baseUrl);
    const { page } = browser;
    await signIn(page, PERSON);
    await visit(page, "/#/profile");
    await expectHeading(page, "Profile");
    expect(await headerPicture(page)).toEqual([]);

    await page.getByRole("button", { name: "Change picture" }).click();
    const dialog = page.getByRole("dialog", { name: "Change picture" });
    expect(await dialog.getByRole("button", { name: "Save picture" }).isDisabled()).toBe(true);
    await dialog
      .getByLabel("Picture file")
      .setInputFiles({ name: "me.png", mimeType: "image/png", buffer: picture() });
    const cropper = dialog.getByRole("img", { name: /^Picture to crop/ });
    await cropper.waitFor();
    const box = (await cropper.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    const zoom = dialog.getByRole("slider", { name: "Zoom" });
    await zoom.focus();
    for (let i = 0; i < 30; i++) await zoom.press("ArrowRight");
    expect(Number(await zoom.getAttribute("aria-valuenow"))).toBeGreaterThan(1);
    await shoot(page, "profile-picture-cropper");
    await dialog.getByRole("button", { name: "Save picture" }).click();
    await expectText(page, "Your picture has been saved.");

    await expect.poll(async () => (await headerPicture(page))[0]?.width ?? 0).toBe(256);
    expect((await headerPicture(page))[0]?.src).toMatch(
      /^\/api\/Employee\/ProfilePicture\?path=orgs%2F\d+%2Fprofile-pictures%2F/,
    );
    await shoot(page, "profile-picture");
    await page.reload({ waitUntil: "load" });
    await expectHeading(page, "Profile");
    await expect.poll(async () => (await headerPicture(page))[0]?.width ?? 0).toBe(256);

    await page.getByRole("button", { name: "Remove picture" }).click();
    await page
      .getByRole("dialog", { name: "Remove picture?" })
      .getByRole("button", { name: "Remove" })
      .click();
    await expectText(page, "Your picture has been removed.");
    await expect.poll(() => headerPicture(page)).toEqual([]);
    expect(await page.getByRole("button", { name: "Remove picture" }).count()).toBe(0);
  });
});
