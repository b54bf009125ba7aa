import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";
import { ResultCode } from "@fieldstead/domain";
import { sendError } from "./error-handler.ts";

export const WEB_DIST = fileURLToPath(new URL("../../../web/dist", import.meta.url));

const PLACEHOLDER = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fieldstead</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family: system-ui, sans-serif; margin: 4rem auto; max-width: 40rem; color: #1f2937">
<h1>Fieldstead</h1>
<p>The server is running. The web app is coming: it has not been built yet (run <code>npm start</code>, which builds it).</p>
<p>API documentation: <a href="/api/docs">/api/docs</a></p>
</body></html>`;

/**
 * Serves the single-page app: its built files, and its index for every other non-API path
 * (path addresses on mobile widths). An unknown /api path is a JSON 404.
 */
export const webPlugin = async (app: FastifyInstance, { distDir = WEB_DIST }: { distDir?: string } = {}) => {
  const hasBuild = existsSync(`${distDir}/index.html`);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: "/",
      wildcard: true,
      index: ["index.html"],
      // The build writes .br and .gz beside each text file; they are sent to browsers that accept them.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, path) => {
        // Hashed file names never change content: cache them for a year; the index is always revalidated.
        res.setHeader(
          "Cache-Control",
          /[\\/]assets[\\/]/.test(path) ? "public, max-age=31536000, immutable" : "no-cache",
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    // API paths, other methods and missing files (a path ending in a file extension) are real 404s.
    const isFile = /\.[a-z0-9]{1,8}$/i.test(path);
    if (/^\/api(\/|$)/i.test(path) || isFile || (request.method !== "GET" && request.method !== "HEAD")) {
      return sendError(reply, 404, {
        StatusCode: ResultCode.NoMatch,
        StatusMessage: isFile ? `No such file: ${path}` : `No such call: ${request.method} ${path}`,
        error: "NOT_FOUND",
      });
    }
    if (hasBuild) return reply.type("text/html; charset=utf-8").sendFile("index.html");
    return reply.type("text/html; charset=utf-8").send(PLACEHOLDER);
  });
};
