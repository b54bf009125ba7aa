import { ASSISTANT_STORAGE } from "@fieldstead/domain";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from "playwright-core";

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

/**
 * A browser of its own for one test: a fresh context (no storage, cookies or cache shared with any other) in
 * the file's Chromium.
 */
export type TestBrowser = {
  context: BrowserContext;
  /** The page the browser opened with. */
  page: Page;
  newPage: () => Promise<Page>;
  close: () => Promise<void>;
};

type LaunchOptions = BrowserContextOptions;

/**
 * One Chromium per test file, started with the first test that asks for a browser, on a fresh profile of its
 * own (Playwright's temporary user-data dir), and closed after the file (e2e/support/setup-file.ts): starting
 * Chromium costs about a second, a context a fifth of that.
 */
let shared: Promise<Browser> | undefined;

const sharedBrowser = async (): Promise<Browser> => {
  const current = shared ? await shared.catch(() => undefined) : undefined;
  if (current?.isConnected()) return current;
  shared = chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  return shared;
};

/** Closes the file's Chromium, if a test started it. */
export const closeSharedBrowser = async (): Promise<void> => {
  const current = shared;
  shared = undefined;
  if (current) await (await current.catch(() => undefined))?.close().catch(() => undefined);
};

/**
 * People in a browser test have met the assistant already (its flag is false): its one-time welcome would
 * otherwise show, and be recorded on the server as shown, at whatever page a test happens to stop on. A test
 * of the welcome itself asks to meet it (`meetsAssistant`).
 */
const MET_ASSISTANT = `try {
  if (localStorage.getItem(${JSON.stringify(ASSISTANT_STORAGE.showPopup)}) === null)
    localStorage.setItem(${JSON.stringify(ASSISTANT_STORAGE.showPopup)}, "false");
} catch {}`;

const launch = async (
  baseUrl: string,
  { meetsAssistant = false, ...options }: LaunchOptions & { meetsAssistant?: boolean },
): Promise<TestBrowser> => {
  const browser = await sharedBrowser();
  const context = await browser.newContext({ baseURL: baseUrl, ...options });
  if (!meetsAssistant) await context.addInitScript(MET_ASSISTANT);
  try {
    const page = await context.newPage();
    return {
      context,
      page,
      newPage: () => context.newPage(),
      close: () => context.close().catch(() => undefined),
    };
  } catch (err) {
    await context.close().catch(() => undefined);
    throw err;
  }
};

/** A desktop browser (1280×800 unless told): the app uses hash addresses, /#/dashboard. */
export const launchBrowser = (
  baseUrl: string,
  options: LaunchOptions & { meetsAssistant?: boolean } = {},
): Promise<TestBrowser> => launch(baseUrl, { viewport: { width: 1280, height: 800 }, ...options });

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
  /** Leave the terms prompt ('Terms of Use', or 'Policy Update Notice' after an earlier acceptance) open for a user who has not accepted the policies (terms tests). */
  keepTermsPrompt?: boolean;
};

type StoredTerms = { IsCookiesSaved?: boolean; TermsVersion?: number; TermsAcceptedVersion?: number };

/**
 * Accepts the terms prompt ('Terms of Use' the first time, 'Policy Update Notice' after) when the signed-in user has not accepted the policies yet,
 * or not the organisation's current version, and waits until the server has kept the acceptance. The prompt is modal: left open it blocks every
 * other click.
 */
export const acceptTermsPromptIfShown = async (page: Page): Promise<void> => {
  const stored = await page.evaluate<string | null>('localStorage.getItem("userDataset")');
  const record = stored === null ? null : (JSON.parse(stored) as StoredTerms);
  if (!record) return;
  const isBehind = (record.TermsAcceptedVersion ?? 0) < (record.TermsVersion ?? 0);
  if (record.IsCookiesSaved !== false && !isBehind) return;
  const prompt = page.getByRole("dialog", { name: TERMS_PROMPT_NAME });
  await Promise.all([
    page.waitForResponse((response) =>
      /\/api\/Employee\/UpdateEmployeeCookies$/i.test(new URL(response.url()).pathname),
    ),
    prompt.getByRole("button", { name: "Accept", exact: true }).click(),
  ]);
  await prompt.waitFor({ state: "hidden" });
};

/** The terms prompt's title: 'Terms of Use' for a first acceptance, 'Policy Update Notice' after an earlier one. */
export const TERMS_PROMPT_NAME = /^(Terms of Use|Policy Update Notice)$/;

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

const bodyText = (page: Page): Promise<string> =>
  page
    .locator("body")
    .innerText()
    .catch(() => "(the page could not be read)");

/** Signs in when the login page is already open (e.g. after a redirect with a returnUrl). */
export const signInHere = async (
  page: Page,
  email: string,
  password: string = DEMO_PASSWORD,
  { keepTermsPrompt = false }: SignInOptions = {},
): Promise<void> => {
  await submitLogin(page, email, password);
  try {
    await page.waitForURL((url) => !isLoginAddress(url), { waitUntil: "commit" });
  } catch (error) {
    // What the login page says instead (a refusal, a code step) is what a failing run needs to show.
    throw new Error(`${email} stayed on the sign-in page, which shows:\n${await bodyText(page)}`, {
      cause: error,
    });
  }
  if (!keepTermsPrompt) await acceptTermsPromptIfShown(page);
};

/** Signs out the way a person does: the header's profile menu, then 'Log Out'. */
export const signOut = async (page: Page): Promise<void> => {
  await page.getByRole("button", { name: "Profile menu", exact: true }).click();
  await page.getByRole("menuitem", { name: "Log Out", exact: true }).click();
};

/**
 * The page's session token, read from its HttpOnly cookie (no script of the page can read it; a test may, to
 * act as the same session from outside the browser).
 */
export const sessionCookieToken = async (page: Page): Promise<string> => {
  const cookie = (await page.context().cookies()).find((c) => c.name === "fieldstead_session");
  if (!cookie?.value) throw new Error("the page has no session cookie");
  return cookie.value;
};
