import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { e2eBaseUrl } from "./support/base-url.ts";
import { demoApi } from "./support/api.ts";
import {
  launchBrowser,
  launchMobileBrowser,
  signIn,
  submitLogin,
  visit,
  type TestBrowser,
} from "./support/browser.ts";
import { expectHeading, expectText, waitForAppPath } from "./support/page-checks.ts";
import { hasNoSideScroll, metPasswordRequirements, shoot } from "./support/screenshots.ts";

const baseUrl = e2eBaseUrl();
const demo = demoApi(baseUrl);
const ADMIN = "admin@acme.example";
const START_PASSWORD = "Harbour-lights-at-dusk-5";
const NEW_PASSWORD = "Copper-kettle-on-the-stove-8";
const SENT = "If an account exists for that e-mail, a link to reset the password is on its way.";

type Outbox = { Mails: { To: string; Purpose: string; Text: string; Id: number }[] };
type Pickers = { Roles: { RoleId: number; RoleName: string }[] };

/** A person of this test's own: invited by Acme's administrator and activated through the invitation's link. */
const PERSON = {
  FirstName: "Robin",
  LastName: "Hartley",
  Email: `robin.hartley.${(Date.now() % 46_656).toString(36)}@acme.example`,
};

/** The token of the newest mail of this purpose to the person, waiting for it to be kept. */
const newestLink = async (purpose: string, after = 0): Promise<string> => {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const { Mails } = await demo.call<Outbox>(
      ADMIN,
      `/Mail/GetOutbox?To=${encodeURIComponent(PERSON.Email)}&PageSize=20`,
      undefined,
      { method: "GET" },
    );
    const mail = Mails.find((m) => m.Purpose === purpose && m.Id > after);
    const token = mail && /token=([A-Za-z0-9_-]+)/.exec(mail.Text)?.[1];
    if (mail && token) return `${mail.Id}:${token}`;
    if (Date.now() > deadline) throw new Error(`no ${purpose} mail to ${PERSON.Email}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

describe("a forgotten password", () => {
  let browser: TestBrowser | undefined;
  let lastMailId = 0;
  beforeAll(async () => {
    const { Roles } = await demo.call<Pickers>(
      ADMIN,
      "/Shared/GetUsersOrRolesOrGroups?IsRoleReq=true",
      undefined,
      {
        method: "GET",
      },
    );
    const viewer = Roles.find((r) => r.RoleName === "Viewer");
    await demo.call(ADMIN, "/Employee/InviteEmployee", { ...PERSON, RoleId: viewer!.RoleId });
    const [, token] = (await newestLink("invitation")).split(":");
    const activated = await fetch(`${baseUrl}/api/Employee/ActivateEmployee`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Requested-With": "XMLHttpRequest" },
      body: JSON.stringify({
        Token: token,
        Password: START_PASSWORD,
        ConfirmPassword: START_PASSWORD,
        AcceptTerms: true,
      }),
    });
    expect(activated.status, await activated.clone().text()).toBe(200);
  });
  afterEach(() => browser?.close());

  /** Asks for a link on the forgot-password page and answers the link's path. */
  const askForLink = async (page: Page, shot: string): Promise<string> => {
    await expectHeading(page, "Forgot your password?");
    await page.getByLabel("Email").fill(PERSON.Email);
    await shoot(page, shot);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expectText(page, SENT);
    const [id, token] = (await newestLink("reset", lastMailId)).split(":");
    lastMailId = Number(id);
    return `/#/reset-password?token=${token}`;
  };

  it("is reset through the mailed link, after which the new password signs in and the link is spent", async () => {
    browser = await launchBrowser(baseUrl);
    const { page } = browser;
    await visit(page, "/#/user/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await waitForAppPath(page, "/forgot-password");
    const link = await askForLink(page, "forgot-password");
    expect(await page.getByRole("link", { name: "Back to sign in" }).isVisible()).toBe(true);

    await visit(page, link);
    await expectHeading(page, "Choose a new password");
    await expectText(page, `Hello Robin, choose a new password for ${PERSON.Email}.`, { exact: false });
    expect(await metPasswordRequirements(page)).toBe(0);
    await page.getByLabel(/^New password/).fill("robin-hartley-1");
    expect(await metPasswordRequirements(page)).toBe(2);
    await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
    expect(await metPasswordRequirements(page)).toBe(3);
    await page.getByLabel(/^Confirm new password/).fill(NEW_PASSWORD);
    await shoot(page, "reset-password");
    await page.getByRole("button", { name: "Reset password" }).click();

    await waitForAppPath(page, /^\/user\/login/);
    await expectText(page, "Your password was changed. Sign in with the new password.");
    await submitLogin(page, PERSON.Email, NEW_PASSWORD);
    await waitForAppPath(page, "/dashboard");
    await expectHeading(page, "Dashboard");

    const reopened = await browser.newPage();
    await visit(reopened, link);
    await expectText(reopened, "This link has already been used.");
    expect(await reopened.getByRole("link", { name: "Ask for a new link" }).isVisible()).toBe(true);
  });

  it("works on a phone, 390 pixels wide", async () => {
    browser = await launchMobileBrowser(baseUrl);
    const { page } = browser;
    await visit(page, "/#/forgot-password");
    const link = await askForLink(page, "forgot-password-phone");
    expect(await hasNoSideScroll(page)).toBe(true);
    await visit(page, link);
    await expectHeading(page, "Choose a new password");
    await page.getByLabel(/^New password/).fill("Short-one-1");
    expect(await metPasswordRequirements(page)).toBe(2);
    expect(await hasNoSideScroll(page)).toBe(true);
    await shoot(page, "reset-password-phone");
  });

  it("shows the requirements on the change-password form as the new password is typed", async () => {
    for (const phone of [false, true]) {
      browser = phone ? await launchMobileBrowser(baseUrl) : await launchBrowser(baseUrl);
      const { page } = browser;
      await signIn(page, PERSON.Email, NEW_PASSWORD);
      await visit(page, "/#/change-password");
      await expectHeading(page, "Change Password");
      await page.getByLabel(/^Current password/).fill(NEW_PASSWORD);
      await page.getByLabel(/^New password/).fill("Robin-was-here-2026");
      await page.getByLabel(/^Confirm new password/).fill("Robin-was-here-2026");
      expect(await metPasswordRequirements(page)).toBe(2);
      await page.getByRole("button", { name: "Change password", exact: true }).click();
      await expectText(page, "The password must not contain your name or e-mail address.");
      await page.getByLabel(/^New password/).fill("Quiet-orchard-morning-4");
      await page.getByLabel(/^Confirm new password/).fill("Quiet-orchard-morning-4");
      expect(await metPasswordRequirements(page)).toBe(3);
      if (phone) expect(await hasNoSideScroll(page)).toBe(true);
      await shoot(page, phone ? "change-password-phone" : "change-password");
      await browser.close();
    }
    browser = undefined;
  });
});
