import type { FastifyInstance } from "fastify";
import {
  GetCarouselSettingsContract,
  GetDashBoardLinksForCarouselContract,
  SaveCarouselSettingsContract,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { registerContract } from "../../lib/routes.ts";
import { requireSession } from "../../plugins/auth.ts";
import { carouselDashboardLinks, carouselSettings, saveCarouselSettings } from "./carousel-links.service.ts";
import { embedOrigin } from "./embed-links.ts";

/** The organisation's carousel list: as configured (administrators), and as played (signed addresses). */
export const carouselLinksRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetDashBoardLinksForCarouselContract, async ({ request }) =>
    carouselDashboardLinks(ctx, requireSession(request), embedOrigin(ctx, request)),
  );
  registerContract(app, ctx, GetCarouselSettingsContract, async ({ request }) =>
    carouselSettings(ctx, requireSession(request)),
  );
  registerContract(app, ctx, SaveCarouselSettingsContract, async ({ body, request }) =>
    saveCarouselSettings(ctx, requireSession(request), body),
  );
};
