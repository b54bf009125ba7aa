import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { e2eBaseUrl } from "./support/base-url.ts";
import { decodeJwt, SignJWT } from "jose";
import type { Page } from "playwright-core";
import { EMBED_MESSAGE_TYPE, type DashboardLinksReply } from "@fieldstead/domain";
import { demoApi } from "./support/api.ts";
import { appPath, launchBrowser, signIn, visit, type TestBrowser } from "./support/browser.ts";
import { expectHeading, expectText, visibleText, waitForAppPath } from "./support/page-checks.ts";
import { pickOption } from "./support/pickers.ts";
import { E2E_EMBED_SECRET } from "./support/server.ts";

const baseUrl = e2eBaseUrl();
const api = demoApi(baseUrl);
const WAIT_MS = 15_000;

/** A signed address of the Work Orders dashboard, as the carousel's list hands it out. */
const workOrdersLink = async (): Promise<string> => {
  const reply = await api.call<DashboardLinksReply>(
    "admin@acme.example",
    "/project/GetDashBoardLinksForCarousel",
    undefined,
    { method: "GET" },
  );
  const link = reply.DashboardLinks.find((l) => l.DashboardId === 1447);
  expect(link, JSON.stringify(reply)).toBeDefined();
  return link!.MetabaseUrl;
};

const tokenOf = (link: string) => new URL(link).pathname.split("/").at(-1)!;
const withToken = (link: string, token: string) => link.replace(tokenOf(link), token);

/** The same claims signed with the server's key, but already expired. */
const expiredToken = async (token: string): Promise<string> => {
  const { exp: _exp, ...claims } = decodeJwt(token);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
    .sign(new TextEncoder().encode(E2E_EMBED_SECRET));
};

/** The claims changed (another organisation) and the signature kept: a forged token. */
const tamperedToken = (token: string): string => {
  const [header, payload, signature] = token.split(".");
  const claims = JSON.parse(Buffer.from(payload!, "base64url").toString("utf8")) as { org: number };
  const forged = Buffer.from(JSON.stringify({ ...claims, org: claims.org + 1 })).toString("base64url");
  return [header, forged, signature].join(".");
};

/** What the embedded page tells a page that frames it, framed from a page of the product itself. */
const framedState = (page: Page, link: string): Promise<unknown> =>
  page.evaluate<unknown>(`new Promise((resolve, reject) => {
    const frame = document.createElement("iframe");
    const timer = setTimeout(() => reject(new Error("the frame said nothing")), 15000);
    window.addEventListener("message", (event) => {
      if (event.source !== frame.contentWindow || event.data?.type !== ${JSON.stringify(EMBED_MESSAGE_TYPE)}) return;
      clearTimeout(timer);
      resolve(event.data);
    });
    frame.src = ${JSON.stringify(link)};
    document.body.append(frame);
  })`);

