import {
  AssetStatus,
  MATERIAL_REQUEST_STATUS_LABELS,
  MaterialRequestStatus,
  MOVE_REQUEST_STATUS_LABELS,
  MoveRequestStatus,
  type AssetStatusId,
  type MaterialRequestStatusId,
  type MoveRequestStatusId,
} from "../assets.enums.ts";
import { RequestStep, type RequestStepValue } from "./asset-moves.schemas.ts";

export * from "./material-fulfilment.rules.ts";

/**
 * The life of move and material requests, and where a moved asset ends up, as pure rules: the server applies
 * them, and the request pages use the same ones to offer only the steps that can succeed.
 */
export type StepCheck = { ok: true } | { ok: false; message: string };

type MoveStep = "Approve" | "Reject" | "Complete" | "Cancel";
type MaterialStep = "Approve" | "Reject" | "Fulfil" | "Delete";

const { AwaitingApproval, Approved } = MoveRequestStatus;

/** The statuses each step starts from, and how a refusal explains it. */
const MOVE_STEPS: Record<MoveStep, { from: readonly MoveRequestStatusId[]; needs: string; verb: string }> = {
  Approve: { from: [AwaitingApproval], needs: "a request awaiting approval", verb: "approved" },
  Reject: { from: [AwaitingApproval], needs: "a request awaiting approval", verb: "rejected" },
  Complete: { from: [Approved], needs: "an approved request", verb: "carried out" },
  Cancel: {
    from: [AwaitingApproval, Approved],
    needs: "a request awaiting approval or approved",
    verb: "cancelled",
  },
};

const MATERIAL_STEPS: Record<
  MaterialStep,
  { from: readonly MaterialRequestStatusId[]; needs: string; verb: string }
> = {
  Approve: {
    from: [MaterialRequestStatus.AwaitingApproval],
    needs: "a request awaiting approval",
    verb: "approved",
  },
  Reject: {
    from: [MaterialRequestStatus.AwaitingApproval],
    needs: "a request awaiting approval",
    verb: "rejected",
  },
  Fulfil: { from: [MaterialRequestStatus.Approved], needs: "an approved request", verb: "fulfilled" },
  Delete: {
    from: [
      MaterialRequestStatus.AwaitingApproval,
      MaterialRequestStatus.Approved,
      MaterialRequestStatus.Rejected,
    ],
    needs: "a request not yet fulfilled",
    verb: "deleted",
  },
};

/** 'MR-000004 is Rejected: only a request awaiting approval can be approved.' */
const refusal = (requestNumber: string, label: string, needs: string, verb: string): StepCheck => ({
  ok: false,
  message: `${requestNumber} is ${label}: only ${needs} can be ${verb}.`,
});

/** Whether a move request's state allows a step. */
export const checkMoveRequestStep = ({
  step,
  statusId,
  requestNumber,
}: {
  step: MoveStep;
  statusId: MoveRequestStatusId;
  requestNumber: string;
}): StepCheck => {
  const rule = MOVE_STEPS[step];
  return rule.from.includes(statusId)
    ? { ok: true }
    : refusal(requestNumber, MOVE_REQUEST_STATUS_LABELS[statusId], rule.needs, rule.verb);
};

/** Whether a material request's state allows a step. */
export const checkMaterialRequestStep = ({
  step,
  statusId,
  requestNumber,
}: {
  step: MaterialStep;
  statusId: MaterialRequestStatusId;
  requestNumber: string;
}): StepCheck => {
  const rule = MATERIAL_STEPS[step];
  return rule.from.includes(statusId)
    ? { ok: true }
    : refusal(requestNumber, MATERIAL_REQUEST_STATUS_LABELS[statusId], rule.needs, rule.verb);
};

const isOk = (check: StepCheck) => check.ok;

/**
 * The steps someone may take on a move request now: approvers decide a request awaiting approval; whoever
 * may move assets carries out an approved one; the requester or an approver cancels an open one.
 */
export const allowedMoveRequestSteps = ({
  statusId,
  canApprove,
  canMove,
  isRequester,
}: {
  statusId: MoveRequestStatusId;
  canApprove: boolean;
  canMove: boolean;
  isRequester: boolean;
}): RequestStepValue[] => {
  const may: Record<MoveStep, boolean> = {
    Approve: canApprove,
    Reject: canApprove,
    Complete: canMove,
    Cancel: canApprove || (isRequester && canMove),
  };
  return (Object.keys(may) as MoveStep[]).filter(
    (step) => may[step] && isOk(checkMoveRequestStep({ step, statusId, requestNumber: "" })),
  );
};

