import type { Page } from "playwright-core";
import { appPath } from "./browser.ts";

const WAIT_MS = 15_000;

/**
 * How long a test waits for a file the server renders (an export, a report, an invoice's PDF). The rendering
 * runs on a worker thread of lowered priority, which a machine busy with browsers and other servers starves:
 * the file's contents are what these tests check; how fast it comes is the benchmarks' figure.
 */
export const DOWNLOAD_WAIT_MS = 60_000;
/** The time limit of a journey that waits for such a file, besides its other steps. */
export const DOWNLOAD_TEST_MS = 150_000;

/** What the page shows, for a failure message that says what a person would have seen. */
export const visibleText = async (page: Page): Promise<string> => {
  const text = await page
    .locator("body")
    .innerText({ timeout: 2_000 })
    .catch(() => "(no page text)");
  return text
    .replace(/\n{2,}/g, "\n")
    .trim()
    .slice(0, 1_500);
};

const failure = async (page: Page, expected: string): Promise<Error> =>
  new Error(`Expected ${expected}, but the browser is at ${page.url()} showing:\n${await visibleText(page)}`);

/** Waits until the in-app address (after '#' on desktop, the path on mobile) is `expected`. */
export const waitForAppPath = async (page: Page, expected: string | RegExp): Promise<void> => {
  const matches = (path: string) => (typeof expected === "string" ? path === expected : expected.test(path));
  const deadline = Date.now() + WAIT_MS;
  while (!matches(appPath(page))) {
    if (Date.now() > deadline) throw await failure(page, `the address ${String(expected)}`);
    await page.waitForTimeout(50);
  }
};

/** Waits for a heading with exactly this name (level 1 unless told). */
export const expectHeading = async (page: Page, name: string, level = 1): Promise<void> => {
  try {
    await page
      .getByRole("heading", { name, exact: true, level })
      .first()
      .waitFor({ state: "visible", timeout: WAIT_MS });
  } catch {
    throw await failure(page, `a level-${level} heading "${name}"`);
  }
};

/** Waits for a visible text (exact, or a part of an element's text when `exact` is false). */
export const expectText = async (page: Page, text: string, { exact = true } = {}): Promise<void> => {
  try {
    await page.getByText(text, { exact }).first().waitFor({ state: "visible", timeout: WAIT_MS });
  } catch {
    throw await failure(page, `the text "${text}"`);
  }
};

/** The texts of /no-rights. */
export const expectNoRightsPage = async (page: Page): Promise<void> => {
  await waitForAppPath(page, "/no-rights");
  for (const text of ["Important Note:", "Access not permitted.", "No access allowed"]) {
    await expectText(page, text);
  }
};

/** Waits until no "Fetching data" indicator (role "status") is left, or the time is up. */
export const waitForDataLoaded = async (page: Page): Promise<void> => {
  const deadline = Date.now() + WAIT_MS;
  while ((await page.getByRole("status").count()) > 0 && Date.now() < deadline) {
    await page.waitForTimeout(100);
  }
};
