// Starts Fieldstead: builds the web app when its build is missing or older than its sources,
// then runs the server (which migrates and seeds the database before it listens).
import { spawn, spawnSync } from "node:child_process";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { isWebBuildStale } from "./web-build.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

if (isWebBuildStale(root)) {
  process.stdout.write("Building the web app…\n");
  const result = spawnSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    process.stderr.write("The web app did not build; see the messages above.\n");
    process.exit(result.status ?? 1);
  }
}

const server = spawn(process.execPath, ["--import", "tsx", join(root, "apps", "server", "src", "main.ts")], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
