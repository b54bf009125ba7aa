import { rmSync } from "node:fs";
import { chromium, type Browser, type BrowserContext } from "playwright-core";
import { CHROMIUM_ARGS, DEMO_PASSWORD } from "../e2e/support/browser.ts";
import { startServer } from "../e2e/support/server.ts";
import { buildWebInto } from "../e2e/support/web-build.ts";
import type { BenchFigure } from "./run.ts";
import { startStaticServer } from "./static-server.ts";

const RUNS = 10;
const THROTTLED_RUNS = 5;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * Records, from the page's own clock, when the first element matching `selector` is on screen, and keeps the
 * largest contentful paint: window.__shownAt and window.__lcp.
 */
const watchFor = (selector: string) => `(() => {
  window.__lcp = 0;
  window.__lcpInAssistant = false;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__lcp = entry.startTime;
      // The assistant's pieces are labelled by its name ('Meet … Hub', 'Open …'): inside one, the paint is not the page's.
      const element = entry.element;
      window.__lcpInAssistant = Boolean(element && element.closest('[role="dialog"][aria-label^="Meet "], [data-assistant]'));
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
  const check = () => {
    if (window.__shownAt) return;
    const element = document.querySelector(${JSON.stringify(selector)});
    if (element && element.getBoundingClientRect().height > 0) window.__shownAt = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
})()`;

type Load = { shownMs: number; lcpMs: number; lcpInAssistant: boolean; requests: number; scripts: string[] };

/** CDP throttling: 4× slower CPU, 10 Mbit/s down and up, 40 ms latency (a mid-range phone on a fair network). */
const THROTTLED = { cpuRate: 4, latencyMs: 40, bytesPerSecond: (10 * 1024 * 1024) / 8 };

type LoadOptions = { prepare?: (context: BrowserContext) => Promise<void>; isThrottled?: boolean };

/** One cold load (a fresh context: empty cache) of `address` until `selector` is on screen and the network rests. */
const coldLoad = async (
  browser: Browser,
  baseUrl: string,
  address: string,
  selector: string,
  { prepare, isThrottled = false }: LoadOptions = {},
): Promise<Load> => {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
  try {
    await prepare?.(context);
    await context.addInitScript(watchFor(selector));
    const page = await context.newPage();
    if (isThrottled) {
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: THROTTLED.cpuRate });
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: THROTTLED.latencyMs,
        downloadThroughput: THROTTLED.bytesPerSecond,
        uploadThroughput: THROTTLED.bytesPerSecond,
      });
    }
    let requests = 0;
    const scripts: string[] = [];
    page.on("request", () => (requests += 1));
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.push(response.url());
    });
    await page.goto(address);
    await page.waitForFunction(() => Number(Reflect.get(globalThis, "__shownAt")) > 0, undefined, {
      timeout: 60_000,
    });
    await page.waitForLoadState("networkidle");
    const { shownMs, lcpMs, lcpInAssistant } = (await page.evaluate(
      "({ shownMs: window.__shownAt, lcpMs: window.__lcp, lcpInAssistant: window.__lcpInAssistant })",
    )) as { shownMs: number; lcpMs: number; lcpInAssistant: boolean };
    return { shownMs, lcpMs, lcpInAssistant, requests, scripts };
  } finally {
    await context.close();
  }
};

const ASSET_LIST = "/#/fixedAssetManagement";
const ASSET_ROW = '[role="region"][aria-label="Fixed assets"] [role="row"][row-index="0"]';
const TASK_LIST = "/#/TaskOperations";
const TASK_GRID_ROW = '[role="region"][aria-label="Tasks and work orders"] [role="row"][row-index="0"]';

/** In the page: moves to `address` inside the app and answers how long until `selector` is on screen. */
const navigateAndWait = (address: string, selector: string) => `new Promise((resolve, reject) => {
  const started = performance.now();
  const observer = new MutationObserver(() => {
    const row = document.querySelector(${JSON.stringify(selector)});
    if (row && row.getBoundingClientRect().height > 0) {
      observer.disconnect();
      resolve(performance.now() - started);
    }
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true });
  setTimeout(() => reject(new Error("no row within 30 s")), 30000);
  window.location.hash = ${JSON.stringify(address.slice(1))};
})`;

/**
 * Moving from one list to the other inside the app (the code of both already loaded once), as a person does
 * from the menu: the time from the address changing to the other list's first row on screen, each way.
 */
const warmNavigations = async (
  browser: Browser,
  baseUrl: string,
  prepare: (context: BrowserContext) => Promise<void>,
): Promise<number[]> => {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
  try {
    await prepare(context);
    const page = await context.newPage();
    await page.goto(ASSET_LIST);
    await page.locator(ASSET_ROW).waitFor({ timeout: 30_000 });
    await page.goto(TASK_LIST);
    await page.locator(TASK_GRID_ROW).waitFor({ timeout: 30_000 });
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      for (const [address, selector] of [
        [ASSET_LIST, ASSET_ROW],
        [TASK_LIST, TASK_GRID_ROW],
      ] as const) {
        const elapsed = (await page.evaluate(navigateAndWait(address, selector))) as number;
        times.push(elapsed);
        await page.waitForLoadState("networkidle");
      }
    }
    return times;
  } finally {
    await context.close();
  }
};

/** Signs the context in through its own request client (the session cookie lands in the context). */
const signedIn = (email: string) => async (context: BrowserContext) => {
  const reply = await context.request.post("/api/Login", { data: { email, password: DEMO_PASSWORD } });
  if (!reply.ok()) throw new Error(`sign-in for the benchmark answered ${reply.status()}`);
  const record = JSON.stringify(JSON.stringify(await reply.json()));
  await context.addInitScript(`localStorage.setItem("userDataset", ${record});`);
};

