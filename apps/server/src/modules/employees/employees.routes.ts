import type { FastifyInstance } from "fastify";
import {
  GetDataFormatsContract,
  GetLandingPageModulesByRoleContract,
  UpdateEmployeeCookiesContract,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { registerContract } from "../../lib/routes.ts";
import { requireSession } from "../../plugins/auth.ts";
import { dataFormats, landingPageModules, updateEmployeeCookies } from "./employees.service.ts";

export const employeesRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetLandingPageModulesByRoleContract, async ({ request }) =>
    landingPageModules(ctx, requireSession(request)),
  );
  registerContract(app, ctx, UpdateEmployeeCookiesContract, async ({ body, request }) =>
    updateEmployeeCookies(ctx, requireSession(request), body),
  );
  registerContract(app, ctx, GetDataFormatsContract, async ({ request }) =>
    dataFormats(ctx, requireSession(request)),
  );
};
