import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../../context.ts";
import { resolveSession } from "../../../plugins/auth.ts";
import { carouselFrameOrigins } from "./carousel-links.service.ts";

/**
 * The origins the web app's page may frame besides its own, for this request: those of the signed-in
 * person's organisation's external carousel entries; none without a valid session.
 */
export const carouselFrameSources =
  (ctx: AppContext) =>
  async (request: FastifyRequest): Promise<string[]> => {
    const session = await resolveSession(ctx, request);
    return session ? carouselFrameOrigins(ctx.db, session.orgId) : [];
  };
