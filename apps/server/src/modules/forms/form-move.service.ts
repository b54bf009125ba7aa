import {
  FORM_BUILDER_MESSAGES as M,
  FormLifecycle,
  formStatusName,
  planFormMove,
  type FormWriteReply,
  type MoveForm,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { AppError } from "../../lib/errors.ts";
import type { ActiveSession } from "../../plugins/session-store.ts";
import { formNotFound, requireFormAction } from "./form-access.ts";
import {
  insertFormHistory,
  insertFormVersion,
  lockForm,
  updateForm,
  type FormStamp,
} from "./forms.repository.ts";

/**
 * A life-cycle action on one of the organisation's forms, as one story: check the action's own permission
 * (403), lock the form's row so two moves are made one after the other, check the move against the life cycle
 * (409 naming both statuses), then in the same transaction write the new status, the history row and — on
 * Approve — the next immutable version (n + 1, the draft as approved), which is then in use; Disable takes the
 * approved version out of use. Another organisation's form is not found (404).
 */
export const moveForm = async (
  ctx: AppContext,
  session: ActiveSession,
  { FormId, ActionId, Comment }: MoveForm,
): Promise<FormWriteReply> => {
  await requireFormAction(ctx, session, ActionId);
  const stamp: FormStamp = { orgId: session.orgId, employeeId: session.employeeId, at: ctx.now() };
  const moved = await ctx.db.transaction(async (tx) => {
    const form = await lockForm(tx, stamp.orgId, FormId);
    if (!form) throw formNotFound();
    const plan = planFormMove(form.statusId, ActionId);
    if (!plan.ok) throw new AppError("NOT_ALLOWED_NOW", { message: plan.message });
    const isApproval = plan.status === FormLifecycle.Approve;
    const version = isApproval ? form.latestVersion + 1 : form.latestVersion;
    if (isApproval) await insertFormVersion(tx, stamp, form.id, version);
    const inUse = isApproval
      ? { inUse: true }
      : plan.status === FormLifecycle.Disable
        ? { inUse: false }
        : {};
    await updateForm(tx, stamp, form.id, { statusId: plan.status, latestVersion: version, ...inUse });
    await insertFormHistory(tx, stamp, form.id, {
      from: form.statusId,
      to: plan.status,
      comment: Comment || null,
    });
    return { name: form.name, statusId: plan.status, version };
  });
  return {
    StatusCode: 0,
    StatusMessage: M.moved(moved.name, formStatusName(moved.statusId)),
    FormId,
    StatusId: moved.statusId,
    Version: moved.version,
  };
};
