import { describe, expect, it } from "vitest";
import { FormLifecycle, type FormLifecycleId } from "../forms.enums.ts";
import { DATA_POINT_ACTION_PERMISSION, DataPointAction } from "../survey/data-point.enums.ts";
import { ModuleId } from "../../permissions/permissions.enums.ts";
import { WorkOrderType } from "../../tasks/tasks.enums.ts";
import { formStatusName, workOrderTypeNameOf } from "./form-builder.enums.ts";
import { nextFormActions, planFormMove, planFormSave } from "./form-builder.rules.ts";

const S = FormLifecycle;

describe("planFormSave", () => {
  it.each<[FormLifecycleId, ReturnType<typeof planFormSave>]>([
    [S.Draft, { ok: true, status: S.Draft, isStatusChange: false }],
    [S.Reject, { ok: true, status: S.Draft, isStatusChange: true }],
    [S.Approve, { ok: true, status: S.Draft, isStatusChange: true }],
    [
      S.RequestForReview,
      {
        ok: false,
        message: 'A form in status "Request for Review" cannot be changed: reject it to edit it again.',
      },
    ],
    [
      S.Disable,
      {
        ok: false,
        message: 'A form in status "Disabled" cannot be changed: move it back to Draft to start a new draft.',
      },
    ],
  ])("saving a form in status %s", (status, plan) => {
    expect(planFormSave(status)).toEqual(plan);
  });
});

describe("planFormMove", () => {
  it.each<[FormLifecycleId, number, string | FormLifecycleId]>([
    [S.Draft, DataPointAction.RequestForReview, S.RequestForReview],
    [S.RequestForReview, DataPointAction.Approve, S.Approve],
    [S.RequestForReview, DataPointAction.Reject, S.Reject],
    [S.Reject, DataPointAction.Draft, S.Draft],
    [S.Approve, DataPointAction.Disable, S.Disable],
    [S.Disable, DataPointAction.Draft, S.Draft],
    [S.Draft, DataPointAction.Approve, 'A form in status "Draft" cannot be moved to "Approved".'],
    [S.Approve, DataPointAction.Draft, 'A form in status "Approved" cannot be moved to "Draft".'],
    [S.Disable, DataPointAction.Disable, 'A form in status "Disabled" cannot be moved to "Disabled".'],
    [
      S.Reject,
      DataPointAction.RequestForReview,
      'A form in status "Rejected" cannot be moved to "Request for Review".',
    ],
  ])("from %s by action %s", (from, action, outcome) => {
    const plan = planFormMove(from, action as FormLifecycleId);
    expect(plan).toEqual(
      typeof outcome === "string" ? { ok: false, message: outcome } : { ok: true, status: outcome },
    );
  });

  it("lists the actions each status allows next", () => {
    expect(nextFormActions(S.RequestForReview)).toEqual([S.Approve, S.Reject]);
    expect(nextFormActions(S.Approve)).toEqual([S.Disable]);
  });
});

describe("form builder names and permissions", () => {
  it("gives each action's permission the Form Builder operation of the same id", () => {
    expect(DATA_POINT_ACTION_PERMISSION).toEqual({
      [DataPointAction.Draft]: ModuleId.DataPointDraft,
      [DataPointAction.RequestForReview]: ModuleId.DataPointRequestReview,
      [DataPointAction.Reject]: ModuleId.DataPointReject,
      [DataPointAction.Approve]: ModuleId.DataPointApprove,
      [DataPointAction.Disable]: ModuleId.DataPointDisable,
    });
  });

  it.each([
    [1, "Draft"],
    [2, "Request for Review"],
    [3, "Rejected"],
    [4, "Approved"],
    [5, "Disabled"],
    [9, "Status 9"],
  ])("status %i reads %s", (status, name) => {
    expect(formStatusName(status)).toBe(name);
  });

  it("names work-order types by their key", () => {
    expect(workOrderTypeNameOf(WorkOrderType.Fueling)).toBe("Fueling");
    expect(workOrderTypeNameOf(99)).toBeNull();
  });
});
