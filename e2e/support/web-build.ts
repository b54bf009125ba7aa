import { spawnSync } from "node:child_process";
import { isWebBuildStale as isStale } from "../../scripts/web-build.mjs";
import { ROOT_DIR, childEnv } from "./repo.ts";

export const isWebBuildStale = (): boolean => isStale(ROOT_DIR);

/** Builds the web app when its build is missing or older than its sources, as `npm start` does. */
export const ensureWebBuild = (): void => {
  if (!isWebBuildStale()) return;
  const started = Date.now();
  const result = spawnSync("npm", ["run", "build", "-w", "apps/web"], {
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
