import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, relative, sep } from "node:path";
import type { FastifyReply, FastifyRequest } from "fastify";

const MEDIA_TYPES: Readonly<Record<string, string>> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".ico": "image/x-icon",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};

/** One file of the build, read once: its bytes, its precompressed forms, and the headers it is sent with. */
export type BuiltFile = {
  raw: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  mediaType: string;
  cacheControl: string;
  etag: string;
};

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

const read = (path: string): Buffer | null => {
  try {
    return readFileSync(path);
  } catch {
    return null;
  }
};

/**
 * Hashed file names (under assets/) never change content: cached for a year. The embedded-dashboard page
 * carries its token in its address: never kept. Everything else (the index) is always revalidated.
 */
const cacheControlOf = (address: string): string =>
  address.startsWith("/assets/")
    ? "public, max-age=31536000, immutable"
    : address === "/embed.html"
      ? "no-store"
      : "no-cache";

/**
 * The built web app, read into memory at start: every file by its address ('/assets/index-abc.js'), with the
 * .br and .gz files the build wrote beside it. Answering one is a map lookup, no file system work.
 */
export const loadBuiltFiles = (distDir: string): ReadonlyMap<string, BuiltFile> => {
  const files = new Map<string, BuiltFile>();
  for (const path of filesUnder(distDir)) {
    if (path.endsWith(".br") || path.endsWith(".gz")) continue;
    const raw = readFileSync(path);
    const address = `/${relative(distDir, path).split(sep).join("/")}`;
    files.set(address, {
      raw,
      br: read(`${path}.br`),
      gzip: read(`${path}.gz`),
      mediaType: MEDIA_TYPES[extname(path).toLowerCase()] ?? "application/octet-stream",
      cacheControl: cacheControlOf(address),
      etag: `"${createHash("sha1").update(raw).digest("base64url")}"`,
    });
  }
  return files;
};

/**
 * Sends a built file: brotli or gzip when the browser takes it, the same validator whatever the encoding, and
 * 304 when the browser holds it already.
 */
export const sendBuiltFile = (request: FastifyRequest, reply: FastifyReply, file: BuiltFile) => {
  reply
    .header("content-type", file.mediaType)
    .header("cache-control", file.cacheControl)
    .header("etag", file.etag)
    .header("vary", "Accept-Encoding");
  if (request.headers["if-none-match"] === file.etag) return reply.code(304).send();
  const accepts = String(request.headers["accept-encoding"] ?? "");
  if (file.br && /\bbr\b/.test(accepts)) return reply.header("content-encoding", "br").send(file.br);
  if (file.gzip && /\bgzip\b/.test(accepts)) return reply.header("content-encoding", "gzip").send(file.gzip);
  return reply.send(file.raw);
};
