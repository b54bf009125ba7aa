import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";

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

const page = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export default defineConfig({
  plugins: [react(), precompress(), embedPage()],
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
      input: { index: page("./index.html"), embed: page("./embed.html") },
      // Schemas built at a module's top level (zod, the domain's enumSchema) have no side effects: one the
      // first screen does not use is dropped, so zod itself loads with the screens that validate.
      treeshake: { manualPureFunctions: ["z", "enumSchema"] },
    },
  },
});
