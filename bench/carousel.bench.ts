import { rmSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";
import { BUILT_IN_DASHBOARDS } from "@fieldstead/domain";
import { CHROMIUM_ARGS, DEMO_PASSWORD } from "../e2e/support/browser.ts";
import { startServer } from "../e2e/support/server.ts";
import { buildWebInto } from "../e2e/support/web-build.ts";
import { quantile } from "./bench-timing.ts";
import type { BenchFigure } from "./run.ts";

const RUNS = 7;
const FIRST_TITLE = BUILT_IN_DASHBOARDS[0]!.Title;

const signInByApi = async (baseUrl: string): Promise<unknown> => {
  const response = await fetch(`${baseUrl}/api/Login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@acme.example", password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in for the benchmark answered ${response.status}`);
  return response.json();
};

/**
 * One cold load of the carousel by a signed-in administrator (a fresh browser context: empty cache):
 * milliseconds from the start of navigation until every dashboard of the list has loaded in its frame and
 * the first one shows (the loading overlay's 'n of n dashboards loaded' reached, the header titled).
 */
const loadCarousel = async (browser: Browser, baseUrl: string, user: unknown): Promise<number> => {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1920, height: 1080 } });
  try {
    const userJson = JSON.stringify(JSON.stringify(user));
    await context.addInitScript(
      `if (!localStorage.getItem("userDataset")) localStorage.setItem("userDataset", ${userJson});`,
    );
    const page = await context.newPage();
    await page.goto("/#/slideshow-dashboards");
    await page.getByRole("heading", { name: FIRST_TITLE, level: 1 }).waitFor({ timeout: 60_000 });
    const ms = await page.evaluate(() => performance.now());
    // Every frame must have loaded its dashboard: a failed one would count as loaded and flatter the figure.
    const frames = page.locator("iframe");
    if ((await frames.count()) !== BUILT_IN_DASHBOARDS.length)
      throw new Error(`expected ${BUILT_IN_DASHBOARDS.length} frames, found ${await frames.count()}`);
    for (const { Title } of BUILT_IN_DASHBOARDS)
      await page
        .frameLocator(`iframe[title="${Title}"]`)
        .getByRole("heading", { name: Title, level: 1 })
        .waitFor({ state: "attached", timeout: 1_000 });
    return ms;
  } finally {
    await context.close();
  }
};

/** How soon the carousel has preloaded the demo organisation's six built-in dashboards, on the built app. */
export const benchCarousel = async (): Promise<BenchFigure[]> => {
  const distDir = buildWebInto();
  const server = await startServer(distDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  try {
    const user = await signInByApi(server.url);
    await loadCarousel(browser, server.url, user);
    const loads: number[] = [];
    for (let i = 0; i < RUNS; i++) loads.push(await loadCarousel(browser, server.url, user));
    return [
      {
        name: `carousel: navigation to 6 of 6 dashboards loaded (median of ${RUNS} cold loads)`,
        value: quantile(loads, 0.5),
        unit: "ms",
      },
      { name: "carousel: slowest of those loads", value: Math.max(...loads), unit: "ms" },
    ];
  } finally {
    await browser.close();
    await server.stop();
    rmSync(distDir, { recursive: true, force: true });
  }
};
