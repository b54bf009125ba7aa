import { assertNever } from "../../shared/enum.ts";
import { FormLifecycle, type FormLifecycleId } from "../forms.enums.ts";
import type { DataPointActionId } from "../survey/data-point.enums.ts";
import { isFormMoveAllowed, nextFormStatuses } from "../survey/data-point.rules.ts";
import { formStatusName } from "./form-builder.enums.ts";
import { FORM_BUILDER_MESSAGES as M } from "./form-builder.messages.ts";

/**
 * What saving a form's definition does in each status, or why it may not:
 * - Draft: the draft is saved, the status stays Draft;
 * - Rejected: the draft is saved and the form goes back to Draft, to be sent for review again;
 * - Approved: the next draft starts — the status becomes Draft while the approved version stays in use for
 *   answers until the new draft is approved (editing a form in use never takes it out of use);
 * - Request for Review: refused until the review ends (a reviewer rejects it to have it edited);
 * - Disabled: refused until it is moved back to Draft, so a form switched on again is reviewed again.
 */
export type FormSavePlan =
  { ok: true; status: FormLifecycleId; isStatusChange: boolean } | { ok: false; message: string };

export const planFormSave = (status: FormLifecycleId): FormSavePlan => {
  switch (status) {
    case FormLifecycle.Draft:
      return { ok: true, status: FormLifecycle.Draft, isStatusChange: false };
    case FormLifecycle.Reject:
    case FormLifecycle.Approve:
      return { ok: true, status: FormLifecycle.Draft, isStatusChange: true };
    case FormLifecycle.RequestForReview:
      return { ok: false, message: M.saveRefusedInReview };
    case FormLifecycle.Disable:
      return { ok: false, message: M.saveRefusedDisabled };
    default:
      return assertNever(status);
  }
};

/** A life-cycle action's outcome: the status it moves the form to, or the message naming both statuses. */
export type FormMovePlan = { ok: true; status: FormLifecycleId } | { ok: false; message: string };

/**
 * Whether an action may be taken on a form in `status`: each action moves the form into the status of the same
 * id, along the life cycle's moves (Draft → Request for Review → Approved or Rejected; Rejected → Draft;
 * Approved → Disabled; Disabled → Draft). A move the life cycle does not allow names both statuses.
 */
export const planFormMove = (status: FormLifecycleId, action: DataPointActionId): FormMovePlan =>
  isFormMoveAllowed(status, action)
    ? { ok: true, status: action }
    : { ok: false, message: M.moveRefused(formStatusName(status), formStatusName(action)) };

/** The actions a form in `status` may take next (an action's id is the id of the status it leads to). */
export const nextFormActions = (status: FormLifecycleId): DataPointActionId[] => [
  ...nextFormStatuses(status),
];
