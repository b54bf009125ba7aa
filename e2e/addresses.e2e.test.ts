import { afterEach, describe, expect, it } from "vitest";
import { e2eBaseUrl } from "./support/base-url.ts";
import {
  appPath,
  launchBrowser,
  launchMobileBrowser,
  signIn,
  signInHere,
  visit,
  type TestBrowser,
} from "./support/browser.ts";
import { expectHeading, expectNoRightsPage, waitForAppPath } from "./support/page-checks.ts";

const baseUrl = e2eBaseUrl();

/** Desktop uses hash addresses (/#/dashboard), phones path addresses (/dashboard); each is sent to its own. */
describe("address style", () => {
  let browser: TestBrowser | undefined;
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  it("on a desktop, /dashboard becomes /#/dashboard", async () => {
    browser = await launchBrowser(baseUrl);
    const { page } = browser;
    await signIn(page, "admin@acme.example");
    await visit(page, "/dashboard");
    await waitForAppPath(page, "/dashboard");
    const url = new URL(page.url());
    expect(url.pathname).toBe("/");
    expect(url.hash).toBe("#/dashboard");
    await expectHeading(page, "Dashboard");
  });

  it("on a desktop, a signed-out path address asks for sign-in in the hash form", async () => {
    browser = await launchBrowser(baseUrl);
    const { page } = browser;
    await visit(page, "/TaskOperations");
    await waitForAppPath(page, "/user/login?returnUrl=%2FTaskOperations");
    expect(new URL(page.url()).hash).toBe("#/user/login?returnUrl=%2FTaskOperations");
  });

  it("on a phone, /#/dashboard becomes /dashboard and the dashboard shows", async () => {
    browser = await launchMobileBrowser(baseUrl);
    const { page } = browser;
    await signIn(page, "admin@acme.example");
    await visit(page, "/#/dashboard");
    await waitForAppPath(page, "/dashboard");
    const url = new URL(page.url());
    expect(url.pathname).toBe("/dashboard");
    expect(url.hash).toBe("");
    await expectHeading(page, "Dashboard");
    expect(await page.getByRole("button", { name: "Profile menu" }).isVisible()).toBe(true);
  });

  it("on a phone, signed out, /TaskOperations asks for sign-in and returns there", async () => {
    browser = await launchMobileBrowser(baseUrl);
    const { page } = browser;
    await visit(page, "/TaskOperations");
    await waitForAppPath(page, "/user/login?returnUrl=%2FTaskOperations");
    expect(new URL(page.url()).pathname).toBe("/user/login");
    await expectHeading(page, "Sign in to Fieldstead");
    await signInHere(page, "tech@acme.example");
    await waitForAppPath(page, "/TaskOperations");
    expect(new URL(page.url()).pathname).toBe("/TaskOperations");
    await expectHeading(page, "Task Operations");
  });

  it("on a phone, the technician at /userAdministration is shown 'Access not permitted.'", async () => {
    browser = await launchMobileBrowser(baseUrl);
    const { page } = browser;
    await signIn(page, "tech@acme.example");
    await visit(page, "/userAdministration");
    await expectNoRightsPage(page);
    expect(new URL(page.url()).pathname).toBe("/no-rights");
  });

  it("a narrow desktop window (600 px) uses path addresses too", async () => {
    browser = await launchBrowser(baseUrl, { viewport: { width: 600, height: 800 } });
    const { page } = browser;
    await visit(page, "/#/user/login");
    await waitForAppPath(page, "/user/login");
    expect(new URL(page.url()).pathname).toBe("/user/login");
    expect(appPath(page)).toBe("/user/login");
    await expectHeading(page, "Sign in to Fieldstead");
  });
});
