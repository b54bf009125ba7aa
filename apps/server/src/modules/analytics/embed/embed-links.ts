import type { FastifyRequest } from "fastify";
import {
  EMBED_PATH,
  EMBED_TOKEN_LIFETIME_MS,
  type BuiltInDashboardId,
  type EmbedTokenClaims,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { publicOrigin } from "../../../lib/public-origin.ts";
import { embedTokensFor } from "./embed-tokens.ts";

/** Where signed links lead: the configured public address, else this server's own (see publicOrigin). */
export const embedOrigin = (ctx: AppContext, request: FastifyRequest): string =>
  publicOrigin(ctx.config, request);

/**
 * A fresh signed address of a built-in dashboard over one organisation's data: `{origin}{EMBED_PATH}/{token}`,
 * valid for EMBED_TOKEN_LIFETIME_MS (longer than the carousel's reload, so a wall display never shows an
 * expired one).
 */
export const signedDashboardUrl = async (
  ctx: AppContext,
  link: {
    origin: string;
    orgId: number;
    dashboardId: BuiltInDashboardId;
    params?: EmbedTokenClaims["params"];
  },
): Promise<string> => {
  const tokens = await embedTokensFor(ctx);
  const token = await tokens.sign(
    { resource: { dashboard: link.dashboardId }, params: link.params ?? {}, org: link.orgId },
    new Date(ctx.now().getTime() + EMBED_TOKEN_LIFETIME_MS),
  );
  return `${link.origin}${EMBED_PATH}/${token}`;
};
