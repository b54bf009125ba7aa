import type { FastifyInstance } from "fastify";
import {
  ChangeUserRoleContract,
  GetUserListContract,
  GetUsersOrRolesOrGroupsContract,
  SetUserEnabledContract,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { registerContract } from "../../lib/routes.ts";
import { changeUserRole, setUserEnabled, userList, usersOrRolesOrGroups } from "./user-admin.service.ts";

/** User administration: the user list, a user's role and state, and the users-or-roles pickers. */
export const userAdminRoutes = async (app: FastifyInstance, ctx: AppContext): Promise<void> => {
  registerContract(app, ctx, GetUserListContract, async ({ body, session }) => userList(ctx, session, body));
  registerContract(app, ctx, ChangeUserRoleContract, async ({ body, session }) =>
    changeUserRole(ctx, session, body),
  );
  registerContract(app, ctx, SetUserEnabledContract, async ({ body, session }) =>
    setUserEnabled(ctx, session, body),
  );
  registerContract(app, ctx, GetUsersOrRolesOrGroupsContract, async ({ query, session }) =>
    usersOrRolesOrGroups(ctx, session, query),
  );
};
