import {
  AccessRightType,
  DataPointAction,
  enumName,
  FORM_BUILDER_MESSAGES,
  formActionPermission,
  ModuleId,
  type DataPointActionId,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/errors.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";

/**
 * Refuses (403) a life-cycle action the person's role does not hold: each action (Draft, RequestForReview,
 * Reject, Approve, Disable) is an operation of its own under Form Builder (1201–1205), held at read-write.
 * Saving a form's draft is the Draft action.
 */
export const requireFormAction = async (
  ctx: AppContext,
  session: ActiveSession,
  action: DataPointActionId,
): Promise<void> => {
  const moduleId = formActionPermission(action);
  const isAllowed =
    moduleId !== null &&
    (await ctx.permissions.roleAllows(session.orgId, session.roleId, {
      kind: "module",
      moduleId,
      parentId: ModuleId.FormBuilder,
      level: AccessRightType.ReadWrite,
    }));
  if (!isAllowed)
    throw new AppError("FORBIDDEN", {
      message: FORM_BUILDER_MESSAGES.actionForbidden(String(enumName(DataPointAction, action) ?? action)),
    });
};

/** The answer to a form of another organisation, or of none: not found, never its data. */
export const formNotFound = (): AppError =>
  new AppError("NOT_FOUND", { message: FORM_BUILDER_MESSAGES.notFound });
