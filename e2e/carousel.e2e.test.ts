import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { e2eBaseUrl } from "./support/base-url.ts";
import type { Page } from "playwright-core";
import type { DashboardLink } from "@fieldstead/domain";
import { launchBrowser, signIn, visit, type TestBrowser } from "./support/browser.ts";
import { routeCarousel, stubAddress, type CarouselStubs } from "./support/carousel-stubs.ts";
import { expectHeading, expectText, waitForAppPath } from "./support/page-checks.ts";

const baseUrl = e2eBaseUrl();
const ADMIN = "admin@acme.example";

// Display times (portal-shell §9): 1424 30 s, 1423 20 s, 1457 40 s.
const LINKS: DashboardLink[] = [
  { DashboardId: 1424, Title: "Sales Analytics", MetabaseUrl: stubAddress(baseUrl, "sales") },
  { DashboardId: 1423, Title: "Financial Metrics", MetabaseUrl: stubAddress(baseUrl, "finance") },
  { DashboardId: 1457, Title: "Customer Insights", MetabaseUrl: stubAddress(baseUrl, "customers") },
];

const title = (page: Page) => page.getByRole("heading", { level: 1 }).textContent();
const counter = (page: Page) => page.getByTestId("carousel-counter").textContent();

/** The dashboard on show is (still) `name`: after a moment for any change to be drawn. */
const expectStill = async (page: Page, name: string) => {
  await page.waitForTimeout(150);
  expect(await title(page)).toBe(name);
};

const unavailable = (page: Page) => page.getByText("Dashboard Unavailable", { exact: true });

/**
 * Opens the carousel with the page clock paused while it preloads, then lets the stub dashboards answer: the
 * 3 s wait before autoplay starts counts from this moment, and time moves only when the test says.
 */
const openPaused = async (page: Page, stubs: CarouselStubs, loadedBeforeRelease = 0) => {
  const release = stubs.holdFrames();
  await visit(page, "/#/slideshow-dashboards");
  await expectText(page, `${loadedBeforeRelease} of ${LINKS.length} dashboards loaded`);
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
  release();
};

