import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { e2eBaseUrl } from "./support/base-url.ts";
import {
  appPath,
  launchBrowser,
  signIn,
  signInHere,
  signOut,
  submitLogin,
  visit,
  type TestBrowser,
} from "./support/browser.ts";
import { DEMO_ACCOUNTS } from "./support/demo-accounts.ts";
import { expectHeading, expectText, waitForAppPath } from "./support/page-checks.ts";

const baseUrl = e2eBaseUrl();

describe("signing in", () => {
  let browser: TestBrowser;
  beforeEach(async () => {
    browser = await launchBrowser(baseUrl);
  });
  afterEach(() => browser?.close());

  it("shows the login form with e-mail, password, 'Remember me' and 'Sign in'", async () => {
    const { page } = browser;
    await visit(page, "/#/user/login");
    await expectHeading(page, "Sign in to Fieldstead");
    expect(await page.getByLabel("Email", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByLabel("Password", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole("checkbox", { name: "Remember me" }).isChecked()).toBe(false);
    expect(await page.getByRole("button", { name: "Sign in", exact: true }).isEnabled()).toBe(true);
  });

  it("a wrong password shows the server's message and stays on the login page", async () => {
    const { page } = browser;
    await visit(page, "/#/user/login");
    await submitLogin(page, "viewer@acme.example", "not-the-password");
    await expectText(page, "Invalid e-mail or password", { exact: false });
    expect(await page.getByRole("alert").innerText()).toContain("Invalid e-mail or password");
    expect(appPath(page)).toBe("/user/login");
    await expectHeading(page, "Sign in to Fieldstead");
  });

  it("pressing Enter in the password field signs in", async () => {
    const { page } = browser;
    await visit(page, "/#/user/login");
    await page.getByLabel("Email", { exact: true }).fill("admin@acme.example");
    await page.getByLabel("Password", { exact: true }).fill("Fieldstead-demo-1");
    await page.getByLabel("Password", { exact: true }).press("Enter");
    await waitForAppPath(page, "/dashboard");
    await expectHeading(page, "Dashboard");
  });

  it.each(DEMO_ACCOUNTS)("$email ($role) sees the dashboard of $organisation", async (account) => {
    const { page } = browser;
    await signIn(page, account.email);
    await waitForAppPath(page, "/dashboard");
    await expectHeading(page, "Dashboard");
    await expectText(page, account.organisation, { exact: false });
    expect(await page.getByRole("button", { name: "Profile menu" }).isVisible()).toBe(true);
  });

  it("with 'Remember me' ticked, the next visit offers the e-mail again", async () => {
    const { page } = browser;
    await visit(page, "/#/user/login");
    await page.getByRole("checkbox", { name: "Remember me" }).check();
    await signInHere(page, "lease@acme.example");
    await expectHeading(page, "Dashboard");
    await signOut(page);
    await waitForAppPath(page, /^\/user\/login/);

    const nextVisit = await browser.newPage();
    await visit(nextVisit, "/#/user/login");
    await expectHeading(nextVisit, "Sign in to Fieldstead");
    expect(await nextVisit.getByLabel("Email", { exact: true }).inputValue()).toBe("lease@acme.example");
    expect(await nextVisit.getByRole("checkbox", { name: "Remember me" }).isChecked()).toBe(true);
  });

  it("without 'Remember me', the next visit starts with an empty e-mail", async () => {
    const { page } = browser;
    await signIn(page, "lease@acme.example");
    await expectHeading(page, "Dashboard");
    await signOut(page);
    await waitForAppPath(page, /^\/user\/login/);

    const nextVisit = await browser.newPage();
    await visit(nextVisit, "/#/user/login");
    await expectHeading(nextVisit, "Sign in to Fieldstead");
    expect(await nextVisit.getByLabel("Email", { exact: true }).inputValue()).toBe("");
  });

  it("after sign-in goes to the returnUrl", async () => {
    const { page } = browser;
    await visit(page, "/#/user/login?returnUrl=%2Flocations");
    await signInHere(page, "admin@acme.example");
    await waitForAppPath(page, "/locations");
    await expectHeading(page, "Locations");
  });

  it("sign-out returns to the login page; a protected address then asks for sign-in and returns there", async () => {
    const { page } = browser;
    await signIn(page, "tech@acme.example");
    await expectHeading(page, "Dashboard");

    await signOut(page);
    await waitForAppPath(page, /^\/user\/login/);
    await expectHeading(page, "Sign in to Fieldstead");

    await visit(page, "/#/TaskOperations");
    await waitForAppPath(page, "/user/login?returnUrl=%2FTaskOperations");
    await expectHeading(page, "Sign in to Fieldstead");

    await signInHere(page, "tech@acme.example");
    await waitForAppPath(page, "/TaskOperations");
    await expectHeading(page, "Task Operations");
  });
});
