import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { isWebBuildStale as isStale } from "../../scripts/web-build.mjs";
import { ROOT_DIR, childEnv } from "./repo.ts";

export const isWebBuildStale = (): boolean => isStale(ROOT_DIR);

const build = (extraArgs: string[]): void => {
  const started = Date.now();
  const result = spawnSync("npm", ["run", "build", "-w", "apps/web", "--", ...extraArgs], {
    cwd: ROOT_DIR,
    env: childEnv(),
    encoding: "utf8",
    stdio: "pipe",
  });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? "");
    process.stderr.write(result.stderr ?? "");
    throw new Error(
      `The web app did not build (exit ${result.status ?? result.signal}); see the output above.`,
    );
  }
  process.stdout.write(`web app built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
};

/** A fresh production build in a directory of its own; answers the directory. */
export const buildWebInto = (): string => {
  const outDir = mkdtempSync(join(tmpdir(), "fieldstead-web-"));
  build(["--outDir", outDir, "--emptyOutDir"]);
  return outDir;
};

/**
 * Builds the web app when its build is missing or older than its sources, as `npm start` does, and answers
 * the directory to serve it from. With E2E_PRIVATE_BUILD=1 every run builds into a directory of its own,
 * so runs side by side never serve each other's half-written builds.
 */
export const ensureWebBuild = (): string | undefined => {
  if (process.env.E2E_PRIVATE_BUILD === "1") return buildWebInto();
  if (isWebBuildStale()) build([]);
  return undefined;
};
