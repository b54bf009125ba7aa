import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext, type Page } from "playwright-core";

export const DEMO_PASSWORD = "Fieldstead-demo-1";

export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const IPHONE_USER_AGENT =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) " +
  "Version/17.5 Mobile/15E148 Safari/604.1";

/** One Chromium with its own profile: nothing is shared with another browser (storage, cookies). */
export type TestBrowser = {
  context: BrowserContext;
  /** The page the browser opened with. */
  page: Page;
  newPage: () => Promise<Page>;
  close: () => Promise<void>;
};

type LaunchOptions = Parameters<typeof chromium.launchPersistentContext>[1];

const launch = async (baseUrl: string, options: LaunchOptions): Promise<TestBrowser> => {
  const userDataDir = mkdtempSync(join(tmpdir(), "fieldstead-chromium-"));
  try {
    const context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
      baseURL: baseUrl,
      ...options,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    return {
      context,
      page,
      newPage: () => context.newPage(),
      close: async () => {
        await context.close().catch(() => undefined);
        rmSync(userDataDir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    rmSync(userDataDir, { recursive: true, force: true });
    throw err;
  }
};

/** A desktop browser (1280×800 unless told): the app uses hash addresses, /#/dashboard. */
export const launchBrowser = (baseUrl: string, options: LaunchOptions = {}): Promise<TestBrowser> =>
  launch(baseUrl, { viewport: { width: 1280, height: 800 }, ...options });

/** A phone (390×844, an iPhone's user agent, touch): the app uses path addresses, /dashboard. */
export const launchMobileBrowser = (baseUrl: string): Promise<TestBrowser> =>
  launch(baseUrl, {
    viewport: { width: 390, height: 844 },
    userAgent: IPHONE_USER_AGENT,
    isMobile: true,
    hasTouch: true,
  });

/** The in-app address: after '#' on desktop ('/dashboard'), or the path and query on mobile. */
export const appPath = (page: Page): string => {
  const url = new URL(page.url());
  return url.hash.startsWith("#/") ? url.hash.slice(1) : `${url.pathname}${url.search}`;
};

/** The part of the address after '#', e.g. '/user/login?returnUrl=%2FTaskOperations'. */
export const hashPath = (page: Page): string => new URL(page.url()).hash.replace(/^#/, "");

const isLoginAddress = (url: URL): boolean =>
  url.hash.startsWith("#/user/login") || url.pathname.startsWith("/user/login");

/** Opens an address of the app (desktop form, '/#/…'; a phone is sent on to the path form). */
export const visit = async (page: Page, address: string): Promise<void> => {
  await page.goto(address, { waitUntil: "load" });
};

/** Fills in the login form and submits it, without waiting for the outcome. */
export const submitLogin = async (page: Page, email: string, password: string): Promise<void> => {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
};

export type SignInOptions = {
  /** Leave the 'Policy Update Notice' open for a user who has not accepted the policies (terms tests). */
  keepTermsPrompt?: boolean;
};

/**
 * Accepts the 'Policy Update Notice' when the signed-in user has not accepted the policies yet, and waits
 * until the server has kept the acceptance. The prompt is modal: left open it blocks every other click.
 */
export const acceptTermsPromptIfShown = async (page: Page): Promise<void> => {
  const stored = await page.evaluate<string | null>('localStorage.getItem("userDataset")');
  const record = stored === null ? null : (JSON.parse(stored) as { IsCookiesSaved?: boolean });
  if (record?.IsCookiesSaved !== false) return;
  const prompt = page.getByRole("dialog", { name: "Policy Update Notice" });
  await Promise.all([
    page.waitForResponse((response) =>
      /\/api\/Employee\/UpdateEmployeeCookies$/i.test(new URL(response.url()).pathname),
    ),
    prompt.getByRole("button", { name: "Accept", exact: true }).click(),
  ]);
  await prompt.waitFor({ state: "hidden" });
};

/** Signs in through the login page and waits until the app has left it (accepting the policies if asked). */
export const signIn = async (
  page: Page,
  email: string,
  password: string = DEMO_PASSWORD,
  { keepTermsPrompt = false }: SignInOptions = {},
): Promise<void> => {
  await visit(page, "/#/user/login");
  await signInHere(page, email, password, { keepTermsPrompt });
};

/** Signs in when the login page is already open (e.g. after a redirect with a returnUrl). */
export const signInHere = async (
  page: Page,
  email: string,
  password: string = DEMO_PASSWORD,
  { keepTermsPrompt = false }: SignInOptions = {},
): Promise<void> => {
  await submitLogin(page, email, password);
  await page.waitForURL((url) => !isLoginAddress(url), { waitUntil: "commit" });
  if (!keepTermsPrompt) await acceptTermsPromptIfShown(page);
};

/** Signs out the way a person does: the header's profile menu, then 'Log Out'. */
export const signOut = async (page: Page): Promise<void> => {
  await page.getByRole("button", { name: "Profile menu", exact: true }).click();
  await page.getByRole("menuitem", { name: "Log Out", exact: true }).click();
};
