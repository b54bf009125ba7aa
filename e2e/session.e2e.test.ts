import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { e2eBaseUrl } from "./support/base-url.ts";
import type { Page } from "playwright-core";
import {
  appPath,
  launchBrowser,
  sessionCookieToken,
  signIn,
  signInHere,
  visit,
  type TestBrowser,
} from "./support/browser.ts";
import { expectHeading, waitForAppPath } from "./support/page-checks.ts";

const baseUrl = e2eBaseUrl();

const INACTIVITY_TEXT = "Your session has expired due to inactivity.";
const UNAUTHORISED_TEXT = "Your session has expired. Please sign in again to continue.";
const REFRESH_NOTE = "If you have already signed in again in another tab, refresh this page instead.";

const stored = (page: Page, key: string): Promise<string | null> =>
  page.evaluate<string | null>(`localStorage.getItem(${JSON.stringify(key)})`);

/** Ends the page's session on the server from another client, as a revocation or the server's time-out would. */
const endSessionOnServer = async (page: Page): Promise<void> => {
  // The page keeps no token a script could read: only the HttpOnly cookie holds it, and its expiry is stored.
  const record = JSON.parse((await stored(page, "userDataset")) ?? "null") as Record<string, unknown> | null;
  expect(record).not.toHaveProperty("Token");
  expect(record?.TokenExpiresAt).toBeGreaterThan(Date.now());
  const response = await fetch(`${baseUrl}/api/Login/Logout`, {
    headers: { Authorization: `Bearer ${await sessionCookieToken(page)}` },
  });
  expect(response.status).toBe(200);
};

const sessionDialog = (page: Page, title: "Session Expired" | "Session Expired!") =>
  page.getByRole("dialog", { name: title, exact: true });

/** No session dialog shows, after giving one time to appear. */
const expectNoDialog = async (page: Page): Promise<void> => {
  await page.waitForTimeout(500);
  expect(await page.getByRole("dialog", { name: /^Session Expired/ }).count()).toBe(0);
};

describe("the session-expired dialog", () => {
  let browser: TestBrowser;
  beforeEach(async () => {
    browser = await launchBrowser(baseUrl);
  });
  afterEach(() => browser?.close());

  it("a 401 opens 'Session Expired'; 'Sign In Again' returns to the same page after signing in", async () => {
    const { page } = browser;
    await signIn(page, "admin@acme.example");
    await visit(page, "/#/LeaseManagement");
    await expectHeading(page, "Leases");

    await endSessionOnServer(page);
    await page.reload();
    const dialog = sessionDialog(page, "Session Expired");
    await dialog.waitFor();
    const text = await dialog.innerText();
    expect(text).toContain(UNAUTHORISED_TEXT);
    expect(text).toContain(REFRESH_NOTE);
    expect(await stored(page, "userDataset")).toBeNull();
    expect(await stored(page, "sessionExpired")).not.toBeNull();

    await dialog.getByRole("button", { name: "Sign In Again" }).click();
    await waitForAppPath(page, "/user/login?returnUrl=%2FLeaseManagement");
    await expectHeading(page, "Sign in to Fieldstead");
    await expectNoDialog(page);

    await signInHere(page, "admin@acme.example");
    await waitForAppPath(page, "/LeaseManagement");
    await expectHeading(page, "Leases");
    // Signing in again resets the shared flag.
    expect(await stored(page, "sessionExpired")).toBeNull();
  });

  // Retried: the order in which two tabs see a server-ended session varies from run to run; each try still
  // fails if the dialog does not show in both tabs.
  it("another open tab shows the same dialog at once, over the page it was on", { retry: 2 }, async () => {
    const { page } = browser;
    await signIn(page, "admin@acme.example");
    await expectHeading(page, "Dashboard");
    const second = await browser.context.newPage();
    await visit(second, "/#/locations");
    await expectHeading(second, "Locations");

    await endSessionOnServer(page);
    await page.reload();
    await sessionDialog(page, "Session Expired").waitFor();
    const secondDialog = sessionDialog(second, "Session Expired");
    await secondDialog.waitFor({ timeout: 2_000 });
    expect(await secondDialog.innerText()).toContain(UNAUTHORISED_TEXT);
    expect(appPath(second)).toBe("/locations");

    await secondDialog.getByRole("button", { name: "Sign In Again" }).click();
    await waitForAppPath(second, "/user/login?returnUrl=%2Flocations");
  });

  it("after 30 minutes without activity shows 'Session Expired!'; activity starts the count again", async () => {
    const { page } = browser;
    await page.clock.install();
    await signIn(page, "admin@acme.example");
    await expectHeading(page, "Dashboard");

    await page.clock.fastForward("20:00");
    await page.keyboard.press("Shift");
    await page.clock.fastForward("20:00");
    // 40 minutes since sign-in, 20 since the key press.
    await expectNoDialog(page);

    await page.clock.fastForward("10:01");
    const dialog = sessionDialog(page, "Session Expired!");
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(INACTIVITY_TEXT);
    expect(await stored(page, "userDataset")).toBeNull();
    expect(await stored(page, "sessionExpired")).not.toBeNull();
    expect(await stored(page, "returnUrl")).toBe("/dashboard");
  });

  it("cannot be closed with Escape or a click outside; its close button leads to sign-in like 'Sign In Again'", async () => {
    const { page } = browser;
    await page.clock.install();
    await signIn(page, "admin@acme.example");
    await expectHeading(page, "Dashboard");
    await page.clock.fastForward("30:01");
    const dialog = sessionDialog(page, "Session Expired!");
    await dialog.waitFor();

    await page.keyboard.press("Escape");
    await page.mouse.click(8, 8);
    await page.waitForTimeout(500);
    expect(await dialog.isVisible()).toBe(true);
    expect(appPath(page)).toBe("/dashboard");

    await dialog.getByRole("button", { name: "Close" }).click();
    await waitForAppPath(page, "/user/login?returnUrl=%2Fdashboard");
    await expectHeading(page, "Sign in to Fieldstead");
    await expectNoDialog(page);
  });

  it("never shows on the login page, even while the session-expired flag is set", async () => {
    const { page } = browser;
    await signIn(page, "admin@acme.example");
    await expectHeading(page, "Dashboard");
    await endSessionOnServer(page);
    await page.reload();
    await sessionDialog(page, "Session Expired").waitFor();

    const loginTab = await browser.context.newPage();
    await visit(loginTab, "/#/user/login");
    await expectHeading(loginTab, "Sign in to Fieldstead");
    expect(await stored(loginTab, "sessionExpired")).not.toBeNull();
    await expectNoDialog(loginTab);
  });
});
