import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type Browser } from "playwright-core";
import { CHROMIUM_ARGS, DEMO_PASSWORD } from "../e2e/support/browser.ts";
import { startServer } from "../e2e/support/server.ts";
import { buildWebInto } from "../e2e/support/web-build.ts";
import type { BenchFigure } from "./run.ts";

const RUNS = 12;
const KB = 1024;

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

const gzipSize = (file: string): number => gzipSync(readFileSync(file), { level: 9 }).length;

/** The JavaScript a browser fetches before anything else: the entry script and its module preloads. */
const initialScripts = (distDir: string): string[] => {
  const html = readFileSync(join(distDir, "index.html"), "utf8");
  const sources = [
    ...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1]!);
  return [...new Set(sources)].map((src) => join(distDir, src.replace(/^\//, "")));
};

type Session = { user: unknown };

const signInByApi = async (baseUrl: string): Promise<Session> => {
  const response = await fetch(`${baseUrl}/api/Login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@acme.example", password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in for the benchmark answered ${response.status}`);
  return { user: await response.json() };
};

/**
 * One cold load of /#/dashboard by a signed-in administrator (a fresh browser context: empty cache):
 * milliseconds from the start of navigation until the figures are on screen and the page answers input,
 * and the JavaScript bytes (compressed, as sent) it fetched on the way.
 */
const loadDashboard = async (
  browser: Browser,
  baseUrl: string,
  session: Session,
): Promise<{ ms: number; jsBytes: number }> => {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 800 } });
  try {
    const userJson = JSON.stringify(JSON.stringify(session.user));
    await context.addInitScript(
      `if (!localStorage.getItem("userDataset")) localStorage.setItem("userDataset", ${userJson});`,
    );
    const page = await context.newPage();
    let jsBytes = 0;
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      void response
        .request()
        .sizes()
        .then((sizes) => {
          jsBytes += sizes.responseBodySize;
        })
        .catch(() => undefined);
    });
    await page.goto("/#/dashboard");
    await page.getByRole("region", { name: "Open work orders", exact: true }).waitFor({ timeout: 30_000 });
    // Interactive: a task queued now runs at once when the main thread is free.
    const ms = await page.evaluate(
      () => new Promise<number>((resolve) => setTimeout(() => resolve(performance.now()), 0)),
    );
    await page.waitForLoadState("networkidle");
    return { ms, jsBytes };
  } finally {
    await context.close();
  }
};

/** The web app's first download and how soon /dashboard is usable, on the built app in Chromium. */
export const benchWeb = async (): Promise<BenchFigure[]> => {
  const distDir = buildWebInto();
  const initialGzip = initialScripts(distDir).reduce((sum, file) => sum + gzipSize(file), 0);
  const server = await startServer(distDir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: CHROMIUM_ARGS,
  });
  try {
    const session = await signInByApi(server.url);
    await loadDashboard(browser, server.url, session);
    const loads = [];
    for (let i = 0; i < RUNS; i++) loads.push(await loadDashboard(browser, server.url, session));
    return [
      {
        name: "web: initial JavaScript (entry + preloads, gzip)",
        value: initialGzip / KB,
        unit: "KB",
        target: { below: 250 },
      },
      {
        name: "web: JavaScript fetched to show /dashboard (as sent)",
        value: median(loads.map((l) => l.jsBytes)) / KB,
        unit: "KB",
      },
      {
        name: `web: navigation to interactive /dashboard (median of ${RUNS} cold loads)`,
        value: median(loads.map((l) => l.ms)),
        unit: "ms",
        target: { below: 1500 },
      },
    ];
  } finally {
    await browser.close();
    await server.stop();
    rmSync(distDir, { recursive: true, force: true });
  }
};
