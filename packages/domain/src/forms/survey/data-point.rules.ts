import { FormLifecycle, type FormLifecycleId } from "../forms.enums.ts";
import { DATA_POINT_ACTION_PERMISSION, type DataPointActionId } from "./data-point.enums.ts";

/**
 * Where a form can go from each status. A draft is sent for review; a review ends in approval or rejection; a
 * rejected form goes back to draft to be edited again; an approved form can be disabled; a disabled form comes
 * back only as a draft, so it is reviewed and approved again before anyone fills it in.
 */
export const FORM_STATUS_MOVES: Readonly<Record<FormLifecycleId, readonly FormLifecycleId[]>> = {
  [FormLifecycle.Draft]: [FormLifecycle.RequestForReview],
  [FormLifecycle.RequestForReview]: [FormLifecycle.Approve, FormLifecycle.Reject],
  [FormLifecycle.Reject]: [FormLifecycle.Draft],
  [FormLifecycle.Approve]: [FormLifecycle.Disable],
  [FormLifecycle.Disable]: [FormLifecycle.Draft],
};

/** The statuses a form in `status` may move to; none for an id that is no status. */
export const nextFormStatuses = (status: FormLifecycleId): readonly FormLifecycleId[] =>
  Object.hasOwn(FORM_STATUS_MOVES, status) ? FORM_STATUS_MOVES[status] : [];

/** Whether a form may move from one status to another. */
export const isFormMoveAllowed = (from: FormLifecycleId, to: FormLifecycleId): boolean =>
  nextFormStatuses(from).includes(to);

/** The permission id a role needs to take an action on a form; null for an id that is no action. */
export const formActionPermission = (action: DataPointActionId): number | null =>
  Object.hasOwn(DATA_POINT_ACTION_PERMISSION, action) ? DATA_POINT_ACTION_PERMISSION[action] : null;
