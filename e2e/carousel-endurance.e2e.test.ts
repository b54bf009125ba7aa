import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { e2eBaseUrl } from "./support/base-url.ts";
import type { Page } from "playwright-core";
import { BUILT_IN_DASHBOARDS, type DashboardLink } from "@fieldstead/domain";
import { launchBrowser, signIn, visit, type TestBrowser } from "./support/browser.ts";
import { routeCarousel, stubAddress, usedHeap, type CarouselStubs } from "./support/carousel-stubs.ts";
import { expectHeading, expectText, visibleText } from "./support/page-checks.ts";

const baseUrl = e2eBaseUrl();
const ADMIN = "admin@acme.example";
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

// 30 s, 20 s and 40 s on show, each followed by a 0.5 s pause: one cycle takes 91.5 s.
const CYCLE_MS = 91_500;
const links = (version: number): DashboardLink[] => [
  { DashboardId: 1424, Title: "Sales Analytics", MetabaseUrl: stubAddress(baseUrl, "sales", version) },
  { DashboardId: 1423, Title: "Financial Metrics", MetabaseUrl: stubAddress(baseUrl, "finance", version) },
  { DashboardId: 1457, Title: "Customer Insights", MetabaseUrl: stubAddress(baseUrl, "customers", version) },
];

const frameCount = (page: Page) => page.locator("iframe").count();

/** Opens the carousel and pauses the page clock once its dashboards show. */
const openAndPause = async (page: Page) => {
  await visit(page, "/#/slideshow-dashboards");
  await expectHeading(page, "Sales Analytics");
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
};

/** Every frame of the list's version `version` has loaded its page. */
const waitForFrames = async (page: Page, version: number) => {
  const renewed = page.locator(`iframe[src$="?v=${version}"]`);
  await expect.poll(() => renewed.count(), { timeout: 15_000 }).toBe(3);
  for (const name of ["Sales Analytics", "Financial Metrics", "Customer Insights"])
    await page.frameLocator(`iframe[title="${name}"]`).getByRole("heading").waitFor({ state: "attached" });
};

const STEP_MS = 30_000;

/**
 * Lets `ms` of page time pass in 30-second steps. Between steps the page clock stands still, so a list fetch
 * the carousel starts gets its answer (and the renewed frames load) in real time before page time goes on,
 * as on a real screen. Nobody touches the page: a wall display keeps its own session alive.
 */
const passTime = async (
  page: Page,
  stubs: CarouselStubs,
  ms: number,
  { version = 1, afterStep }: { version?: number; afterStep?: () => Promise<void> } = {},
) => {
  let calls = stubs.listCalls();
  for (let left = ms; left > 0; left -= STEP_MS) {
    await page.clock.runFor(Math.min(left, STEP_MS));
    if (stubs.listCalls() > calls) {
      calls = stubs.listCalls();
      await waitForFrames(page, version);
    }
    await afterStep?.();
  }
};

describe("the carousel over hours", () => {
  let browser: TestBrowser;
  let page: Page;
  let stubs: CarouselStubs;
  beforeEach(async () => {
    browser = await launchBrowser(baseUrl);
    page = browser.page;
    await page.clock.install();
    await signIn(page, ADMIN);
    stubs = await routeCarousel(page, links(1));
  });
  afterEach(() => browser?.close());

  it("fetches the list again every 4 hours and gives the frames the new addresses", async () => {
    await openAndPause(page);
    stubs.answerList(links(2));
    await passTime(page, stubs, 4 * HOUR - 5 * MINUTE);
    expect(stubs.listCalls()).toBe(1);
    expect(await page.locator('iframe[src$="?v=1"]').count()).toBe(3);
    await passTime(page, stubs, 5 * MINUTE, { version: 2 });
    // The reload's request may still be on its way (real time) when page time stops.
    await expect.poll(() => stubs.listCalls(), { timeout: 10_000 }).toBe(2);
    await waitForFrames(page, 2);
    expect(await page.locator('iframe[src$="?v=2"]').count()).toBe(3);
    expect(await frameCount(page)).toBe(3);
    expect(await page.getByRole("navigation", { name: "Dashboards" }).getByRole("button").count()).toBe(3);
    expect(await page.getByText("Dashboard Unavailable").count()).toBe(0);
    // Autoplay goes on with the renewed frames.
    const before = await page.getByRole("heading", { level: 1 }).textContent();
    await page.clock.runFor(41_000);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).not.toBe(before);
  });

  it("keeps the frame count and the memory flat over 200 cycles", async () => {
    const cdp = await browser.context.newCDPSession(page);
    await openAndPause(page);
    await passTime(page, stubs, CYCLE_MS + 3_000);
    const heapBefore = await usedHeap(cdp);

    // 200 cycles take just over 5 hours: the list is fetched again once on the way.
    stubs.answerList(links(2));
    await passTime(page, stubs, 200 * CYCLE_MS, {
      version: 2,
      afterStep: async () => {
        const count = await frameCount(page);
        if (count !== 3)
          expect.fail(`${count} frames at ${page.url()}, showing:\n${await visibleText(page)}`);
      },
    });
    expect(stubs.listCalls()).toBe(2);
    expect(await frameCount(page)).toBe(3);
    // Hours without a touch: the display is still signed in and playing.
    expect(await page.getByText("Session Expired", { exact: false }).count()).toBe(0);
    const heapAfter = await usedHeap(cdp);
    console.log(
      `carousel heap: ${(heapBefore / 2 ** 20).toFixed(1)} MB before, ${(heapAfter / 2 ** 20).toFixed(1)} MB after 200 cycles`,
    );
    // Generous: a leak of one frame or one listener per move would grow it far beyond this.
    expect(heapAfter).toBeLessThan(heapBefore * 1.5 + 4 * 2 ** 20);
  });
});

describe("the carousel with the server's own list", () => {
  let browser: TestBrowser;
  beforeEach(async () => {
    browser = await launchBrowser(baseUrl);
  });
  afterEach(() => browser?.close());

  it("preloads the organisation's six built-in dashboards and plays them", async () => {
    const { page } = browser;
    await signIn(page, ADMIN);
    await visit(page, "/#/slideshow-dashboards");
    const [first, second] = BUILT_IN_DASHBOARDS;
    await page
      .getByRole("heading", { name: first!.Title, exact: true, level: 1 })
      .waitFor({ timeout: 60_000 });
    expect(await frameCount(page)).toBe(BUILT_IN_DASHBOARDS.length);
    expect(await page.getByText("Dashboard Unavailable").count()).toBe(0);
    // Each frame is the product's embed page, showing its dashboard's figures.
    for (const { Title } of BUILT_IN_DASHBOARDS)
      await page
        .frameLocator(`iframe[title="${Title}"]`)
        .getByRole("heading", { name: Title, level: 1 })
        // The frames not on show are hidden: their pages are there all the same.
        .waitFor({ state: "attached" });
    await page.keyboard.press("ArrowDown");
    await expectHeading(page, second!.Title);
    await expectText(page, `2 of ${BUILT_IN_DASHBOARDS.length}`);
  });
});