/** Whether a validation library travels in the scripts a page loaded (zod names its error class). */
const loadsZod = async (scripts: string[]): Promise<boolean> => {
  for (const url of scripts) if ((await (await fetch(url)).text()).includes("ZodError")) return true;
  return false;
};

const PASSWORD_FIELD = 'input[type="password"]';
const TASK_ROW = '[role="row"][row-index="0"], [aria-label="Tasks and work orders"] li';
const DASHBOARD_FIGURE = 'section[aria-label="Open work orders"]';

/**
 * How soon a person sees the page, cold, in Chromium on this machine: the sign-in page on the portal beside
 * the same build served as plain files by a minimal static server (the baseline: what the portal's own serving
 * and headers add), and, signed in, the dashboard's figures and the first rows of two lists.
 */
export const benchPageSpeed = async (): Promise<BenchFigure[]> => {
  const distDir = buildWebInto();
  const portal = await startServer(distDir);
  const plain = await startStaticServer(distDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  try {
    const ours: Load[] = [];
    const baseline: Load[] = [];
    // Warm both servers once, then alternate so both see the same machine.
    await coldLoad(browser, portal.url, "/", PASSWORD_FIELD);
    await coldLoad(browser, plain.url, "/", PASSWORD_FIELD);
    for (let i = 0; i < RUNS; i++) {
      ours.push(await coldLoad(browser, portal.url, "/", PASSWORD_FIELD));
      baseline.push(await coldLoad(browser, plain.url, "/", PASSWORD_FIELD));
    }
    const admin = signedIn("admin@acme.example");
    const pages: [string, string, string, number][] = [
      ["/#/dashboard", DASHBOARD_FIGURE, "dashboard figures", 700],
      ["/#/TaskOperations", TASK_ROW, "work-order list rows", 1000],
      ["/#/fixedAssetManagement", '[role="row"][row-index="0"]', "asset list rows", 1000],
    ];
    const signedInFigures: BenchFigure[] = [];
    const signedInLoads: Load[] = [];
    for (const [address, selector, what, target] of pages) {
      await coldLoad(browser, portal.url, address, selector, { prepare: admin });
      const loads: Load[] = [];
      for (let i = 0; i < RUNS; i++)
        loads.push(await coldLoad(browser, portal.url, address, selector, { prepare: admin }));
      signedInLoads.push(...loads);
      signedInFigures.push(
        {
          name: `pages: ${address} cold, ${what} on screen (median of ${RUNS})`,
          value: median(loads.map((l) => l.shownMs)),
          unit: "ms",
          target: { below: target },
        },
        { name: `pages: ${address} cold, LCP`, value: median(loads.map((l) => l.lcpMs)), unit: "ms" },
      );
    }
    const throttledSignIn: Load[] = [];
    const throttledRows: Load[] = [];
    for (let i = 0; i < THROTTLED_RUNS; i++) {
      throttledSignIn.push(await coldLoad(browser, portal.url, "/", PASSWORD_FIELD, { isThrottled: true }));
      throttledRows.push(
        await coldLoad(browser, portal.url, "/#/TaskOperations", TASK_ROW, {
          prepare: admin,
          isThrottled: true,
        }),
      );
    }
    const warm = await warmNavigations(browser, portal.url, admin);
    const oursShown = median(ours.map((l) => l.shownMs));
    const baseShown = median(baseline.map((l) => l.shownMs));
    return [
      {
        name: `pages: sign-in, password field on screen (median of ${RUNS} cold loads)`,
        value: oursShown,
        unit: "ms",
        target: { below: 400 },
      },
      { name: "pages: sign-in, same build as plain files (baseline)", value: baseShown, unit: "ms" },
      {
        name: "pages: sign-in, portal ÷ baseline",
        value: oursShown / baseShown,
        unit: "×",
        target: { atMost: 1.1 },
      },
      { name: "pages: sign-in, LCP", value: median(ours.map((l) => l.lcpMs)), unit: "ms" },
      {
        name: "pages: sign-in, LCP of the baseline",
        value: median(baseline.map((l) => l.lcpMs)),
        unit: "ms",
      },
      {
        name: "pages: sign-in, requests",
        value: median(ours.map((l) => l.requests)),
        unit: "requests",
        target: { atMost: 12 },
      },
      {
        name: "pages: sign-in, loads a validation library (1 = yes)",
        value: (await loadsZod(ours[0]!.scripts)) ? 1 : 0,
        unit: "",
        target: { atMost: 0 },
      },
      ...signedInFigures,
      {
        name: "pages: loads whose LCP was the assistant's, not the page's",
        value: [...ours, ...signedInLoads].filter((l) => l.lcpInAssistant).length,
        unit: "loads",
        target: { atMost: 0 },
      },
      {
        name: `pages: list to list, warm, rows on screen (median of ${warm.length})`,
        value: median(warm),
        unit: "ms",
        target: { below: 300 },
      },
      {
        name: `pages: sign-in, 4× CPU slowdown, 10 Mbit/s, 40 ms (median of ${THROTTLED_RUNS})`,
        value: median(throttledSignIn.map((l) => l.shownMs)),
        unit: "ms",
        target: { below: 1500 },
      },
      {
        name: `pages: /#/TaskOperations rows, 4× CPU slowdown, 10 Mbit/s, 40 ms (median of ${THROTTLED_RUNS})`,
        value: median(throttledRows.map((l) => l.shownMs)),
        unit: "ms",
        target: { below: 3000 },
      },
    ];
  } finally {
    await browser.close();
    await plain.stop();
    await portal.stop();
    rmSync(distDir, { recursive: true, force: true });
  }
};
