import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/errors.ts";
import { findRole } from "../permissions/permissions.repository.ts";
import { updateEmployee } from "./employees.repository.ts";

/** Enables or disables an account; disabling ends every session of it at once. */
export const setEmployeeEnabled = async (
  ctx: AppContext,
  orgId: number,
  employeeId: number,
  enabled: boolean,
) => {
  if (!(await updateEmployee(ctx.db, orgId, employeeId, { enabled }))) throw new AppError("NOT_FOUND");
  if (!enabled) await ctx.sessions.revoke({ orgId, employeeId }, "user-disabled");
};

/** Moves an account to another role of its organisation; its sessions end at once (it signs in again). */
export const changeEmployeeRole = async (
  ctx: AppContext,
  orgId: number,
  employeeId: number,
  roleId: number,
) => {
  if (!(await findRole(ctx.db, orgId, roleId))) throw new AppError("NOT_FOUND");
  if (!(await updateEmployee(ctx.db, orgId, employeeId, { roleId }))) throw new AppError("NOT_FOUND");
  await ctx.sessions.revoke({ orgId, employeeId }, "role-changed");
};
