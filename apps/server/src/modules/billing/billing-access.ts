import { AccessRightType, ModuleId } from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/errors.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";

/** Whether the person's role holds a billing capability (an operation under Billing, 1100–1113) at read-write. */
export const hasBillingCapability = (
  ctx: AppContext,
  session: ActiveSession,
  moduleId: number,
): Promise<boolean> =>
  ctx.permissions.roleAllows(session.orgId, session.roleId, {
    kind: "module",
    moduleId,
    parentId: ModuleId.Billing,
    level: AccessRightType.ReadWrite,
  });

/** Refuses (403) a step the person's role does not hold; `step` names it in the message. */
export const requireBillingCapability = async (
  ctx: AppContext,
  session: ActiveSession,
  moduleId: number,
  step: string,
): Promise<void> => {
  if (!(await hasBillingCapability(ctx, session, moduleId)))
    throw new AppError("FORBIDDEN", { message: `Your role may not ${step}.` });
};
