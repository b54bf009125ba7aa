import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { contractAddresses } from "./build-plugins/contract-addresses.ts";
import { FIRST_PASS, chunkGroups } from "./build-plugins/chunk-plan.ts";

const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
const MIN_BYTES = 1024;

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

/** Writes .br and .gz beside every text asset, so the server sends them compressed without work per request. */
const precompress = (): Plugin => {
  let outDir = "dist";
  return {
    name: "fieldstead-precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
};

/** Embedded dashboards are path addresses (`/embed/dashboard/{token}`) answered by the second page, embed.html. */
const EMBED_ADDRESS = /^\/embed\/dashboard\/[^?#]*/;
const embedPage = (): Plugin => {
  const rewrite = (req: { url?: string }, _res: unknown, next: () => void) => {
    if (req.url && EMBED_ADDRESS.test(req.url)) req.url = "/embed.html";
    next();
  };
  return {
    name: "fieldstead-embed-page",
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
  };
};

/** Libraries (with the portal's files that run them) that only some screens load, each a chunk of its own. */
const HEAVY_CODE = [
  {
    name: "data-grid",
    test: /[\\/](node_modules[\\/]ag-grid-|components[\\/]grid[\\/](data-grid|set-column-filter|grid-setup)\.tsx?$)/,
  },
  { name: "charts", test: /[\\/]node_modules[\\/](echarts|zrender)[\\/]/ },
];

const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));

/**
 * What every signed-in page loads (the portal's frame) and the landing page after sign-in, opened cold more than
 * any other, and the tooltips the frame fetches as it starts: each loads one chunk of what it needs, not the
 * larger chunk every other screen shares.
 */
const LEAN_SCREENS = [
  { name: "frame-shared", module: /[\\/]app[\\/]portal-frame\.tsx$/ },
  { name: "dashboard-shared", module: /[\\/]dashboard[\\/]components[\\/]dashboard-page\.tsx$/ },
  // The frame's tooltips, fetched as it starts (components/ui/deferred-tooltip.tsx).
  { name: "tooltip", module: /[\\/]@mui[\\/]material[\\/]Tooltip[\\/]index\.m?js$/ },
];

/** The portal and the embedded dashboard page (frames and wall displays: no shell, no session). */
const PAGES = [
  { name: "index", script: page("./src/main.tsx") },
  { name: "embed", script: page("./src/embed/embed-main.tsx") },
];

export default defineConfig(async ({ command }) => ({
  plugins: [react(), contractAddresses(), process.env[FIRST_PASS] ? null : precompress(), embedPage()],
  server: {
    proxy: {
      "/api": "http://127.0.0.1:8080",
      // The real-time hub: its long polls and its WebSocket upgrade go to the API server too.
      "/MessageHub": { target: "http://127.0.0.1:8080", ws: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // The entry (React, the router, MUI's core, TanStack Query) is just over Vite's 500 kB notice before
    // compression; what counts is the gzip size the web benchmark holds under 250 KB.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // The portal, and the embedded dashboard page that frames and wall displays load (no shell, no session).
      input: Object.fromEntries(PAGES.map(({ name }) => [name, page(`./${name}.html`)])),
      // Schemas built at a module's top level (zod, the domain's enumSchema) have no side effects: one the
      // first screen does not use is dropped, so zod itself loads with the screens that validate.
      treeshake: { manualPureFunctions: ["z", "enumSchema"] },
      output: {
        codeSplitting: {
          // The first loads, the screens' shared code and the heavy libraries (build-plugins/chunk-plan.ts).
          groups:
            command === "build" && !process.env[FIRST_PASS]
              ? await chunkGroups(fileURLToPath(import.meta.url), PAGES, HEAVY_CODE, LEAN_SCREENS)
              : [],
        },
      },
    },
  },
}));
