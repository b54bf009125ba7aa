import { describe, expect, it } from "vitest";
import { FormLifecycle, type FormLifecycleId } from "../forms.enums.ts";
import { DATA_POINT_ACTION_PERMISSION, DataPointAction, type DataPointActionId } from "./data-point.enums.ts";
import { formActionPermission, isFormMoveAllowed, nextFormStatuses } from "./data-point.rules.ts";

const { Draft, RequestForReview, Reject, Approve, Disable } = FormLifecycle;

describe("the form life cycle", () => {
  it.each([
    [Draft, [RequestForReview]],
    [RequestForReview, [Approve, Reject]],
    [Reject, [Draft]],
    [Approve, [Disable]],
    [Disable, [Draft]],
    [99 as FormLifecycleId, []],
  ])("from %i a form may go to %j", (status, next) => {
    expect(nextFormStatuses(status)).toEqual(next);
  });

  it.each([
    [Draft, RequestForReview, true],
    [Draft, Approve, false],
    [RequestForReview, Draft, false],
    [Reject, Approve, false],
    [Approve, Draft, false],
    [Disable, Approve, false],
    [Draft, Draft, false],
  ])("%i → %i allowed: %s", (from, to, allowed) => {
    expect(isFormMoveAllowed(from, to)).toBe(allowed);
  });
});

describe("data point actions", () => {
  it("are the life-cycle statuses they lead to", () => {
    expect(DataPointAction).toEqual({ Draft: 1, RequestForReview: 2, Reject: 3, Approve: 4, Disable: 5 });
  });

  it.each([
    [DataPointAction.Draft, 1201],
    [DataPointAction.RequestForReview, 1202],
    [DataPointAction.Reject, 1203],
    [DataPointAction.Approve, 1204],
    [DataPointAction.Disable, 1205],
    [0 as DataPointActionId, null],
  ])("action %i needs permission %s", (action, permission) => {
    expect(formActionPermission(action)).toBe(permission);
  });

  it("gives each action its own permission", () => {
    const ids = Object.values(DATA_POINT_ACTION_PERMISSION);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