describe("dashboards in the portal", () => {
  let browser: TestBrowser;
  beforeEach(async () => {
    browser = await launchBrowser(baseUrl);
  });
  afterEach(() => browser?.close());

  it("a manager narrows a dashboard to a site, lists the work orders behind a bar and opens one", async () => {
    const { page } = browser;
    await signIn(page, "manager@acme.example");
    await visit(page, "/#/dashboard");
    await page.getByRole("link", { name: "Analytics dashboards" }).click();
    await waitForAppPath(page, "/DynamicDashboard");
    await expectHeading(page, "Dashboards");
    await page.getByRole("link", { name: /^Work Orders Open and closed work orders/ }).click();
    await waitForAppPath(page, "/DynamicDashboard/1447");
    await expectHeading(page, "Work Orders");

    // Listening before the pick: the narrowed figures may arrive before the address is read.
    const narrowed = page.waitForResponse(
      (r) =>
        r.url().endsWith("/api/Analytics/GetDashboardData") &&
        /"LocationId":\d+/.test(r.request().postData() ?? ""),
    );
    await pickOption(page, "Location", "Denver Tech", "Denver Tech Center Campus");
    await waitForAppPath(page, /^\/DynamicDashboard\/1447\?LocationId=\d+$/);
    const locationId = new URLSearchParams(appPath(page).split("?")[1]).get("LocationId");
    expect((await narrowed).request().postData()).toContain(`"LocationId":${locationId}`);

    // A bar of 'Work Orders by Type' (one series: every bar is drawn in the first colour).
    const byType = page.getByRole("region", { name: "Work Orders by Type", exact: true });
    const bar = byType.locator('svg path[fill="#1f5fbf"]').first();
    await bar.waitFor({ state: "visible", timeout: WAIT_MS });
    // The bars grow in for 0.4 s: the click waits until the bar has stopped moving (Playwright's 'stable').
    await bar.click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor({ state: "visible", timeout: WAIT_MS });
    const rows = dialog.getByRole("row");
    await rows.nth(1).waitFor({ timeout: WAIT_MS });
    expect(await rows.count(), await visibleText(page)).toBeGreaterThan(1);
    expect(await dialog.getByText(/^(Showing \d+ of [\d,]+|\d+ records?)$/).count()).toBe(1);

    const first = dialog.getByRole("link").first();
    const label = (await first.textContent()) ?? "";
    await first.click();
    await waitForAppPath(page, /^\/TaskOperations\/details\/\d+/);
    await expectText(page, label.split(" ")[0]!, { exact: false });
  });

  it("keeps a dashboard's filters in its address: a reload shows the same", async () => {
    const { page } = browser;
    await signIn(page, "admin@acme.example");
    await visit(page, "/#/DynamicDashboard/1813?From=2026-01-01&To=2026-01-31");
    await expectHeading(page, "Notifications and Activity");
    await page.reload();
    await expectHeading(page, "Notifications and Activity");
    expect(await page.getByLabel("From", { exact: true }).inputValue()).toBe("2026-01-01");
    expect(await page.getByLabel("To", { exact: true }).inputValue()).toBe("2026-01-31");
    await page.getByRole("button", { name: "Clear filters" }).click();
    await waitForAppPath(page, "/DynamicDashboard/1813");
  });

  it("opens a dashboard at its own address, and the analytics page frames one with a link to a tab of its own", async () => {
    const { page } = browser;
    await signIn(page, "viewer@acme.example");
    await visit(page, "/#/dashboard-location-graph");
    await expectHeading(page, "Locations");
    await page.getByRole("region", { name: "Sites", exact: true }).waitFor({ timeout: WAIT_MS });

    await visit(page, "/#/advancedSearch");
    await expectHeading(page, "Advanced Analytics");
    const newTab = page.getByRole("link", { name: "Open in new tab" });
    const address = (await newTab.getAttribute("href")) ?? "";
    expect(address).toContain("/embed/dashboard/");
    expect(await newTab.getAttribute("target")).toBe("_blank");
    const frame = page.frameLocator('iframe[title="Advanced Analytics dashboard"]');
    // The viewer's role holds no work orders: the analytics page shows the first dashboard it may see.
    await frame.getByRole("heading", { name: "Asset Inventory", level: 1 }).waitFor({ timeout: WAIT_MS });
  });

  it("the carousel's settings are the administrator's, linked from the dashboards", async () => {
    const { page } = browser;
    await signIn(page, "admin@acme.example");
    await visit(page, "/#/DynamicDashboard");
    await page.getByRole("link", { name: "Carousel settings" }).click();
    await waitForAppPath(page, "/slideshow-dashboards/settings");
    await expectHeading(page, "Carousel Settings");
    const entries = page.getByRole("list", { name: "Carousel dashboards" }).getByRole("listitem");
    await entries.first().waitFor({ timeout: WAIT_MS });
    expect(await entries.count()).toBe(6);
    expect(await page.getByRole("link", { name: "Open the carousel" }).getAttribute("target")).toBe("_blank");
  });
});

describe("an embedded dashboard", () => {
  let browser: TestBrowser;
  beforeEach(async () => {
    browser = await launchBrowser(baseUrl);
  });
  afterEach(() => browser?.close());

  it("shows its dashboard to anyone with a genuine link, and tells the page framing it", async () => {
    const { page } = browser;
    const link = await workOrdersLink();
    await page.goto(link);
    await expectHeading(page, "Work Orders");
    await expectText(page, "Acme Facilities");
    await expectText(page, "All dates · All locations");
    const open = page.getByRole("region", { name: "Open Work Orders", exact: true });
    expect(await open.innerText()).toMatch(/\d/);
    // The page of the product frames it, as the carousel does.
    await visit(page, "/#/404");
    expect(await framedState(page, link)).toEqual({
      type: EMBED_MESSAGE_TYPE,
      state: "ready",
      dashboardId: 1447,
    });
  });

  it.each([
    [
      "a tampered",
      (token: string) => Promise.resolve(tamperedToken(token)),
      "This dashboard link is not valid.",
    ],
    ["an expired", expiredToken, "This dashboard link has expired."],
  ])("with %s link shows the error page and no figures", async (_kind, makeToken, message) => {
    const { page } = browser;
    const genuine = await workOrdersLink();
    const link = withToken(genuine, await makeToken(tokenOf(genuine)));
    await page.goto(link);
    await expectHeading(page, message);
    expect(await page.getByRole("region").count()).toBe(0);
    expect(await visibleText(page)).not.toContain("Open Work Orders");
    await visit(page, "/#/404");
    expect(await framedState(page, link)).toEqual({
      type: EMBED_MESSAGE_TYPE,
      state: "error",
      dashboardId: 1447,
    });
  });
});
