import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { e2eBaseUrl } from "./support/base-url.ts";
import { launchBrowser, signIn, type TestBrowser } from "./support/browser.ts";
import { DEMO_ACCOUNTS } from "./support/demo-accounts.ts";
import { expectHeading, expectText, visibleText, waitForAppPath } from "./support/page-checks.ts";

const baseUrl = e2eBaseUrl();

const ALL_FIGURES = ["Open work orders", "Assets", "Active leases", "Locations"];

describe("the dashboard", () => {
  let browser: TestBrowser;
  beforeEach(async () => {
    browser = await launchBrowser(baseUrl);
  });
  afterEach(() => browser?.close());

  it.each(DEMO_ACCOUNTS)("shows $email the figures of $organisation", async ({ email, organisation }) => {
    const { page } = browser;
    await signIn(page, email);
    await waitForAppPath(page, "/dashboard");
    await expectHeading(page, "Dashboard");
    await expectText(page, `${organisation} at a glance`, { exact: false });
    const cards = await page.getByRole("region").count();
    expect(cards, await visibleText(page)).toBeGreaterThan(0);
    expect(await page.getByText("could not be loaded").count()).toBe(0);
  });

  it("shows an administrator every figure card", async () => {
    const { page } = browser;
    await signIn(page, "admin@acme.example");
    await expectText(page, "Acme Facilities at a glance", { exact: false });
    for (const title of ALL_FIGURES) {
      expect(await page.getByRole("region", { name: title, exact: true }).isVisible(), title).toBe(true);
    }
  });
});
