import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Response } from "playwright-core";
import { e2eBaseUrl } from "./support/base-url.ts";
import { appPath, launchBrowser, signIn, visit, type TestBrowser } from "./support/browser.ts";

const baseUrl = e2eBaseUrl();
const ADMIN = "admin@acme.example";
/** The most requests the sign-in page may make, cold (the page, its scripts, its icon). */
const SIGN_IN_REQUESTS_MAX = 12;

describe("what a page loads first", () => {
  let browser: TestBrowser;
  beforeEach(async () => {
    browser = await launchBrowser(baseUrl);
  });
  afterEach(() => browser?.close());

  it("opens the sign-in page in a few requests, without a validation library", async () => {
    const { page } = browser;
    const requests: string[] = [];
    const scripts: Response[] = [];
    page.on("request", (request) => requests.push(request.url()));
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response);
    });
    await visit(page, "/");
    await page.getByLabel("Password", { exact: true }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(appPath(page)).toBe("/user/login");
    expect(requests.length, requests.join("\n")).toBeLessThanOrEqual(SIGN_IN_REQUESTS_MAX);
    // zod names its error class in its code: no script of the sign-in page may carry it.
    for (const script of scripts) expect(await script.text(), script.url()).not.toContain("ZodError");
  });

  it("opens a list cold with each of its calls made once: the rows asked for with the code are the rows shown", async () => {
    const { page } = browser;
    await signIn(page, ADMIN);
    await visit(page, "/#/TaskOperations");
    await page.locator('[role="row"][row-index="0"]').waitFor();
    const calls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/")) calls.push(new URL(request.url()).pathname);
    });
    await page.reload();
    await page.locator('[role="row"][row-index="0"]').waitFor();
    await page.waitForLoadState("networkidle");
    const count = (path: string) => calls.filter((c) => c === path).length;
    expect(count("/api/Task/GetTaskList"), calls.join("\n")).toBe(1);
    expect(count("/api/Search/GetGridFilters"), calls.join("\n")).toBe(1);
    expect(count("/api/src/GetAllowedRoutes") + count("/api/shared/GetClientConfig")).toBeLessThanOrEqual(2);
  });
});
