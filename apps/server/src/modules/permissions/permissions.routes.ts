import type { FastifyInstance } from "fastify";
import {
  GetAllowedRoutesContract,
  GetModulePermissionForUserContract,
  GetRolePermissionByRoleIdContract,
  GetRoutePermissionsContract,
  ResultCode,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { registerContract } from "../../lib/routes.ts";
import { modulePermission, rolePermissionTabs, routePatterns } from "./permissions.use-cases.ts";

export const permissionsRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetRoutePermissionsContract, async ({ body, session }) => {
    const patterns = await routePatterns(ctx, session, {
      roleId: body.RoleId,
      typeId: body.TypeId,
    });
    return {
      StatusCode: ResultCode.Success,
      StatusMessage: "Success",
      Permission: patterns.map((URL) => ({ URL })),
    };
  });

  registerContract(app, ctx, GetAllowedRoutesContract, async ({ session }) =>
    routePatterns(ctx, session, { typeId: 1 }),
  );

  registerContract(app, ctx, GetModulePermissionForUserContract, async ({ query, session }) =>
    modulePermission(ctx, session, query),
  );

  registerContract(app, ctx, GetRolePermissionByRoleIdContract, async ({ query, session }) =>
    rolePermissionTabs(ctx, session, query.roleId),
  );
};
