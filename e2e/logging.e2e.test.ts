import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { e2eBaseUrl } from "./support/base-url.ts";
import type { Page } from "playwright-core";
import type { ErrorLogsReply } from "@fieldstead/domain";
import { launchBrowser, sessionCookieToken, signIn, visit, type TestBrowser } from "./support/browser.ts";
import { expectHeading, expectNoRightsPage, expectText } from "./support/page-checks.ts";

const baseUrl = e2eBaseUrl();

const SUMMARY_FAILURE = "GET /api/Dashboard/GetDashboardSummary failed with status 503";

/** The organisation's log as the server keeps it, read with an administrator's token. */
const serverLog = async (token: string, text: string): Promise<ErrorLogsReply["Logs"]> => {
  const response = await fetch(`${baseUrl}/api/Logs/GetErrorLogs?Text=${encodeURIComponent(text)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as ErrorLogsReply).Logs;
};

/** Opens the Error logs page and narrows it to entries containing `text`. */
const searchErrorLogs = async (page: Page, text: string): Promise<void> => {
  await visit(page, "/#/ErrorLogs");
  await expectHeading(page, "Error logs");
  await page.getByRole("searchbox", { name: "Search" }).fill(text);
};

const logRow = (page: Page, message: string) =>
  page.getByRole("row").filter({ has: page.getByRole("cell", { name: message, exact: true }) });

describe("the client log", () => {
  let browsers: TestBrowser[];
  const open = async (): Promise<Page> => {
    const browser = await launchBrowser(baseUrl);
    browsers.push(browser);
    return browser.page;
  };
  beforeEach(() => {
    browsers = [];
  });
  afterEach(async () => {
    await Promise.all(browsers.map((b) => b.close()));
  });

  it("a call that fails in a technician's browser reaches the administrator's Error logs page", async () => {
    const tech = await open();
    await tech.clock.install();
    // The server is made to fail this one call; everything else is real.
    await tech.route("**/api/Dashboard/GetDashboardSummary", (route) =>
      route.fulfill({
        status: 503,
        contentType: "application/json",
        body: JSON.stringify({ StatusCode: 8, StatusMessage: "Temporarily unavailable" }),
      }),
    );
    const failed = tech.waitForResponse((r) => r.url().endsWith("/api/Dashboard/GetDashboardSummary"));
    await signIn(tech, "tech@acme.example");
    expect((await failed).status()).toBe(503);

    // The log leaves every 20 s.
    const sent = tech.waitForResponse((r) => r.url().endsWith("/api/Logs/LogExternalBatch"));
    await tech.clock.fastForward(20_000);
    const response = await sent;
    expect(response.status()).toBe(200);
    const batch = response.request().postDataJSON() as { Message: string; Level: string }[];
    expect(batch).toEqual(expect.arrayContaining([expect.objectContaining({ Message: SUMMARY_FAILURE })]));

    const admin = await open();
    await signIn(admin, "admin@acme.example");
    await searchErrorLogs(admin, "GetDashboardSummary");
    const row = logRow(admin, SUMMARY_FAILURE).first();
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain("ERROR");
    expect(text).toContain("Marcus Reyes");
    expect(text).toContain("api");

    // A level with no such entry leaves the table empty, and says so.
    await admin.getByRole("combobox", { name: "Level" }).click();
    await admin.getByRole("option", { name: "WARN", exact: true }).click();
    await expectText(admin, "No log entries match these filters.");
  });

  it("an error nothing handled is classified, logged with the page address, still reported, and sent as the page closes", async () => {
    const page = await open();
    await signIn(page, "admin@acme.example");
    await expectHeading(page, "Dashboard");
    const token = await sessionCookieToken(page);
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));

    await page.evaluate(
      'setTimeout(() => { throw new TypeError("e2eWidget.render is not a function"); }, 0)',
    );
    await expect.poll(() => pageErrors).toContain("e2eWidget.render is not a function");
    // Leaving the page sends what is queued.
    await page.goto("about:blank");

    await expect
      .poll(async () => (await serverLog(token, "e2eWidget")).map((l) => [l.Level, l.Source, l.Message]), {
        timeout: 10_000,
      })
      .toEqual([["ERROR", "window", "Type error: e2eWidget.render is not a function"]]);
    const [entry] = await serverLog(token, "e2eWidget");
    expect(entry!.Properties.url).toBe(`${baseUrl}/#/dashboard`);
    expect(entry!.Exception).toContain("TypeError");

    await searchErrorLogs(page, "e2eWidget");
    const row = logRow(page, "Type error: e2eWidget.render is not a function");
    await row.waitFor();
    await row.getByRole("button", { name: "Show details" }).click();
    await expectText(page, `${baseUrl}/#/dashboard`);
  });

  it("sends a technician who opens /#/ErrorLogs to /no-rights", async () => {
    const page = await open();
    await signIn(page, "tech@acme.example");
    await visit(page, "/#/ErrorLogs");
    await expectNoRightsPage(page);
  });
});
