import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/errors.ts";
import { updateRoleEnabled } from "./permissions.repository.ts";

/** Enables or disables a role; disabling ends the sessions of everyone holding it, at once. */
export const setRoleEnabled = async (ctx: AppContext, orgId: number, roleId: number, enabled: boolean) => {
  await ctx.permissions.changeRole(roleId, async (tx) => {
    if (!(await updateRoleEnabled(tx, orgId, roleId, enabled))) throw new AppError("NOT_FOUND");
  });
  if (!enabled) await ctx.sessions.revoke({ orgId, roleId }, "role-disabled");
};
