import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { e2eBaseUrl } from "./support/base-url.ts";
import { demoApi } from "./support/api.ts";
import {
  DEMO_PASSWORD,
  acceptTermsPromptIfShown,
  launchBrowser,
  launchMobileBrowser,
  signIn,
  submitLogin,
  visit,
  type TestBrowser,
} from "./support/browser.ts";
import { expectHeading, expectText, waitForAppPath } from "./support/page-checks.ts";
import { hasNoSideScroll, shoot } from "./support/screenshots.ts";

const baseUrl = e2eBaseUrl();
const demo = demoApi(baseUrl);
const ADMIN = "admin@acme.example";
/** Acme people who sign in with the code here; their sign-ins change nothing other tests read. */
const PERSON = "viewer@acme.example";
const PHONE_PERSON = "lease@acme.example";

type Outbox = { Mails: { Id: number; To: string; Subject: string; Text: string; Purpose: string }[] };

const outbox = (to: string) =>
  demo.call<Outbox>(ADMIN, `/Mail/GetOutbox?To=${encodeURIComponent(to)}&PageSize=5`, undefined, {
    method: "GET",
  });

/** The newest mail's id to this address (0: none yet). */
const lastMailId = async (to: string) => (await outbox(to)).Mails[0]?.Id ?? 0;

/** The code of the newest sign-in mail to the address after `after`, waiting for it to be kept. */
const mailedCode = async (to: string, after: number): Promise<string> => {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mail = (await outbox(to)).Mails.find(
      (m) => m.Id > after && m.Subject === "Your Fieldstead sign-in code",
    );
    const code = mail && /: (\d{6})\b/.exec(mail.Text)?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no sign-in code mailed to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};

const setRequired = (Required: boolean) => demo.call(ADMIN, "/Settings/SetSecondStep", { Required });

describe("a code at sign-in", () => {
  let browser: TestBrowser | undefined;
  beforeAll(async () => {
    // Signed in before the code is asked for: the administrator's token reads the outbox throughout.
    await demo.signIn(ADMIN);
  });
  afterEach(() => browser?.close());
  afterAll(async () => {
    await setRequired(false);
  });

  it("is turned on by the administrator on the settings page, then asked for, mailed, and signs in", async () => {
    browser = await launchBrowser(baseUrl);
    const admin = browser.page;
    let personBrowser: TestBrowser | undefined;
    await signIn(admin, ADMIN);
    await visit(admin, "/#/settings");
    await expectHeading(admin, "Settings");
    const toggle = admin.getByRole("switch", { name: "Ask for a code at sign-in" });
    await toggle.waitFor();
    expect(await toggle.isChecked()).toBe(false);
    try {
      await toggle.click();
      await expectText(admin, "Sign-in now asks for a code.");
      expect(await toggle.isChecked()).toBe(true);
      await admin.getByRole("heading", { name: "Second step at sign-in" }).scrollIntoViewIfNeeded();
      await shoot(admin, "second-step-settings");

      // The person signs in from a browser of their own.
      personBrowser = await launchBrowser(baseUrl);
      const person = personBrowser.page;
      const before = await lastMailId(PERSON);
      await visit(person, "/#/user/login?returnUrl=%2Fprofile");
      await submitLogin(person, PERSON, DEMO_PASSWORD);
      await expectText(person, "Enter the code we sent to v***@acme.example");
      const resend = person.getByRole("button", { name: /^Send a new code in \d+ s$/ });
      expect(await resend.isDisabled()).toBe(true);
      const code = await mailedCode(PERSON, before);

      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
      await person.getByLabel("Code", { exact: true }).fill(wrong);
      await person.getByRole("button", { name: "Verify", exact: true }).click();
      await expectText(person, "The code is not correct. 4 tries left.");
      await shoot(person, "second-step-code");

      await person.getByLabel("Code", { exact: true }).fill(code);
      await person.getByRole("button", { name: "Verify", exact: true }).click();
      await waitForAppPath(person, "/profile");
      await acceptTermsPromptIfShown(person);
      await expectHeading(person, "Profile");
    } finally {
      await personBrowser?.close();
      await setRequired(false);
    }
  });

  it("lands on the dashboard after the code, and goes back to the password with 'Back to sign-in'", async () => {
    await setRequired(true);
    try {
      browser = await launchBrowser(baseUrl);
      const { page } = browser;
      await visit(page, "/#/user/login");
      await submitLogin(page, PERSON, DEMO_PASSWORD);
      await expectText(page, "Enter the code we sent to v***@acme.example");
      await page.getByRole("button", { name: "Back to sign-in" }).click();
      await expectHeading(page, "Sign in to Fieldstead");
      expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe(PERSON);

      const before = await lastMailId(PERSON);
      await submitLogin(page, PERSON, DEMO_PASSWORD);
      const code = await mailedCode(PERSON, before);
      await page.getByLabel("Code", { exact: true }).fill(code);
      await page.getByLabel("Code", { exact: true }).press("Enter");
      await waitForAppPath(page, "/dashboard");
      await acceptTermsPromptIfShown(page);
      await expectHeading(page, "Dashboard");
    } finally {
      await setRequired(false);
    }
  });

  it("asks for the code on a phone 390 pixels wide, with a numeric keyboard", async () => {
    await setRequired(true);
    try {
      browser = await launchMobileBrowser(baseUrl);
      const { page } = browser;
      const before = await lastMailId(PHONE_PERSON);
      await visit(page, "/#/user/login");
      await submitLogin(page, PHONE_PERSON, DEMO_PASSWORD);
      await expectText(page, "Enter the code we sent to l***@acme.example");
      const field = page.getByLabel("Code", { exact: true });
      expect(await field.getAttribute("inputmode")).toBe("numeric");
      expect(await field.getAttribute("autocomplete")).toBe("one-time-code");
      expect(await hasNoSideScroll(page)).toBe(true);
      await shoot(page, "second-step-code-phone");
      await field.fill(await mailedCode(PHONE_PERSON, before));
      await page.getByRole("button", { name: "Verify", exact: true }).click();
      await waitForAppPath(page, "/dashboard");
    } finally {
      await setRequired(false);
    }
  });
});
