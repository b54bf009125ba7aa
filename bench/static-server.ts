import { createServer, type Server } from "node:http";
import { readFile } from "node:fs/promises";
import { extname, join, normalize } from "node:path";
import type { AddressInfo } from "node:net";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".woff2": "font/woff2",
};

/**
 * The baseline the portal's own file serving is measured against: the same build served as plain files by a
 * minimal Node server — the precompressed .br (or .gz) beside a file when the browser takes it, hashed assets
 * cached for a year, the index for '/', no other headers and no other work. Files are read once and kept.
 */
export const startStaticServer = async (distDir: string): Promise<{ url: string; stop(): Promise<void> }> => {
  const cache = new Map<string, Buffer | null>();
  const read = async (path: string): Promise<Buffer | null> => {
    if (!cache.has(path)) cache.set(path, await readFile(path).catch(() => null));
    return cache.get(path) ?? null;
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = normalize(decodeURIComponent((request.url ?? "/").split("?")[0]!));
      const file = join(distDir, path === "/" ? "index.html" : path);
      if (!file.startsWith(distDir)) return void response.writeHead(400).end();
      const accepts = String(request.headers["accept-encoding"] ?? "");
      const encoding = accepts.includes("br") ? "br" : accepts.includes("gzip") ? "gz" : null;
      const compressed = encoding ? await read(`${file}.${encoding}`) : null;
      const body = compressed ?? (await read(file));
      if (!body) return void response.writeHead(404).end();
      response.writeHead(200, {
        "content-type": TYPES[extname(file)] ?? "application/octet-stream",
        "cache-control": path.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "no-cache",
        ...(compressed
          ? { "content-encoding": encoding === "br" ? "br" : "gzip", vary: "Accept-Encoding" }
          : {}),
      });
      response.end(body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