describe("the dashboard carousel", () => {
  let browser: TestBrowser;
  let page: Page;
  beforeEach(async () => {
    browser = await launchBrowser(baseUrl);
    page = browser.page;
    await page.clock.install();
    await signIn(page, ADMIN);
  });
  afterEach(() => browser?.close());

  it("preloads every dashboard, starts after 3 s and shows each for its own time, wrapping around", async () => {
    const stubs = await routeCarousel(page, LINKS);
    await openPaused(page, stubs);
    await expectHeading(page, "Sales Analytics");
    expect(await page.locator("iframe").count()).toBe(3);
    expect(await page.getByText("Loading, Please wait until we fetch your all data").count()).toBe(0);
    expect(await counter(page)).toBe("1 of 3");

    // 3 s wait, 30 s on show, 0.5 s pause.
    await page.clock.runFor(3_000 + 30_000 + 499);
    await expectStill(page, "Sales Analytics");
    await page.clock.runFor(1);
    await expectHeading(page, "Financial Metrics");
    expect(await counter(page)).toBe("2 of 3");
    await page.clock.runFor(20_000 + 499);
    await expectStill(page, "Financial Metrics");
    await page.clock.runFor(1);
    await expectHeading(page, "Customer Insights");
    await page.clock.runFor(40_000 + 499);
    await expectStill(page, "Customer Insights");
    await page.clock.runFor(1);
    await expectHeading(page, "Sales Analytics");
    expect(await counter(page)).toBe("1 of 3");
    expect(await page.locator("iframe").count()).toBe(3);
    expect(stubs.listCalls()).toBe(1);
  });

  it("answers every key, the dots and the pause button", async () => {
    const stubs = await routeCarousel(page, LINKS);
    await openPaused(page, stubs);
    await expectHeading(page, "Sales Analytics");

    await page.keyboard.press("ArrowDown");
    await expectHeading(page, "Financial Metrics");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expectHeading(page, "Sales Analytics");
    // Previous from the first wraps to the last.
    await page.keyboard.press("ArrowUp");
    await expectHeading(page, "Customer Insights");
    expect(await counter(page)).toBe("3 of 3");

    const dot = page.getByRole("button", { name: "Dashboard 2: Financial Metrics", exact: true });
    await dot.click();
    await expectHeading(page, "Financial Metrics");
    expect(await dot.getAttribute("aria-current")).toBe("true");

    // Space pauses even with a dot focused, and autoplay stays stopped.
    await page.keyboard.press(" ");
    await page.getByRole("button", { name: "Resume autoplay" }).waitFor();
    await page.clock.runFor(5 * 60_000);
    await expectStill(page, "Financial Metrics");
    await page.keyboard.press(" ");
    await page.getByRole("button", { name: "Pause autoplay" }).waitFor();
    await page.clock.runFor(20_000 + 500);
    await expectHeading(page, "Customer Insights");
    // The visible button does the same.
    await page.getByRole("button", { name: "Pause autoplay" }).click();
    await page.clock.runFor(5 * 60_000);
    await expectStill(page, "Customer Insights");

    await page.keyboard.press("f");
    await expectText(page, "Press F to exit fullscreen, Esc to close");
    expect(await page.evaluate<boolean>("document.fullscreenElement !== null")).toBe(true);
    await page.keyboard.press("F");
    await page.getByRole("button", { name: "Enter fullscreen" }).waitFor();
    expect(await page.getByText("Press F to exit fullscreen, Esc to close").count()).toBe(0);

    // A tab the browser will not let the page close goes back to the dashboard.
    await page.keyboard.press("Escape");
    await waitForAppPath(page, "/dashboard");
    await expectHeading(page, "Dashboard");
  });

  it("shows 'Dashboard Unavailable' for a frame that fails, and Retry recovers it", async () => {
    const stubs = await routeCarousel(page, LINKS);
    stubs.setFrame("finance", "error");
    stubs.setFrame("customers", "abort");
    await openPaused(page, stubs);
    // A reported error counts as loaded at once; a frame that never reports counts after its time-out.
    await expectText(page, "2 of 3 dashboards loaded");
    await page.clock.runFor(20_000);
    await expectHeading(page, "Sales Analytics");
    expect(await unavailable(page).count()).toBe(0);

    await page.getByRole("button", { name: "Dashboard 2: Financial Metrics", exact: true }).click();
    await unavailable(page).waitFor();
    await expectText(
      page,
      "This dashboard is currently not accessible. Please check your connection or contact support.",
    );
    stubs.setFrame("finance", "ready");
    await page.getByRole("button", { name: "Retry", exact: true }).click();
    await page.clock.runFor(100);
    await unavailable(page).waitFor({ state: "hidden" });
    await page
      .frameLocator('iframe[title="Financial Metrics"]')
      .getByRole("heading", { name: "Stub dashboard finance" })
      .waitFor();
    await page.getByRole("progressbar", { name: "Loading the dashboard" }).waitFor({ state: "hidden" });

    await page.keyboard.press("ArrowDown");
    await expectHeading(page, "Customer Insights");
    await unavailable(page).waitFor();
    stubs.setFrame("customers", "ready");
    await page.getByRole("button", { name: "Retry", exact: true }).click();
    await page.clock.runFor(100);
    await page
      .frameLocator('iframe[title="Customer Insights"]')
      .getByRole("heading", { name: "Stub dashboard customers" })
      .waitFor();
    expect(await unavailable(page).count()).toBe(0);
    expect(await page.locator("iframe").count()).toBe(3);
  });

  it("shows the empty state for an empty list and for a list that cannot be loaded", async () => {
    const stubs = await routeCarousel(page, []);
    await visit(page, "/#/slideshow-dashboards");
    await expectText(page, "No Dashboards Available");
    await expectText(page, "No dashboards have been configured for the carousel view.");
    expect(await page.locator("iframe").count()).toBe(0);

    stubs.answerList("fail");
    await page.reload();
    await expectText(page, "No Dashboards Available");
    expect(stubs.listCalls()).toBe(2);
    expect(await page.getByText("Loading, Please wait until we fetch your all data").count()).toBe(0);
  });

  it("opens in a new tab from the header, without the portal's frame, and Escape closes the tab", async () => {
    await routeCarousel(browser.context, LINKS);
    await expectHeading(page, "Dashboard");
    const [carousel] = await Promise.all([
      browser.context.waitForEvent("page"),
      page.getByRole("link", { name: "Dashboard carousel" }).click(),
    ]);
    await expectHeading(carousel, "Sales Analytics");
    expect(await carousel.getByRole("navigation", { name: "Main menu" }).count()).toBe(0);
    const closed = carousel.waitForEvent("close");
    // The tab may be gone before the key press itself reports back.
    await carousel.keyboard.press("Escape").catch(() => undefined);
    await closed;
    expect(page.isClosed()).toBe(false);
  });
});
