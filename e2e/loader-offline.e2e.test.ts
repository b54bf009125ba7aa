import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { e2eBaseUrl } from "./support/base-url.ts";
import type { Page } from "playwright-core";
import { launchBrowser, signIn, visit, type TestBrowser } from "./support/browser.ts";
import { expectHeading, waitForDataLoaded } from "./support/page-checks.ts";

const baseUrl = e2eBaseUrl();

const OFFLINE_TEXT = "Please check your internet connection.";
const LOADER_TEXT = "Fetching data, Please wait...";
const SLOW_CALL_MS = 1_500;

/** The browser's getComputedStyle, typed here since the tests compile without the DOM's types. */
type StyleReader = { getComputedStyle(element: unknown): { backgroundColor: string } };

const isErrorLogsCall = (url: string) => new URL(url).pathname.toLowerCase() === "/api/logs/geterrorlogs";

/** The administrator on the Error logs page, its list loaded: its Refresh button makes one call. */
const openErrorLogs = async (page: Page): Promise<void> => {
  await signIn(page, "admin@acme.example");
  await visit(page, "/#/ErrorLogs");
  await expectHeading(page, "Error logs");
  await page.getByRole("table", { name: "Error logs" }).waitFor();
  await waitForDataLoaded(page);
};

describe("the shell around calls", () => {
  let browser: TestBrowser;
  beforeEach(async () => {
    browser = await launchBrowser(baseUrl);
  });
  afterEach(() => browser?.close());

  it("offline: a call is not sent, and a red snackbar with OK says to check the connection", async () => {
    const { page, context } = browser;
    await openErrorLogs(page);
    const sent: string[] = [];
    page.on("request", (request) => {
      if (isErrorLogsCall(request.url())) sent.push(request.url());
    });

    await context.setOffline(true);
    // The page learns it is offline a moment later (its 'offline' event), as a person's browser does.
    await page.waitForFunction("navigator.onLine === false");
    await page.getByRole("button", { name: "Refresh" }).click();
    const snackbar = page
      .getByRole("alert")
      .filter({ hasText: OFFLINE_TEXT })
      .filter({ has: page.getByRole("button", { name: "OK" }) });
    await snackbar.waitFor();
    const colour = await snackbar.evaluate(
      (el) => (globalThis as unknown as StyleReader).getComputedStyle(el).backgroundColor,
    );
    const [red, green, blue] = (colour.match(/\d+/g) ?? []).map(Number);
    expect(red, colour).toBeGreaterThan(150);
    expect(green! + blue!, colour).toBeLessThan(red!);
    expect(sent).toEqual([]);
    // The page keeps what it showed, without a second message; parts of the app that load later (the assistant)
    // wait for the connection instead of replacing the page with an error.
    expect(await page.getByText("could not be loaded", { exact: false }).count()).toBe(0);
    await expectHeading(page, "Error logs");
    expect(await page.getByText("Unexpected Application Error", { exact: false }).count()).toBe(0);

    await snackbar.getByRole("button", { name: "OK" }).click();
    await snackbar.waitFor({ state: "hidden" });
    await context.setOffline(false);
  });

  it("shows 'Fetching data, Please wait...' during a slow call and takes it away when the answer comes", async () => {
    const { page } = browser;
    await openErrorLogs(page);
    const loader = page.getByRole("status").filter({ hasText: LOADER_TEXT });
    expect(await loader.count()).toBe(0);
    await page.route("**/api/Logs/GetErrorLogs**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_CALL_MS));
      await route.continue();
    });

    const answered = page.waitForResponse((response) => isErrorLogsCall(response.url()));
    const started = Date.now();
    await page.getByRole("button", { name: "Refresh" }).click();
    await loader.waitFor({ state: "visible", timeout: SLOW_CALL_MS });
    await answered;
    await loader.waitFor({ state: "hidden", timeout: 5_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_CALL_MS);
  });
});