/** The steps someone may take on a material request now. */
export const allowedMaterialRequestSteps = ({
  statusId,
  canApprove,
  canFulfil,
  canDelete,
}: {
  statusId: MaterialRequestStatusId;
  canApprove: boolean;
  canFulfil: boolean;
  canDelete: boolean;
}): RequestStepValue[] => {
  const may: Record<MaterialStep, boolean> = {
    Approve: canApprove,
    Reject: canApprove,
    Fulfil: canFulfil,
    Delete: canDelete,
  };
  return (Object.keys(may) as MaterialStep[])
    .filter((step) => may[step] && isOk(checkMaterialRequestStep({ step, statusId, requestNumber: "" })))
    .map((step) => RequestStep[step]);
};

/** Open requests hold their assets: no other move may take them until the request ends. */
export const isOpenMoveRequest = (statusId: MoveRequestStatusId): boolean =>
  statusId === AwaitingApproval || statusId === Approved;

export type MoveSource = { Id: number; AssetTag: string; LocationId: number | null };
export type MoveSourcesCheck =
  { ok: true; fromLocationId: number } | { ok: false; field: "AssetIds" | "ToLocationId"; message: string };

/** The assets of one move stand together at one location, and the move takes them somewhere else. */
export const checkMoveSources = ({
  assets,
  toLocationId,
}: {
  assets: readonly MoveSource[];
  toLocationId: number;
}): MoveSourcesCheck => {
  const nowhere = assets.filter((a) => a.LocationId === null).map((a) => a.AssetTag);
  if (nowhere.length > 0)
    return { ok: false, field: "AssetIds", message: `${nowhere.join(", ")} stands at no location.` };
  const places = new Set(assets.map((a) => a.LocationId));
  const [from] = [...places];
  if (places.size !== 1 || from === undefined || from === null)
    return {
      ok: false,
      field: "AssetIds",
      message: "The assets stand at different locations: one move request takes assets from one location.",
    };
  if (from === toLocationId)
    return { ok: false, field: "ToLocationId", message: "The assets already stand at this location." };
  return { ok: true, fromLocationId: from };
};

/**
 * An asset's status after a move: arriving at a warehouse it is In Warehouse, leaving one it is Active again;
 * a retired asset stays retired wherever it is kept.
 */
export const relocatedStatus = ({
  statusId,
  isToWarehouse,
}: {
  statusId: AssetStatusId;
  isToWarehouse: boolean;
}): AssetStatusId => {
  if (statusId === AssetStatus.Retired) return statusId;
  if (isToWarehouse) return AssetStatus.InWarehouse;
  return statusId === AssetStatus.InWarehouse ? AssetStatus.Active : statusId;
};

const withReference = (text: string, reference?: string | null) =>
  reference ? `${text} (${reference})` : text;

/** History lines of a move: 'Moved from Redwood Distribution Center to Denver Tech Center Campus (MR-000004)'. */
export const moveSummaries = {
  moved: ({ from, to, reference }: { from: string; to: string; reference?: string | null }) =>
    withReference(`Moved from ${from} to ${to}`, reference),
  movedPart: ({
    quantity,
    of,
    from,
    to,
    reference,
  }: {
    quantity: number;
    of: number;
    from: string;
    to: string;
    reference?: string | null;
  }) => withReference(`Moved ${quantity} of ${of} from ${from} to ${to}`, reference),
  received: ({ quantity, from, reference }: { quantity: number; from: string; reference?: string | null }) =>
    withReference(`Received ${quantity} from ${from}`, reference),
  stockCreated: ({
    quantity,
    name,
    from,
    reference,
  }: {
    quantity: number;
    name: string;
    from: string;
    reference?: string | null;
  }) => withReference(`Stock created: ${quantity} of ${name} from ${from}`, reference),
  requested: ({ to, reference }: { to: string; reference: string }) =>
    withReference(`Move requested to ${to}`, reference),
  approved: ({ reference }: { reference: string }) => withReference("Move approved", reference),
  rejected: ({ comment, reference }: { comment: string; reference: string }) =>
    withReference(`Move rejected: ${comment}`, reference),
  cancelled: ({ reference }: { reference: string }) => withReference("Move request cancelled", reference),
};
