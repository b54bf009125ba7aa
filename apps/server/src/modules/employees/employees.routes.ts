import type { FastifyInstance } from "fastify";
import {
  GetDataFormatsContract,
  GetLandingPageModulesByRoleContract,
  UpdateEmployeeCookiesContract,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { registerContract } from "../../lib/routes.ts";
import { dataFormats, landingPageModules, updateEmployeeCookies } from "./employees.service.ts";

export const employeesRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetLandingPageModulesByRoleContract, async ({ session }) =>
    landingPageModules(ctx, session),
  );
  registerContract(app, ctx, UpdateEmployeeCookiesContract, async ({ body, session }) =>
    updateEmployeeCookies(ctx, session, body),
  );
  registerContract(app, ctx, GetDataFormatsContract, async ({ session }) => dataFormats(ctx, session));
};
