import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { e2eBaseUrl } from "./support/base-url.ts";
import type { Page } from "playwright-core";
import {
  DEMO_PASSWORD,
  launchBrowser,
  signIn,
  TERMS_PROMPT_NAME,
  type TestBrowser,
} from "./support/browser.ts";
import { expectHeading, waitForAppPath } from "./support/page-checks.ts";

const baseUrl = e2eBaseUrl();

/** A demo user who has not accepted the policies in the demo data. */
const USER = "viewer@acme.example";
const SAVE_PATH = "/api/Employee/UpdateEmployeeCookies";

type LoginRecord = { Token: string; EmployeeId: number; IsCookiesSaved: boolean };

const apiSignIn = async (email: string): Promise<LoginRecord> => {
  const response = await fetch(`${baseUrl}/api/Login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as LoginRecord;
};

const apiSignOut = (token: string) =>
  fetch(`${baseUrl}/api/Login/Logout`, { headers: { Authorization: `Bearer ${token}` } });

/** Puts the user's acceptance back to 'not accepted' on the shared server, as the user would save it. */
const resetAcceptance = async (email: string): Promise<void> => {
  const record = await apiSignIn(email);
  const response = await fetch(`${baseUrl}${SAVE_PATH}`, {
    method: "POST",
    headers: {
      Authorization: `Bearer ${record.Token}`,
      "Content-Type": "application/json",
      "X-Requested-With": "XMLHttpRequest",
    },
    body: JSON.stringify({ IsCookiesSaved: false, Email: email, EmployeeId: record.EmployeeId }),
  });
  expect(response.status).toBe(200);
  await apiSignOut(record.Token);
};

/** The acceptance the server keeps, as a fresh sign-in reports it. */
const serverAcceptance = async (email: string): Promise<boolean> => {
  const record = await apiSignIn(email);
  await apiSignOut(record.Token);
  return record.IsCookiesSaved;
};

const termsPrompt = (page: Page) => page.getByRole("dialog", { name: TERMS_PROMPT_NAME });

const isSaveCall = (url: string) => new URL(url).pathname.toLowerCase() === SAVE_PATH.toLowerCase();

describe("the terms prompt", () => {
  let browser: TestBrowser;
  beforeEach(async () => {
    await resetAcceptance(USER);
    browser = await launchBrowser(baseUrl);
  });
  afterEach(() => browser?.close());
  // Leave the user as the demo data has it.
  afterAll(() => resetAcceptance(USER));

  it("asks a user who has not accepted, links the full policies, and cannot be dismissed", async () => {
    const { page } = browser;
    await signIn(page, USER, DEMO_PASSWORD, { keepTermsPrompt: true });
    const prompt = termsPrompt(page);
    await prompt.waitFor();
    const text = await prompt.innerText();
    for (const part of ["Clearer information", "Your rights", "delete", "Compliance"])
      expect(text).toContain(part);
    const link = prompt.getByRole("link", { name: "full policies" });
    expect(await link.getAttribute("href")).toBe("/#/terms");
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await prompt.getByRole("button").allInnerTexts()).toEqual(["Reject", "Accept"]);

    await page.keyboard.press("Escape");
    await page.mouse.click(8, 8);
    await page.waitForTimeout(500);
    expect(await prompt.isVisible()).toBe(true);
  });

  it("Accept closes it, and the server keeps it: the next sign-in does not ask again", async () => {
    const { page } = browser;
    await signIn(page, USER, DEMO_PASSWORD, { keepTermsPrompt: true });
    const prompt = termsPrompt(page);
    const [saved] = await Promise.all([
      page.waitForResponse((response) => isSaveCall(response.url())),
      prompt.getByRole("button", { name: "Accept" }).click(),
    ]);
    expect(saved.status()).toBe(200);
    expect(saved.request().postDataJSON()).toMatchObject({
      IsCookiesSaved: true,
      Email: USER,
      LanguageId: 1,
    });
    await prompt.waitFor({ state: "hidden" });
    await expectHeading(page, "Dashboard");
    expect(await serverAcceptance(USER)).toBe(true);

    // The next sign-in, in a browser that kept nothing of this one.
    await browser.close();
    browser = await launchBrowser(baseUrl);
    const next = browser.page;
    await signIn(next, USER, DEMO_PASSWORD, { keepTermsPrompt: true });
    await expectHeading(next, "Dashboard");
    await next.waitForTimeout(500);
    expect(await termsPrompt(next).count()).toBe(0);
  });

  it("Reject logs out: back at the login page with the e-mail filled in, and the session ended", async () => {
    const { page } = browser;
    await signIn(page, USER, DEMO_PASSWORD, { keepTermsPrompt: true });
    const token = (
      JSON.parse((await page.evaluate<string | null>('localStorage.getItem("userDataset")')) ?? "{}") as {
        Token?: string;
      }
    ).Token;
    await termsPrompt(page).getByRole("button", { name: "Reject" }).click();

    await waitForAppPath(page, "/user/login?email=viewer%40acme.example");
    await expectHeading(page, "Sign in to Fieldstead");
    expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe(USER);
    expect(await page.evaluate('localStorage.getItem("userDataset")')).toBeNull();
    const afterLogout = await fetch(`${baseUrl}/api/Employee/GetLandingPageModulesByRole`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(afterLogout.status).toBe(401);
    expect(await serverAcceptance(USER)).toBe(false);
  });

  it("after an earlier acceptance is withdrawn, the prompt announces an update rather than asking for a first one", async () => {
    const { page } = browser;
    await signIn(page, USER, DEMO_PASSWORD, { keepTermsPrompt: true });
    const prompt = termsPrompt(page);
    await prompt.getByRole("button", { name: "Accept" }).click();
    await prompt.waitFor({ state: "hidden" });
    await resetAcceptance(USER);
    await browser.close();
    browser = await launchBrowser(baseUrl);
    await signIn(browser.page, USER, DEMO_PASSWORD, { keepTermsPrompt: true });
    const update = browser.page.getByRole("dialog", { name: "Policy Update Notice", exact: true });
    await update.waitFor();
    expect(await update.innerText()).toContain("We have updated our Terms of Use and Privacy Policy");
  });

  it("a failed save shows the server's message in a red snackbar with OK for 5 s", async () => {
    const { page } = browser;
    const message = "Your preferences could not be saved. Please try again.";
    await page.route(
      (url) => isSaveCall(url.href),
      (route) =>
        route.fulfill({
          status: 500,
          contentType: "application/json",
          body: JSON.stringify({ StatusCode: 8, StatusMessage: message }),
        }),
    );
    await signIn(page, USER, DEMO_PASSWORD, { keepTermsPrompt: true });
    await termsPrompt(page).getByRole("button", { name: "Accept" }).click();

    const snackbar = page.getByRole("alert").filter({ hasText: message });
    await snackbar.waitFor();
    const shownAt = Date.now();
    expect(await snackbar.getByRole("button", { name: "OK" }).isVisible()).toBe(true);
    await snackbar.waitFor({ state: "hidden", timeout: 10_000 });
    const shownForMs = Date.now() - shownAt;
    expect(shownForMs).toBeGreaterThan(4_000);
    expect(shownForMs).toBeLessThan(7_000);
  });
});
