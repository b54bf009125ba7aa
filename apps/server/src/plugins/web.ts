import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { EMBED_PATH, ResultCode } from "@fieldstead/domain";
import { loadBuiltFiles, sendBuiltFile, type BuiltFile } from "./built-files.ts";
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

export type WebPluginOptions = {
  distDir?: string;
  /** Origins the app's page may frame besides its own, for this request (the carousel's external entries). */
  frameSources?: (request: FastifyRequest) => Promise<string[]>;
};

/** The paths answered with the app's index: every non-API path that is not a file, and the index itself. */
const isAppPagePath = (path: string): boolean =>
  !/^\/api(\/|$)/i.test(path) &&
  !path.toLowerCase().startsWith(`${EMBED_PATH}/`) &&
  (!/\.[a-z0-9]{1,8}$/i.test(path) || /\/index\.html$/i.test(path));

/** The policy with its frame-src replaced by the product's own origin and `sources`. */
export const withFrameSources = (policy: string, sources: readonly string[]): string => {
  const directives = policy
    .split(";")
    .map((d) => d.trim())
    .filter((d) => d !== "" && !/^frame-src(\s|$)/i.test(d));
  return [...directives, ["frame-src", "'self'", ...sources].join(" ")].join(";");
};

/**
 * The app's page frames dashboards: it may frame the origins `frameSources` gives for the request (the page
 * differs by session, so caches keep it per cookie). A 304 carries the policy too, as browsers take it over.
 */
const frameAppPage = async (
  request: FastifyRequest,
  reply: FastifyReply,
  frameSources: NonNullable<WebPluginOptions["frameSources"]>,
): Promise<void> => {
  if (request.method !== "GET" && request.method !== "HEAD") return;
  if (!isAppPagePath(request.url.split("?")[0] ?? "/")) return;
  const vary = reply.getHeader("vary");
  reply.header("vary", vary ? `${String(vary)}, Cookie` : "Cookie");
  const sources = await frameSources(request).catch((err: unknown) => {
    request.log.warn({ err }, "the page's frame sources could not be read");
    return [];
  });
  const policy = reply.getHeader("content-security-policy");
  if (sources.length > 0 && typeof policy === "string")
    reply.header("content-security-policy", withFrameSources(policy, sources));
};

/**
 * Serves the single-page app: its built files, and its index for every other non-API path
 * (path addresses on mobile widths); the embedded-dashboard page at `/embed/dashboard/{token}`. An unknown
 * /api path is a JSON 404.
 */
export const webPlugin = async (
  app: FastifyInstance,
  { distDir = WEB_DIST, frameSources }: WebPluginOptions = {},
) => {
  const files = existsSync(`${distDir}/index.html`) ? loadBuiltFiles(distDir) : new Map<string, BuiltFile>();
  const index = files.get("/index.html");
  const embed = files.get("/embed.html");
  if (frameSources) {
    app.addHook("onSend", async (request, reply, payload) => {
      await frameAppPage(request, reply, frameSources);
      return payload;
    });
  }
  // Every file of the build, answered from memory by its exact address (HEAD too).
  for (const [address, file] of files)
    app.get(address, (request, reply) => sendBuiltFile(request, reply, file));
  if (index) app.get("/", (request, reply) => sendBuiltFile(request, reply, index));
  // The page asks nothing of the token: it calls Embed/GetDashboard, which checks it.
  app.get(`${EMBED_PATH}/*`, async (request, reply) => {
    if (!embed)
      return sendError(reply, 404, {
        StatusCode: ResultCode.NoMatch,
        StatusMessage: "The embedded-dashboard page is not part of this build.",
        error: "NOT_FOUND",
      });
    return sendBuiltFile(request, reply, embed);
  });
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
    if (index) return sendBuiltFile(request, reply, index);
    return reply.type("text/html; charset=utf-8").send(PLACEHOLDER);
  });
};
