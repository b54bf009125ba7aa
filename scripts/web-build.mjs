// Whether the web app's build is missing or older than its sources; shared by `npm start` and the browser tests.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const newestMtime = (path) => {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules" || entry === "dist") continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
};

/** @param {string} root the repository's root directory */
export const isWebBuildStale = (root) => {
  const web = join(root, "apps", "web");
  const built = join(web, "dist", "index.html");
  const sources = [
    join(web, "src"),
    join(web, "public"),
    join(web, "index.html"),
    join(web, "embed.html"),
    join(web, "vite.config.ts"),
    join(root, "packages", "domain", "src"),
  ];
  // The embedded dashboards' page is the build's second entry.
  if (!existsSync(join(web, "dist", "embed.html"))) return true;
  return !existsSync(built) || statSync(built).mtimeMs < Math.max(...sources.map(newestMtime));
};
