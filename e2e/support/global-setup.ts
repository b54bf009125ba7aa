import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
import { startServer } from "./server.ts";
import { ensureWebBuild } from "./web-build.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Builds the web app when it is out of date and starts one server, on a fresh database, for the whole run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const webDistDir = ensureWebBuild();
  const server = await startServer(webDistDir);
  project.provide("baseUrl", server.url);
  return async () => {
    await server.stop();
    // A private build lives only as long as its run.
    if (webDistDir) rmSync(webDistDir, { recursive: true, force: true });
  };
}
