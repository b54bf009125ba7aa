import { GetAssetLabelContract } from "@fieldstead/domain";

/**
 * GET FixedAsset/GetAssetLabel: the address of an asset's QR code image, for an <img>. The browser sends the
 * session cookie with it (a GET needs no request marker).
 */
export const assetLabelUrl = (id: number, format: "png" | "svg" = "png"): string =>
  `/api${GetAssetLabelContract.path}?${new URLSearchParams({ Id: String(id), Format: format }).toString()}`;
