import type { FastifyRequest } from "fastify";
import QRCode from "qrcode";
import { assetAddress, type AssetLabelQuery } from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import type { ActiveSession } from "../auth/session-store.ts";
import { readAssetsByIds } from "./asset-records.repository.ts";
import { notFound } from "./assets.errors.ts";

// A Host header is a host name or address with an optional port; anything else is not put into a label.
const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * The address labels lead to: the configured public address, else the address this request came to (its
 * protocol and Host), so a label printed from any installation opens that installation.
 */
export const publicOrigin = (ctx: AppContext, request: FastifyRequest): string => {
  if (ctx.config.publicUrl) return ctx.config.publicUrl;
  const host = request.headers.host ?? "";
  return `${request.protocol}://${HOST.test(host) ? host : `${ctx.config.host}:${ctx.config.port}`}`;
};

export type AssetLabel = { contentType: string; body: Buffer | string };

/** The asset's QR code: its page's address, as a PNG or an SVG image. */
export const assetLabel = async (
  ctx: AppContext,
  session: ActiveSession,
  request: FastifyRequest,
  query: AssetLabelQuery,
): Promise<AssetLabel> => {
  const [found] = await readAssetsByIds(ctx.db, session.orgId, [query.Id]);
  if (!found) throw notFound("Asset");
  const text = assetAddress({ origin: publicOrigin(ctx, request), id: found.asset.id });
  // Medium error correction survives a scuffed label; a quiet zone of 2 modules keeps it scannable on a page.
  const options = { errorCorrectionLevel: "M" as const, margin: 2 };
  if (query.Format === "svg")
    return {
      contentType: "image/svg+xml",
      body: await QRCode.toString(text, { ...options, type: "svg" }),
    };
  return {
    contentType: "image/png",
    body: await QRCode.toBuffer(text, { ...options, type: "png", width: 320 }),
  };
};
