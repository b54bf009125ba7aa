// Starts Fieldstead: builds the web app when its build is missing or older than its sources,
// then runs the server (which migrates and seeds the database before it listens).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const web = join(root, "apps", "web");
const built = join(web, "dist", "index.html");

const newestMtime = (path) => {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules" || entry === "dist") continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
};

const sourcesNewest = Math.max(
  newestMtime(join(web, "src")),
  newestMtime(join(web, "index.html")),
  newestMtime(join(root, "packages", "domain", "src")),
);
if (!existsSync(built) || statSync(built).mtimeMs < sourcesNewest) {
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
