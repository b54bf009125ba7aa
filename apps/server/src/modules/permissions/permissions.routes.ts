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
import { requireSession } from "../../plugins/auth.ts";
import { modulePermission, rolePermissionTabs, routePatterns } from "./permissions.use-cases.ts";

export const permissionsRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetRoutePermissionsContract, async ({ body, request }) => {
    const patterns = await routePatterns(ctx, requireSession(request), {
      roleId: body.RoleId,
      typeId: body.TypeId,
    });
    return {
      StatusCode: ResultCode.Success,
      StatusMessage: "Success",
      Permission: patterns.map((URL) => ({ URL })),
    };
  });

  registerContract(app, ctx, GetAllowedRoutesContract, async ({ request }) =>
    routePatterns(ctx, requireSession(request), { typeId: 1 }),
  );

  registerContract(app, ctx, GetModulePermissionForUserContract, async ({ query, request }) =>
    modulePermission(ctx, requireSession(request), query),
  );

  registerContract(app, ctx, GetRolePermissionByRoleIdContract, async ({ query, request }) =>
    rolePermissionTabs(ctx, requireSession(request), query.roleId),
  );
};
