import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import jsQR from "jsqr";
import { generateSync } from "otplib";
import { PNG } from "pngjs";
import { e2eBaseUrl } from "./support/base-url.ts";
import { demoApi } from "./support/api.ts";
import {
  DEMO_PASSWORD,
  acceptTermsPromptIfShown,
  launchBrowser,
  signIn,
  signOut,
  submitLogin,
  visit,
  type TestBrowser,
} from "./support/browser.ts";
import { expectHeading, expectText, waitForAppPath } from "./support/page-checks.ts";
import { shoot } from "./support/screenshots.ts";

const baseUrl = e2eBaseUrl();
const demo = demoApi(baseUrl);
/** Sets an authenticator app up and turns it off again; nothing of it stays. */
const PERSON = "manager@acme.example";

/** What a phone's camera reads from the QR code on the screen. */
const scanQrCode = (dataUrl: string): string | undefined => {
  const png = PNG.sync.read(Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ""), "base64"));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
};

describe("an authenticator app on the profile page", () => {
  let browser: TestBrowser | undefined;
  beforeAll(async () => {
    // A session from before the app is set up, to turn it off whatever happens.
    await demo.signIn(PERSON);
  });
  afterEach(() => browser?.close());
  afterAll(async () => {
    await demo.raw(PERSON, "/Employee/RemoveAuthenticator", { body: { Password: DEMO_PASSWORD } });
  });

  it("is set up with a QR code, then asked for at sign-in, where a recovery code also works; it turns off with the password", async () => {
    browser = await launchBrowser(baseUrl);
    const { page } = browser;
    await signIn(page, PERSON);
    await visit(page, "/#/profile");
    await expectHeading(page, "Profile");
    const section = page.getByRole("region", { name: "Sign-in security" });
    await section.getByRole("button", { name: "Set up an authenticator app" }).click();

    const dialog = page.getByRole("dialog", { name: "Set up an authenticator app" });
    const qr = dialog.getByRole("img", { name: "QR code for your authenticator app" });
    await qr.waitFor();
    const scanned = scanQrCode((await qr.getAttribute("src"))!);
    const secret = (await dialog.getByLabel("Secret key").innerText()).replace(/\s/g, "");
    expect(scanned).toBe(
      `otpauth://totp/Fieldstead%3Amanager%40acme.example?secret=${secret}&issuer=Fieldstead&algorithm=SHA1&digits=6&period=30`,
    );
    const wrongCode = generateSync({ secret }) === "000000" ? "111111" : "000000";
    await dialog.getByLabel("Code from the app").fill(wrongCode);
    await dialog.getByRole("button", { name: "Turn on" }).click();
    await expectText(page, "The code is not correct.", { exact: false });
    await dialog.getByLabel("Code from the app").fill(generateSync({ secret }));
    await shoot(page, "authenticator-setup");
    await dialog.getByRole("button", { name: "Turn on" }).click();

    const codesDialog = page.getByRole("dialog", { name: "Save your recovery codes" });
    await codesDialog.getByRole("listitem").first().waitFor();
    const codes = await codesDialog
      .getByRole("list", { name: "Recovery codes" })
      .getByRole("listitem")
      .allInnerTexts();
    expect(codes).toHaveLength(10);
    await shoot(page, "authenticator-recovery-codes");
    await codesDialog.getByRole("button", { name: "Done" }).click();
    await expectText(page, "Your authenticator app is on: at sign-in you enter the code it shows.", {
      exact: false,
    });
    await section.scrollIntoViewIfNeeded();
    await shoot(page, "profile-sign-in-security");

    await signOut(page);
    await waitForAppPath(page, /^\/user\/login/);
    await submitLogin(page, PERSON, DEMO_PASSWORD);
    await expectText(page, "Enter the code from your authenticator app");
    expect(await page.getByRole("button", { name: /^Send a new code/ }).count()).toBe(0);
    await page.getByRole("button", { name: "Use a recovery code" }).click();
    await expectText(page, "Enter one of your recovery codes");
    await page.getByLabel("Recovery code", { exact: true }).fill(codes[0]!);
    await page.getByRole("button", { name: "Verify", exact: true }).click();
    await waitForAppPath(page, "/dashboard");
    await expectText(page, "Recovery code used: 9 codes are left.");
    await acceptTermsPromptIfShown(page);

    await visit(page, "/#/profile");
    await expectText(page, "9 recovery codes are left.", { exact: false });
    await section.getByRole("button", { name: "Turn off the authenticator app" }).click();
    const off = page.getByRole("dialog", { name: "Turn off the authenticator app" });
    await off.getByLabel("Current password").fill("not-the-password");
    await off.getByRole("button", { name: "Turn off" }).click();
    await expectText(page, "The current password is not correct.");
    await off.getByLabel("Current password").fill(DEMO_PASSWORD);
    await off.getByRole("button", { name: "Turn off" }).click();
    await expectText(page, "Your authenticator app is turned off.");
    await expectText(page, "Sign-in asks for your password only.", { exact: false });
  });
});
