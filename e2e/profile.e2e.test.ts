import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { e2eBaseUrl } from "./support/base-url.ts";
import type { Page } from "playwright-core";
import { DEMO_PASSWORD, launchBrowser, signIn, visit, type TestBrowser } from "./support/browser.ts";
import { expectHeading, expectText, waitForAppPath } from "./support/page-checks.ts";

const baseUrl = e2eBaseUrl();

/** Accounts whose name and password these tests change; both are put back afterwards. */
const PROFILE_USER = "admin@globex.example";
const PASSWORD_USER = "tech@globex.example";
const NEW_PASSWORD = "Profile-e2e-secret-7";
const UNSAVED_MESSAGE = "There are unsaved changes on your page.\n Press Ok to proceed anyways.";

type Reply = { status: number; body: Record<string, unknown> };

const api = async (path: string, body: unknown, token?: string): Promise<Reply> => {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "X-Requested-With": "XMLHttpRequest",
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

/** Signs in through the API; null when the password is not the account's. */
const apiToken = async (email: string, password: string): Promise<string | null> => {
  const reply = await api("/Login", { email, password });
  return reply.status === 200 ? String(reply.body.Token) : null;
};

const homeLink = (page: Page) =>
  page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home", exact: true });

/** A form field by its label; a required field's label ends in ' *'. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}(\\s*\\*)?$`));
const fieldValue = (page: Page, label: string) => field(page, label).inputValue();

describe("the profile page", () => {
  let browser: TestBrowser;
  let original: { EmpFirstName: string; EmpLastName: string; PhoneNumber: string | null };
  beforeAll(async () => {
    const token = await apiToken(PROFILE_USER, DEMO_PASSWORD);
    const details = await api("/Employee/GetEmployeeDetails", {}, token!);
    original = details.body as typeof original;
  });
  beforeEach(async () => {
    browser = await launchBrowser(baseUrl);
    await signIn(browser.page, PROFILE_USER);
  });
  afterEach(() => browser?.close());
  afterAll(async () => {
    const token = await apiToken(PROFILE_USER, DEMO_PASSWORD);
    if (token && original) await api("/Employee/UpdateEmployeeProfile", original, token);
  });

  it("saves an edited name and phone number, which are still there after a reload", async () => {
    const { page } = browser;
    await visit(page, "/#/profile");
    await expectHeading(page, "Profile");
    expect(await page.getByRole("navigation", { name: "Breadcrumb" }).innerText()).toContain("Profile");
    await field(page, "First name").fill("Gloria");
    await field(page, "Last name").fill("Ramirez-Tested");
    await field(page, "Phone number").fill("+1(720)555-0199");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expectText(page, "Your profile has been saved.");

    await page.reload({ waitUntil: "load" });
    await expectHeading(page, "Profile");
    await expectText(page, "Gloria Ramirez-Tested");
    expect(await fieldValue(page, "First name")).toBe("Gloria");
    expect(await fieldValue(page, "Last name")).toBe("Ramirez-Tested");
    expect(await fieldValue(page, "Phone number")).toBe("+1(720)555-0199");
  });

  it("shows the field's message for a phone number with spaces, and saves nothing", async () => {
    const { page } = browser;
    await visit(page, "/#/profile");
    await expectHeading(page, "Profile");
    await field(page, "Phone number").fill("720 555 0199");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expectText(
      page,
      'Only numeric input with special characters, "+", "(", ")", "-", is allowed without space.',
    );
    expect(await field(page, "Phone number").getAttribute("aria-invalid")).toBe("true");
  });

  it("asks before leaving with unsaved changes: Cancel stays, OK leaves", async () => {
    const { page } = browser;
    await visit(page, "/#/profile");
    await expectHeading(page, "Profile");
    await field(page, "Last name").fill("Unsaved-Edit");

    const messages: string[] = [];
    page.once("dialog", (dialog) => {
      messages.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await homeLink(page).click();
    await expect.poll(() => messages).toEqual([`confirm: ${UNSAVED_MESSAGE}`]);
    await page.waitForTimeout(300);
    await waitForAppPath(page, "/profile");
    expect(await fieldValue(page, "Last name")).toBe("Unsaved-Edit");

    page.once("dialog", (dialog) => {
      messages.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.accept();
    });
    await homeLink(page).click();
    await waitForAppPath(page, "/dashboard");
    expect(messages).toEqual([`confirm: ${UNSAVED_MESSAGE}`, `confirm: ${UNSAVED_MESSAGE}`]);
  });

  it("discards the changes after the confirmation pop-up, then leaves without asking", async () => {
    const { page } = browser;
    const messages: string[] = [];
    page.on("dialog", (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
    await visit(page, "/#/profile");
    await expectHeading(page, "Profile");
    const lastName = await fieldValue(page, "Last name");
    await field(page, "Last name").fill("Discarded");

    await page.getByRole("button", { name: "Discard changes" }).click();
    const popUp = page.getByRole("dialog", { name: "Discard changes?" });
    await popUp.waitFor();
    expect(await popUp.innerText()).toContain("Your changes to the profile will be lost.");
    // The pop-up of the shell is 640 px wide (portal-shell §9).
    const width = (await popUp.boundingBox())?.width;
    expect(width).toBe(640);
    await popUp.getByRole("button", { name: "Keep editing" }).click();
    await popUp.waitFor({ state: "hidden" });
    expect(await fieldValue(page, "Last name")).toBe("Discarded");

    await page.getByRole("button", { name: "Discard changes" }).click();
    await page
      .getByRole("dialog", { name: "Discard changes?" })
      .getByRole("button", { name: "Discard" })
      .click();
    await expect.poll(() => fieldValue(page, "Last name")).toBe(lastName);
    await homeLink(page).click();
    await waitForAppPath(page, "/dashboard");
    expect(messages).toEqual([]);
  });

  it("closing the tab with unsaved changes makes the browser ask first", async () => {
    const page = await browser.newPage();
    await visit(page, "/#/profile");
    await expectHeading(page, "Profile");
    await field(page, "First name").fill("Closing");
    const kinds: string[] = [];
    page.once("dialog", (dialog) => {
      kinds.push(dialog.type());
      void dialog.dismiss();
    });
    await page.close({ runBeforeUnload: true });
    await expect.poll(() => kinds).toEqual(["beforeunload"]);
    expect(page.isClosed()).toBe(false);
  });
});

describe("the change-password page", () => {
  let browser: TestBrowser;
  beforeEach(async () => {
    browser = await launchBrowser(baseUrl);
    await signIn(browser.page, PASSWORD_USER);
  });
  afterEach(() => browser?.close());
  // Other test files sign in as this account: it gets its demo password back.
  afterAll(async () => {
    const token = await apiToken(PASSWORD_USER, NEW_PASSWORD);
    if (!token) return;
    const reply = await api(
      "/Employee/ChangePassword",
      { CurrentPassword: NEW_PASSWORD, NewPassword: DEMO_PASSWORD, ConfirmPassword: DEMO_PASSWORD },
      token,
    );
    expect(reply.status).toBe(200);
  });

  const fillPasswords = async (page: Page, current: string, next: string) => {
    await field(page, "Current password").fill(current);
    await field(page, "New password").fill(next);
    await field(page, "Confirm new password").fill(next);
    await page.getByRole("button", { name: "Change password", exact: true }).click();
  };

  it("shows a wrong current password on the current-password field", async () => {
    const { page } = browser;
    await visit(page, "/#/change-password");
    await expectHeading(page, "Change Password");
    await fillPasswords(page, "not-my-password-1", NEW_PASSWORD);
    await expectText(page, "The current password is not correct.");
    const current = field(page, "Current password");
    expect(await current.getAttribute("aria-invalid")).toBe("true");
    expect(await field(page, "New password").getAttribute("aria-invalid")).toBe("false");
    expect(await apiToken(PASSWORD_USER, DEMO_PASSWORD)).not.toBeNull();
  });

  it("changes the password, after which only the new one signs in", async () => {
    const { page } = browser;
    await visit(page, "/#/change-password");
    await expectHeading(page, "Change Password");
    await fillPasswords(page, DEMO_PASSWORD, NEW_PASSWORD);
    await expectText(page, "Your password has been changed.");
    expect(await fieldValue(page, "Current password")).toBe("");
    expect(await apiToken(PASSWORD_USER, DEMO_PASSWORD)).toBeNull();

    const other = await launchBrowser(baseUrl);
    try {
      await signIn(other.page, PASSWORD_USER, NEW_PASSWORD);
      await waitForAppPath(other.page, "/dashboard");
      await expectHeading(other.page, "Dashboard");
    } finally {
      await other.close();
    }
  });
});
