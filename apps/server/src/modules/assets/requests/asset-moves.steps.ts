import {
  AuditEntityType,
  checkMoveRequestStep,
  DomainEventType,
  MOVE_REQUEST_STATUS_LABELS,
  MoveRequestStatus,
  moveSummaries,
  type MoveRequestStatusId,
  type RequestStepReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import type { Tx } from "../../../db/client.ts";
import { AppError } from "../../../lib/errors.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import { readMoveRequest, updateMoveRequest, type MoveRequestRow } from "./asset-moves.repository.ts";
import { readMoveRequestAssetIds } from "./asset-move-items.repository.ts";
import { callerMay, plural } from "./asset-moves.timeline.ts";
import { lockAssets, readPlaces } from "./asset-relocation.repository.ts";
import { relocateAssets } from "./asset-relocation.service.ts";
import { decisionSummary, takeRequestStep, type RequestSteps } from "./asset-requests.service.ts";

type MoveStep = "Approve" | "Reject" | "Complete" | "Cancel";

const MOVE_STEPS: RequestSteps<MoveRequestStatusId, MoveRequestRow, MoveStep> = {
  entityType: AuditEntityType.MoveRequest,
  notFound: "No such move request",
  readLocked: (tx, orgId, id) => readMoveRequest(tx, orgId, id, { lock: true }),
  check: checkMoveRequestStep,
  labels: MOVE_REQUEST_STATUS_LABELS,
  outcomes: {
    Approve: {
      statusId: MoveRequestStatus.Approved,
      action: "Approved",
      event: DomainEventType.MoveRequestApproved,
    },
    Reject: {
      statusId: MoveRequestStatus.Rejected,
      action: "Rejected",
      event: DomainEventType.MoveRequestRejected,
    },
    Complete: {
      statusId: MoveRequestStatus.Completed,
      action: "Completed",
      event: DomainEventType.MoveRequestCompleted,
    },
    Cancel: {
      statusId: MoveRequestStatus.Cancelled,
      action: "Cancelled",
      event: DomainEventType.MoveRequestCancelled,
    },
  },
};

/** The line each asset's history gets for a step. */
const ASSET_LINES: Record<MoveStep, ((r: MoveRequestRow, comment: string | null) => string) | null> = {
  Approve: (r) => moveSummaries.approved({ reference: r.RequestNumber }),
  Reject: (r, comment) => moveSummaries.rejected({ comment: comment ?? "", reference: r.RequestNumber }),
  // The move's own 'Moved' entries are each asset's history of this step.
  Complete: null,
  Cancel: (r) => moveSummaries.cancelled({ reference: r.RequestNumber }),
};

/**
 * One step of a move request: the step's work (a decision by default), the request's new state with who
 * decided or carried it out, and each asset's history.
 */
const takeStep = (
  ctx: AppContext,
  session: ActiveSession,
  step: MoveStep,
  id: number,
  comment: string | null,
  work?: (tx: Tx, request: MoveRequestRow, assetIds: number[], at: Date) => Promise<string>,
): Promise<RequestStepReply> =>
  takeRequestStep(ctx, session, MOVE_STEPS, step, id, comment, async (tx, request, at) => {
    const { orgId, employeeId } = session;
    const outcome = MOVE_STEPS.outcomes[step];
    const assetIds = await readMoveRequestAssetIds(tx, orgId, id);
    const summary = work ? await work(tx, request, assetIds, at) : decisionSummary(outcome.action, comment);
    const decided = step === "Approve" || step === "Reject";
    await updateMoveRequest(tx, orgId, id, {
      statusId: outcome.statusId!,
      updatedAt: at,
      ...(decided ? { decidedById: employeeId, decidedAt: at, decisionComment: comment } : {}),
      ...(step === "Complete" ? { completedById: employeeId, completedAt: at } : {}),
    });
    const assetLine = ASSET_LINES[step];
    return {
      summary,
      history: assetLine
        ? assetIds.map((assetId) => ({
            orgId,
            entityType: AuditEntityType.Asset,
            entityId: assetId,
            action: `Move${outcome.action}`,
            summary: assetLine(request, comment),
            employeeId,
            at,
          }))
        : [],
      payload: { AssetIds: assetIds },
    };
  });

export const approveMoveRequest = (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
  comment?: string | null,
) => takeStep(ctx, session, "Approve", id, comment ?? null);

export const rejectMoveRequest = (ctx: AppContext, session: ActiveSession, id: number, comment: string) =>
  takeStep(ctx, session, "Reject", id, comment);

/** The requester (who may still move assets) or an approver may cancel an open request. */
export const cancelMoveRequest = async (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
  comment?: string | null,
): Promise<RequestStepReply> => {
  const request = await readMoveRequest(ctx.db, session.orgId, id);
  if (!request) throw new AppError("NOT_FOUND", { message: "No such move request" });
  const [canApprove, canMove] = await Promise.all([
    callerMay(ctx, session, "approve"),
    callerMay(ctx, session, "move"),
  ]);
  const isRequester = request.RequestedById === session.employeeId;
  if (!canApprove && !(isRequester && canMove))
    throw new AppError("FORBIDDEN", {
      message: "Only the requester or an approver may cancel a move request.",
    });
  return takeStep(ctx, session, "Cancel", id, comment ?? null);
};

/**
 * Carries out an approved move: every asset moves in one transaction, or none does when any of them no
 * longer stands where the request found it, or the destination was deactivated meanwhile.
 */
export const completeMoveRequest = (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
  comment?: string | null,
) =>
  takeStep(ctx, session, "Complete", id, comment ?? null, async (tx, request, assetIds, at) => {
    const assets = await lockAssets(tx, session.orgId, assetIds);
    const strayed = assets.filter((a) => a.locationId !== request.FromLocationId);
    if (strayed.length > 0) {
      const places = await readPlaces(
        tx,
        session.orgId,
        strayed.map((a) => a.locationId),
      );
      const where = strayed.map(
        (a) => `${a.assetTag} (now at ${(a.locationId && places.get(a.locationId)?.name) || "no location"})`,
      );
      throw new AppError("NOT_ALLOWED_NOW", {
        message: `${where.join(", ")} no longer ${strayed.length === 1 ? "stands" : "stand"} at ${request.FromLocationName}: the move cannot be carried out.`,
      });
    }
    const to = (await readPlaces(tx, session.orgId, [request.ToLocationId])).get(request.ToLocationId);
    if (!to || to.status !== "Active")
      throw new AppError("NOT_ALLOWED_NOW", {
        message: `${request.ToLocationName} is inactive: the move cannot be carried out.`,
      });
    await relocateAssets(tx, {
      orgId: session.orgId,
      employeeId: session.employeeId,
      at,
      toLocationId: request.ToLocationId,
      units: assetIds.map((assetId) => ({ assetId })),
      reference: request.RequestNumber,
    });
    return `Carried out: ${plural(assetIds.length, "asset")} moved from ${request.FromLocationName} to ${request.ToLocationName}`;
  });
