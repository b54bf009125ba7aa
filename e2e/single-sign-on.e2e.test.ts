import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import {
  domainNotAllowedMessage,
  noAccountMessage,
  type SaveSingleSignOnInput,
  type SingleSignOnSettings,
} from "@fieldstead/domain";
import { startOidcTestProvider, type OidcTestProvider } from "../apps/server/src/test/oidc-test-provider.ts";
import { demoApi } from "./support/api.ts";
import { e2eBaseUrl } from "./support/base-url.ts";
import {
  acceptTermsPromptIfShown,
  launchBrowser,
  signIn,
  visit,
  type TestBrowser,
} from "./support/browser.ts";
import { expectHeading, expectText, waitForAppPath } from "./support/page-checks.ts";

const baseUrl = e2eBaseUrl();
const api = demoApi(baseUrl);
const ADMIN = "admin@globex.example";
/** A Globex technician of the demo data, who signs in with Globex's provider. */
const PERSON = "mei.tanaka@globex.example";
/** Someone the provider knows and the portal does not (just-in-time creation stays off). */
const STRANGER = "new.hire@globex.example";
const CLIENT = { id: "fieldstead-e2e", secret: "e2e-client-secret-9d8c7b6a5f4e" };
/** Where to keep pictures of the pages for a person to look at (none unless set). */
const SHOTS = process.env.E2E_SCREENSHOT_DIR;

const shoot = async (page: Page, name: string, region?: string) => {
  if (!SHOTS) return;
  await page.waitForTimeout(400);
  const path = join(SHOTS, `${name}.png`);
  if (!region) return void (await page.screenshot({ path }));
  // Tall enough for the whole card below the app's fixed header.
  await page.setViewportSize({ width: 1280, height: 1800 });
  await page.evaluate("window.scrollTo(0, 0)");
  await page.waitForTimeout(300);
  await page.getByRole("region", { name: region }).screenshot({ path });
};

/** Types the address on the sign-in page and waits for the provider's button. */
const offerSingleSignOn = async (page: Page, email: string) => {
  await visit(page, "/#/user/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  const button = page.getByRole("button", { name: "Sign in with Globex ID" });
  await button.waitFor({ state: "visible", timeout: 15_000 });
  return button;
};

/** At the provider's page: signs `email` in there (its field holds the address typed on the portal). */
const signInAtProvider = async (page: Page, provider: OidcTestProvider, email?: string) => {
  await page.waitForURL((url) => url.href.startsWith(`${provider.issuer}/interaction/`));
  const field = page.getByLabel("E-mail");
  if (email) await field.fill(email);
  await page.getByRole("button", { name: "Sign in" }).click();
};

describe("single sign-on with an OpenID Connect provider", () => {
  let provider: OidcTestProvider;
  let browser: TestBrowser | undefined;

  beforeAll(async () => {
    provider = await startOidcTestProvider({
      clientId: CLIENT.id,
      clientSecret: CLIENT.secret,
      redirectUris: [`${baseUrl}/api/Login/SsoCallback`],
      accounts: [{ email: PERSON }, { email: STRANGER }, { email: "admin@acme.example" }],
    });
  });
  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });
  afterAll(async () => {
    // Globex signs in with passwords only again (a connection, once saved, is turned off rather than removed).
    const settings = await api.call<SingleSignOnSettings>(ADMIN, "/Settings/GetSingleSignOn", undefined, {
      method: "GET",
    });
    if (settings.IsConfigured) {
      const off: SaveSingleSignOnInput = {
        Provider: settings.Provider,
        TenantId: settings.TenantId,
        IssuerUrl: settings.IssuerUrl,
        DisplayName: settings.DisplayName,
        ClientId: settings.ClientId,
        ClientSecret: "",
        AllowedDomains: settings.AllowedDomains,
        Enabled: false,
      };
      await api.call(ADMIN, "/Settings/SaveSingleSignOn", off);
    }
    await provider?.close();
  });

  it("the Globex administrator connects the provider on the settings page", async () => {
    browser = await launchBrowser(baseUrl);
    const { page } = browser;
    await signIn(page, ADMIN);
    await visit(page, "/#/settings");
    await expectHeading(page, "Settings");
    const card = page.getByRole("region", { name: "Single sign-on" });
    await card.getByRole("radio", { name: "OpenID Connect" }).check();
    await card.getByLabel("Issuer URL").fill(provider.issuer);
    await card.getByLabel("Display name").fill("Globex ID");
    await card.getByLabel("Client ID").fill(CLIENT.id);
    await card.getByLabel("Client secret").fill(CLIENT.secret);
    await card.getByLabel("Allowed e-mail domains").fill("globex.example");
    const isOn = card.getByLabel("Single sign-on is on");
    if (!(await isOn.isChecked())) await isOn.check();
    expect(await card.getByLabel("Redirect URI").inputValue()).toBe(`${baseUrl}/api/Login/SsoCallback`);
    await card.getByRole("button", { name: "Save" }).click();
    await expectText(page, "Single sign-on has been saved.");
    expect(await card.getByText("A secret is kept: leave empty to keep it.").isVisible()).toBe(true);
    expect(await card.getByLabel("Client secret").inputValue()).toBe("");
    await shoot(page, "single-sign-on-settings", "Single sign-on");
  });

  it("a Globex person signs in through the provider and lands on the dashboard", async () => {
    browser = await launchBrowser(baseUrl);
    const { page } = browser;
    const button = await offerSingleSignOn(page, PERSON);
    await shoot(page, "single-sign-on-login-button");
    await button.click();
    await signInAtProvider(page, provider);
    await waitForAppPath(page, "/dashboard");
    await acceptTermsPromptIfShown(page);
    await expectHeading(page, "Dashboard");
    expect(await page.getByRole("button", { name: "Profile menu" }).isVisible()).toBe(true);
    const stored = JSON.parse(
      (await page.evaluate<string | null>('localStorage.getItem("userDataset")')) ?? "{}",
    );
    expect(stored.Email).toBe(PERSON);
    // The one-time token is gone from the address and from the history.
    expect(page.url()).not.toContain("token=");
  });

  it("an address of another organisation at the provider shows the server's message in a red snackbar", async () => {
    browser = await launchBrowser(baseUrl);
    const { page } = browser;
    await (await offerSingleSignOn(page, PERSON)).click();
    await signInAtProvider(page, provider, "admin@acme.example");
    await waitForAppPath(page, /^\/user\/login/);
    const alert = page.getByRole("alert").filter({ hasText: domainNotAllowedMessage("admin@acme.example") });
    await alert.waitFor({ state: "visible", timeout: 15_000 });
    expect(await alert.getByRole("button", { name: "OK" }).isVisible()).toBe(true);
    await shoot(page, "single-sign-on-refused");
    expect(await page.evaluate<string | null>('localStorage.getItem("userDataset")')).toBeNull();
  });

  it("a person the portal does not know is refused with the server's message", async () => {
    browser = await launchBrowser(baseUrl);
    const { page } = browser;
    await (await offerSingleSignOn(page, STRANGER)).click();
    await signInAtProvider(page, provider);
    await waitForAppPath(page, /^\/user\/login/);
    await expectText(page, noAccountMessage(STRANGER));
    expect(await page.getByLabel("Email", { exact: true }).inputValue()).toBe(STRANGER);
  });
});
