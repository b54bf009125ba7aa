import { AccessRightType, ModuleId } from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/errors.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { findEmployeeEmail } from "./location-sites.repository.ts";

/** Whether the caller's role holds Edit Automated Fields (1016): own codes, other places than the parent's. */
export const mayEditAutomatedFields = (ctx: AppContext, session: ActiveSession): Promise<boolean> =>
  ctx.permissions.roleAllows(session.orgId, session.roleId, {
    kind: "module",
    moduleId: ModuleId.LocationEditAutomatedFields,
    parentId: ModuleId.Locations,
    level: AccessRightType.ReadWrite,
  });

/**
 * Payload fields that repeat the caller's identity are checked, never trusted: a body naming another
 * employee (by id or e-mail) is refused. Identity comes from the session.
 */
export const checkCallerIdentity = async (
  ctx: AppContext,
  session: ActiveSession,
  claimed: { ids: readonly (number | undefined)[]; emails: readonly (string | undefined)[] },
): Promise<void> => {
  for (const id of claimed.ids)
    if (id !== undefined && id !== 0 && id !== session.employeeId) throw new AppError("FORBIDDEN");
  const emails = claimed.emails.map((e) => e?.trim().toLowerCase()).filter((e): e is string => !!e);
  if (emails.length === 0) return;
  const email = (await findEmployeeEmail(ctx.db, session.orgId, session.employeeId))?.toLowerCase();
  if (emails.some((e) => e !== email)) throw new AppError("FORBIDDEN");
};

/** PostgreSQL's unique_violation, however the driver wraps it. */
export const isUniqueViolation = (err: unknown): boolean => {
  for (let e: unknown = err; typeof e === "object" && e !== null; e = (e as { cause?: unknown }).cause)
    if ("code" in e && (e as { code: unknown }).code === "23505") return true;
  return false;
};
