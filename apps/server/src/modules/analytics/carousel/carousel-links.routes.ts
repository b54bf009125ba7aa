import type { FastifyInstance } from "fastify";
import {
  GetCarouselSettingsContract,
  GetDashBoardLinksForCarouselContract,
  SaveCarouselSettingsContract,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { registerContract } from "../../../lib/routes.ts";
import { carouselDashboardLinks, carouselSettings, saveCarouselSettings } from "./carousel-links.service.ts";
import { embedOrigin } from "../embed/embed-links.ts";

/** The organisation's carousel list: as configured (administrators), and as played (signed addresses). */
export const carouselLinksRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetDashBoardLinksForCarouselContract, async ({ session, request }) =>
    carouselDashboardLinks(ctx, session, embedOrigin(ctx, request)),
  );
  registerContract(app, ctx, GetCarouselSettingsContract, async ({ session }) =>
    carouselSettings(ctx, session),
  );
  registerContract(app, ctx, SaveCarouselSettingsContract, async ({ body, session }) =>
    saveCarouselSettings(ctx, session, body),
  );
};
