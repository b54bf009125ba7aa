import { afterEach, describe, expect, it } from "vitest";
import { e2eBaseUrl } from "./support/base-url.ts";
import type { Frame, Page } from "playwright-core";
import type { DashboardLinksReply } from "@fieldstead/domain";
import { demoApi } from "./support/api.ts";
import { launchBrowser, signIn, visit, type TestBrowser } from "./support/browser.ts";
import { expectHeading } from "./support/page-checks.ts";

const baseUrl = e2eBaseUrl();
const api = demoApi(baseUrl);
const ADMIN = "admin@acme.example";
const WAIT_MS = 30_000;
/** Six dashboards preloading at 4K on a busy machine take a while. */
const PRELOAD_MS = 90_000;
const TEST_MS = 240_000;

type Size = { width: number; height: number };

/**
 * What one dashboard looks like in its frame, in the frame's own pixels (the frame is not scaled): how far it
 * scrolls, where its lowest and rightmost cards end, the smallest card title as drawn on the screen, and how
 * far any chart's drawing is from the size of its box.
 */
type FrameFit = {
  scrollHeight: number;
  scrollWidth: number;
  innerHeight: number;
  innerWidth: number;
  cards: number;
  lowestCardBottom: number;
  rightmostCardRight: number;
  smallestTitlePx: number;
  charts: number;
  worstChartMismatchPx: number;
};

// Runs in the frame; a string, since this file is compiled without the DOM's types.
const MEASURE_FRAME = `(() => {
  const cards = [...document.querySelectorAll("section")].map((card) => card.getBoundingClientRect());
  const titles = [...document.querySelectorAll("section h2")].map((title) => {
    const drawn = title.getBoundingClientRect().height / title.offsetHeight;
    return parseFloat(getComputedStyle(title).fontSize) * drawn;
  });
  const charts = [...document.querySelectorAll("section [role=img]")].map((box) => {
    const svg = box.querySelector("svg");
    if (!svg) return Infinity;
    return Math.max(
      Math.abs(Number(svg.getAttribute("width")) - box.clientWidth),
      Math.abs(Number(svg.getAttribute("height")) - box.clientHeight),
    );
  });
  return {
    scrollHeight: document.documentElement.scrollHeight,
    scrollWidth: document.documentElement.scrollWidth,
    innerHeight,
    innerWidth,
    cards: cards.length,
    lowestCardBottom: Math.max(...cards.map((c) => c.bottom)),
    rightmostCardRight: Math.max(...cards.map((c) => c.right)),
    smallestTitlePx: Math.min(...titles),
    charts: charts.length,
    worstChartMismatchPx: Math.max(0, ...charts),
  };
})()`;

/** The frame of the dashboard `title`, once its page has drawn its title. */
const dashboardFrame = async (page: Page, title: string): Promise<Frame> => {
  const element = page.locator(`iframe[title="${title}"]`);
  await page
    .frameLocator(`iframe[title="${title}"]`)
    .getByRole("heading", { level: 1, name: title })
    .waitFor({ timeout: WAIT_MS });
  const frame = await (await element.elementHandle())!.contentFrame();
  expect(frame, `the frame of ${title}`).not.toBeNull();
  return frame!;
};

/** The frame's box on the page, once its slide has come to rest at the top of the stage. */
const restingFrameBox = async (page: Page, title: string) => {
  const element = page.locator(`iframe[title="${title}"]`);
  const stageTop = (await page.locator("main").first().boundingBox())!.y;
  await expect.poll(async () => (await element.boundingBox())?.y, { timeout: WAIT_MS }).toBe(stageTop);
  return (await element.boundingBox())!;
};

/**
 * The dashboard fills its frame without scrolling: every card inside the frame, the frame inside the window,
 * every chart drawn at its box's size (resized after the layout), and card titles drawn at least `minTitlePx`.
 */
