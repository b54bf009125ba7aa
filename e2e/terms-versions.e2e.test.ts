import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { e2eBaseUrl } from "./support/base-url.ts";
import { demoApi } from "./support/api.ts";
import { launchBrowser, launchMobileBrowser, signIn, visit, type TestBrowser } from "./support/browser.ts";
import { expectHeading, expectText, visibleText } from "./support/page-checks.ts";

const baseUrl = e2eBaseUrl();
const demo = demoApi(baseUrl);
/** Where to keep pictures of the pages for a person to look at (none unless set). */
const SHOTS = process.env.E2E_SCREENSHOT_DIR;

// Globex publishes here. Its demo accounts that other browser tests sign in with accept the new version again
// afterwards (below), so those tests find them as the demo data has them: accepted the terms in force.
const ADMIN = "admin@globex.example";
/** A field technician of Globex who accepted version 1 in the demo data; no other browser test signs in as him. */
const PERSON = "samuel.osei@globex.example";
const GLOBEX_ACCOUNTS = [ADMIN, "tech@globex.example"];
const MARKER = `Hard hats on every site (${Date.now()})`;
const NEW_TERMS = `# Globex terms of use\n\n## Safety\n\n- ${MARKER}\n- Report every incident the same day.`;

type Acceptance = { TermsVersion: number; TermsAcceptedVersion: number; IsCookiesSaved: boolean };
type Terms = { Version: number };

const acceptance = (email: string) =>
  demo.call<Acceptance>(email, "/Terms/GetAcceptance", undefined, { method: "GET" });

/** A picture of the page, or of one part of it. */
const shoot = async (target: Page | Locator, name: string) => {
  if (!SHOTS) return;
  await new Promise((resolve) => setTimeout(resolve, 400));
  await target.screenshot({ path: join(SHOTS, `${name}.png`) });
};

const termsPrompt = (page: Page, name: string) => page.getByRole("dialog", { name, exact: true });

