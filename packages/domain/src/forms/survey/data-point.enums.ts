import type { EnumValue } from "../../shared/enum.ts";
import { FormLifecycle } from "../forms.enums.ts";

/**
 * What may be done to a form or template (a data point): save it as a draft (also: edit again), send it for
 * review, reject it, approve it, disable it. Each action moves the form into the life-cycle status of the same
 * name, so the ids are the statuses' ids.
 */
export const DataPointAction = {
  Draft: FormLifecycle.Draft,
  RequestForReview: FormLifecycle.RequestForReview,
  Reject: FormLifecycle.Reject,
  Approve: FormLifecycle.Approve,
  Disable: FormLifecycle.Disable,
} as const;
export type DataPointActionId = EnumValue<typeof DataPointAction>;

/**
 * The permission (module) id a role needs for each action. The spec maps every action to a permission without
 * giving the numbers; 1201–1205 sit after the billing operations (1100–1113) and before the carousel (1156 is
 * the only id the spec fixes in that thousand), in a range no other module uses.
 */
export const DATA_POINT_ACTION_PERMISSION: Readonly<Record<DataPointActionId, number>> = {
  [DataPointAction.Draft]: 1201,
  [DataPointAction.RequestForReview]: 1202,
  [DataPointAction.Reject]: 1203,
  [DataPointAction.Approve]: 1204,
  [DataPointAction.Disable]: 1205,
};
