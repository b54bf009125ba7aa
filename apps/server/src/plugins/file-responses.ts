import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** Raster pictures: nothing in them can run, so they need no sandbox. */
const RASTER_IMAGE_TYPES = new Set([
  "image/jpeg",
  "image/png",
  "image/gif",
  "image/bmp",
  "image/webp",
  "image/tiff",
  "image/avif",
]);
// Plain audio and video (video/mp4, audio/mpeg …); a '+' type such as image/svg+xml never matches.
const PLAIN_MEDIA = /^(?:audio|video)\/[a-z0-9.-]+$/;

const mediaTypeOf = (contentType: string): string => (contentType.split(";")[0] ?? "").trim().toLowerCase();

export const isRasterImage = (contentType: string): boolean =>
  RASTER_IMAGE_TYPES.has(mediaTypeOf(contentType));

/**
 * Types a browser may show in the portal's page: raster pictures, PDF, plain audio and video. Never SVG,
 * HTML, XML or XHTML, nor anything unknown: a script inside those would run on the portal's origin.
 */
export const isSafeInline = (contentType: string): boolean => {
  const type = mediaTypeOf(contentType);
  return RASTER_IMAGE_TYPES.has(type) || type === "application/pdf" || PLAIN_MEDIA.test(type);
};

/** The headers every file reply carries besides its type and name: no sniffing, and the sandbox. */
export const fileSafetyHeaders = (contentType: string): Record<string, string> => ({
  "x-content-type-options": "nosniff",
  ...(isRasterImage(contentType) ? {} : { "content-security-policy": "sandbox" }),
});

/**
 * Every reply that carries a file (a Content-Disposition) gets the same protection, whichever module sent it:
 * nosniff, the sandbox unless it is a raster picture, and an attachment unless its type is safe inline.
 */
export const fileResponsesPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onSend", async (_request, reply, payload) => {
    const disposition = reply.getHeader("content-disposition");
    if (typeof disposition !== "string") return payload;
    const contentType = String(reply.getHeader("content-type") ?? "");
    reply.headers(fileSafetyHeaders(contentType));
    if (/^\s*inline/i.test(disposition) && !isSafeInline(contentType))
      reply.header("content-disposition", disposition.replace(/^\s*inline/i, "attachment"));
    return payload;
  });
});
