import type { FastifyRequest } from "fastify";
import QRCode from "qrcode";
import { assetAddress, type AssetLabelQuery } from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { publicOrigin } from "../../lib/public-origin.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { readAssetsByIds } from "./asset-records.repository.ts";
import { notFound } from "./assets.errors.ts";

export type AssetLabel = { contentType: string; fileName: string; body: Buffer | string };

/** The asset's QR code: its page's address, as a PNG or an SVG image. */
export const assetLabel = async (
  ctx: AppContext,
  session: ActiveSession,
  request: FastifyRequest,
  query: AssetLabelQuery,
): Promise<AssetLabel> => {
  const [found] = await readAssetsByIds(ctx.db, session.orgId, [query.Id]);
  if (!found) throw notFound("Asset");
  const text = assetAddress({ origin: publicOrigin(ctx.config, request), id: found.asset.id });
  // Medium error correction survives a scuffed label; a quiet zone of 2 modules keeps it scannable on a page.
  const options = { errorCorrectionLevel: "M" as const, margin: 2 };
  const fileName = `asset-${found.asset.id}-label.${query.Format === "svg" ? "svg" : "png"}`;
  if (query.Format === "svg")
    return {
      contentType: "image/svg+xml",
      fileName,
      body: await QRCode.toString(text, { ...options, type: "svg" }),
    };
  return {
    contentType: "image/png",
    fileName,
    body: await QRCode.toBuffer(text, { ...options, type: "png", width: 320 }),
  };
};