describe("a new version of the terms of use", () => {
  let browser: TestBrowser | undefined;
  let before: number;
  let adminName: string;
  /** The Globex accounts whose acceptance stood before this test. */
  let acceptedBefore: string[] = [];

  beforeAll(async () => {
    before = (await demo.call<Terms>(ADMIN, "/Terms/GetCurrent", undefined, { method: "GET" })).Version;
    adminName = (await demo.signIn(ADMIN)).EmpFullName;
    const states = await Promise.all(GLOBEX_ACCOUNTS.map(acceptance));
    acceptedBefore = GLOBEX_ACCOUNTS.filter(
      (_, i) => states[i]!.IsCookiesSaved && states[i]!.TermsAcceptedVersion >= states[i]!.TermsVersion,
    );
  });
  afterEach(() => browser?.close());
  afterAll(async () => {
    for (const email of acceptedBefore)
      await demo.call(email, "/Employee/UpdateEmployeeCookies", { IsCookiesSaved: true, Email: email });
  });

  it("shows the product's default terms to someone not signed in, on a phone too", async () => {
    browser = await launchBrowser(baseUrl);
    await visit(browser.page, "/#/user/login");
    await browser.page.getByRole("link", { name: "Terms of use" }).click();
    await expectHeading(browser.page, "Terms of Use");
    await expectText(browser.page, "Version 1");
    await expectHeading(browser.page, "1. Using the service", 3);
    await expectText(browser.page, "Your account and password", { exact: false });
    expect(await browser.page.getByRole("link", { name: "Back to sign in" }).count()).toBe(1);
    await shoot(browser.page, "terms-signed-out");
    await browser.close();

    browser = await launchMobileBrowser(baseUrl);
    await visit(browser.page, "/terms");
    await expectHeading(browser.page, "Terms of Use");
    const width = await browser.page.evaluate<number>("document.documentElement.scrollWidth");
    expect(width).toBeLessThanOrEqual(390);
    await shoot(browser.page, "terms-signed-out-phone");
  });

  it("is published by an administrator on /settings; a person signing in afterwards reads and accepts it once", async () => {
    browser = await launchBrowser(baseUrl, { viewport: { width: 1280, height: 1000 } });
    const admin = browser.page;
    await signIn(admin, ADMIN);
    await visit(admin, "/#/settings");
    const card = admin.getByRole("region", { name: "Terms of use" });
    await card.getByText(`Version ${before}`, { exact: false }).first().waitFor();
    await card.getByRole("button", { name: "Edit the terms" }).click();
    await card.getByLabel("Terms of use (Markdown)").fill(NEW_TERMS);
    await card.getByRole("tab", { name: "Preview" }).click();
    await card.getByRole("heading", { name: "Safety", level: 4 }).waitFor();
    await shoot(card, "terms-settings-preview");

    await card.getByRole("button", { name: "Publish new version" }).click();
    const confirmation = admin.getByRole("dialog").filter({ hasText: "Publish new version" });
    expect(await confirmation.innerText()).toContain(
      "Everyone in the organisation will be asked to accept the new terms at their next page load/sign-in.",
    );
    const [published] = await Promise.all([
      admin.waitForResponse((r) => /\/api\/Terms\/Publish$/i.test(new URL(r.url()).pathname)),
      confirmation.getByRole("button", { name: "Publish" }).click(),
    ]);
    expect(published.status()).toBe(200);
    const version = before + 1;
    // The administrator is one of everyone: asked at once, on the page already open.
    const adminPrompt = termsPrompt(admin, "Policy Update Notice");
    await adminPrompt.waitFor();
    await shoot(admin, "terms-prompt-publisher");
    await adminPrompt.getByRole("button", { name: "Accept" }).click();
    await adminPrompt.waitFor({ state: "hidden" });
    await card.getByText(`Version ${version} · published`, { exact: false }).waitFor();
    expect(await card.innerText()).toContain(`by ${adminName}`);
    await shoot(card, "terms-settings-published");
    await browser.close();

    // A person who accepted version 1 signs in: the update is asked for before anything else.
    browser = await launchBrowser(baseUrl);
    const page = browser.page;
    await signIn(page, PERSON, undefined, { keepTermsPrompt: true });
    const prompt = termsPrompt(page, "Policy Update Notice");
    await prompt.waitFor();
    await shoot(page, "terms-prompt-update");
    const [termsTab] = await Promise.all([
      browser.context.waitForEvent("page"),
      prompt.getByRole("link", { name: "full policies" }).click(),
    ]);
    await expectHeading(termsTab, "Terms of Use");
    await expectText(termsTab, `Version ${version} · published`, { exact: false });
    await expectText(termsTab, MARKER);
    // The terms are read there, not behind the prompt.
    expect(await termsTab.getByRole("dialog").count(), await visibleText(termsTab)).toBe(0);
    await shoot(termsTab, "terms-page");
    await termsTab.close();

    await Promise.all([
      page.waitForResponse((r) => /\/api\/Employee\/UpdateEmployeeCookies$/i.test(new URL(r.url()).pathname)),
      prompt.getByRole("button", { name: "Accept" }).click(),
    ]);
    await prompt.waitFor({ state: "hidden" });
    expect(await acceptance(PERSON)).toMatchObject({ TermsVersion: version, TermsAcceptedVersion: version });

    // Not asked again: neither on the next page load nor at the next sign-in.
    await page.reload();
    await expectHeading(page, "Dashboard");
    await browser.close();
    browser = await launchBrowser(baseUrl);
    await signIn(browser.page, PERSON, undefined, { keepTermsPrompt: true });
    await expectHeading(browser.page, "Dashboard");
    await browser.page.waitForTimeout(800);
    expect(await browser.page.getByRole("dialog").count()).toBe(0);
  });

  it("shows the organisation's version on a phone, fitting its width", async () => {
    browser = await launchMobileBrowser(baseUrl);
    await signIn(browser.page, PERSON);
    await visit(browser.page, "/terms");
    await expectHeading(browser.page, "Terms of Use");
    await expectText(browser.page, MARKER);
    const width = await browser.page.evaluate<number>("document.documentElement.scrollWidth");
    expect(width).toBeLessThanOrEqual(390);
    await shoot(browser.page, "terms-page-phone");
  });
});