const expectFits = async (page: Page, title: string, size: Size, minTitlePx: number) => {
  const frame = await dashboardFrame(page, title);
  // The charts report their first drawing before the frame says it is ready; the measure waits for both.
  await expect
    .poll(async () => (await frame.evaluate<FrameFit>(MEASURE_FRAME)).worstChartMismatchPx, {
      timeout: WAIT_MS,
    })
    .toBeLessThanOrEqual(1);
  const fit = await frame.evaluate<FrameFit>(MEASURE_FRAME);
  const context = `${title} at ${size.width}x${size.height}: ${JSON.stringify(fit)}`;
  expect(fit.cards, context).toBeGreaterThan(0);
  expect(fit.scrollHeight, context).toBeLessThanOrEqual(fit.innerHeight);
  expect(fit.scrollWidth, context).toBeLessThanOrEqual(fit.innerWidth);
  expect(fit.lowestCardBottom, context).toBeLessThanOrEqual(fit.innerHeight);
  expect(fit.rightmostCardRight, context).toBeLessThanOrEqual(fit.innerWidth);
  expect(fit.smallestTitlePx, context).toBeGreaterThanOrEqual(minTitlePx);

  const box = await restingFrameBox(page, title);
  expect(box.y + fit.lowestCardBottom, context).toBeLessThanOrEqual(size.height);
  // The indicator dots sit below the dashboard, not over its lowest cards.
  const dots = (await page.getByRole("navigation", { name: "Dashboards" }).boundingBox())!;
  expect(dots.y, context).toBeGreaterThanOrEqual(box.y + box.height - 0.5);
  expect(await page.evaluate<number>("document.documentElement.scrollHeight"), context).toBeLessThanOrEqual(
    size.height,
  );
};

const carouselTitles = async (): Promise<string[]> => {
  const path = "/project/GetDashBoardLinksForCarousel";
  const reply = await api.call<DashboardLinksReply>(ADMIN, path, undefined, { method: "GET" });
  return reply.DashboardLinks.map((link) => link.Title);
};

/** The carousel opened and paused on its first dashboard, `title`, once every dashboard has preloaded. */
const openPaused = async (page: Page, title: string) => {
  await signIn(page, ADMIN);
  await visit(page, "/#/slideshow-dashboards");
  await page.getByRole("heading", { level: 1, name: title }).waitFor({ timeout: PRELOAD_MS });
  await page.getByRole("button", { name: "Pause autoplay" }).click();
};

/** Opens the carousel, pauses it on the first dashboard and checks each one in turn. */
const playEveryDashboard = async (page: Page, size: Size, minTitlePx: number) => {
  const titles = await carouselTitles();
  expect(titles.length).toBeGreaterThan(1);
  await openPaused(page, titles[0]!);
  for (const [index, title] of titles.entries()) {
    if (index > 0) {
      await page.keyboard.press("ArrowDown");
      await expectHeading(page, title);
    }
    await expectFits(page, title, size, minTitlePx);
  }
};

describe("the dashboard carousel on a wall display", () => {
  let browser: TestBrowser | undefined;
  afterEach(() => browser?.close());

  // The smallest card title each screen must draw: readable at 720p, larger as the screen grows.
  it.each([
    ["1920x1080", { width: 1920, height: 1080 }, 16],
    ["1280x720", { width: 1280, height: 720 }, 15],
    ["3840x2160", { width: 3840, height: 2160 }, 32],
  ])(
    "shows every dashboard whole on a %s screen, without scrolling",
    async (_name, size, minTitlePx) => {
      browser = await launchBrowser(baseUrl, { viewport: size });
      await playEveryDashboard(browser.page, size, minTitlePx);
    },
    TEST_MS,
  );

  it(
    "redraws the dashboard on show to fit when the window changes size",
    async () => {
      const large = { width: 1920, height: 1080 };
      const small = { width: 1280, height: 720 };
      browser = await launchBrowser(baseUrl, { viewport: large });
      const { page } = browser;
      const [title] = await carouselTitles();
      await openPaused(page, title!);
      await expectFits(page, title!, large, 16);
      await page.setViewportSize(small);
      await expectFits(page, title!, small, 15);
      await page.setViewportSize(large);
      await expectFits(page, title!, large, 16);
    },
    TEST_MS,
  );
});
