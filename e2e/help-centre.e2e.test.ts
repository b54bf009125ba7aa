import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { e2eBaseUrl } from "./support/base-url.ts";
import type { Page } from "playwright-core";
import { ASSISTANT_STORAGE } from "@fieldstead/domain";
import { launchBrowser, signIn, type TestBrowser } from "./support/browser.ts";
import { expectHeading, expectText, waitForAppPath } from "./support/page-checks.ts";

const baseUrl = e2eBaseUrl();
const WAIT_MS = 15_000;

/** A category's box on the index, by the start of its heading ('Assets and warehouse (12)'). */
const groupHeading = (page: Page, label: string) =>
  page.getByRole("heading", { level: 2, name: new RegExp(`^${label} \\(\\d+\\)$`) });

describe("the help centre", () => {
  let browser: TestBrowser;
  beforeEach(async () => {
    browser = await launchBrowser(baseUrl);
    await signIn(browser.page, "viewer@acme.example");
    // Someone who has met the assistant already: its one-time welcome popup would cover the footer's links.
    await browser.page.evaluate(
      `localStorage.setItem(${JSON.stringify(ASSISTANT_STORAGE.showPopup)}, "false")`,
    );
    await browser.page.reload({ waitUntil: "load" });
  });
  afterEach(() => browser?.close());

  it("is opened from the footer, searched, read, and followed from article to article", async () => {
    const { page } = browser;
    await page.getByRole("contentinfo").getByRole("link", { name: "Help", exact: true }).click();
    await waitForAppPath(page, "/help");
    await expectHeading(page, "Help Centre");
    for (const label of ["Getting around", "Assets and warehouse", "Leases"])
      await groupHeading(page, label).waitFor({ timeout: WAIT_MS });

    // The search narrows the list as one types.
    await page.getByRole("searchbox", { name: "Search help articles" }).fill("asset categories");
    const article = page.getByRole("link", { name: "Configure asset categories", exact: true });
    await article.waitFor({ timeout: WAIT_MS });
    await groupHeading(page, "Getting around").waitFor({ state: "detached", timeout: WAIT_MS });
    await page.getByText(/^1 of \d+ articles$/).waitFor({ timeout: WAIT_MS });

    // The article, with its sections.
    await article.click();
    await waitForAppPath(page, "/help/asset-categories");
    await expectHeading(page, "Configure asset categories");
    for (const section of ["Create a category", "Change or delete a category", "Good to know"])
      await expectHeading(page, section, 3);
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    expect(await crumbs.getByRole("link", { name: "Help Centre" }).count()).toBe(1);

    // A link in the text opens the next article inside the app, without a reload.
    const marker = await page.evaluate<number>("window.helpMarker = Date.now()");
    await page.getByRole("article").getByRole("link", { name: "Parts and part numbers" }).click();
    await waitForAppPath(page, "/help/parts-and-part-numbers");
    await expectHeading(page, "Parts and part numbers");
    expect(await page.evaluate<number>("window.helpMarker")).toBe(marker);

    // A related article, then back to the index, the search as it was left.
    await page
      .getByRole("complementary", { name: "Related articles" })
      .getByRole("link", { name: "Manufacturers and vendors" })
      .click();
    await waitForAppPath(page, "/help/manufacturers-and-vendors");
    await expectHeading(page, "Manufacturers and vendors");
    await page.getByRole("link", { name: "Back to the Help Centre" }).click();
    await waitForAppPath(page, "/help");
    await expectHeading(page, "Help Centre");
    expect(await page.getByRole("searchbox", { name: "Search help articles" }).inputValue()).toBe(
      "asset categories",
    );
    await article.waitFor({ timeout: WAIT_MS });
  });

  it("says an unknown article does not exist, with a way back", async () => {
    const { page } = browser;
    await page.goto("/#/help/no-such-article");
    await expectText(page, "This help article does not exist.");
    await page.getByRole("link", { name: "Back to the Help Centre" }).click();
    await waitForAppPath(page, "/help");
    await expectHeading(page, "Help Centre");
  });
});
