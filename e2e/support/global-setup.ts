import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { seedDataDir, startServer } from "./server.ts";
import { ensureWebBuild } from "./web-build.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** One server a worker: files running side by side never share a database. */
    baseUrls: string[];
  }
}

/**
 * Builds the web app when it is out of date, seeds the demo database once, and starts one server per worker,
 * each on its own copy of it, for the whole run: a worker's files run one after another against its own server.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const webDistDir = ensureWebBuild();
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const seeded = await seedDataDir(webDistDir);
  const servers = await Promise.all(
    Array.from({ length: workers }, () => startServer(webDistDir, seeded)),
  ).finally(() => rmSync(seeded, { recursive: true, force: true }));
  project.provide(
    "baseUrls",
    servers.map((server) => server.url),
  );
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    // A private build lives only as long as its run.
    if (webDistDir) rmSync(webDistDir, { recursive: true, force: true });
  };
}
