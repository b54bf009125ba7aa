import {
  AuditEntityType,
  checkMoveRequestStep,
  DomainEventType,
  MOVE_REQUEST_STATUS_LABELS,
  MoveRequestStatus,
  moveSummaries,
  ResultCode,
  type DomainEventTypeValue,
  type MoveRequestStatusId,
  type RequestStepReply,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import type { Tx } from "../../db/client.ts";
import { AppError } from "../../lib/errors.ts";
import { recordEvents, recordHistory } from "../audit/audit.service.ts";
import type { ActiveSession } from "../auth/session-store.ts";
import {
  readMoveRequest,
  readMoveRequestAssetIds,
  updateMoveRequest,
  type MoveRequestRow,
} from "./asset-moves.repository.ts";
import { callerMay, plural, stepChanges } from "./asset-moves.timeline.ts";
import { lockAssets, readPlaces } from "./asset-relocation.repository.ts";
import { relocateAssets } from "./asset-relocation.service.ts";

type MoveStep = "Approve" | "Reject" | "Complete" | "Cancel";

const STEP_OUTCOMES: Record<
  MoveStep,
  {
    statusId: MoveRequestStatusId;
    action: string;
    event: DomainEventTypeValue;
    assetLine?: (r: MoveRequestRow, comment: string | null) => string;
  }
> = {
  Approve: {
    statusId: MoveRequestStatus.Approved,
    action: "Approved",
    event: DomainEventType.MoveRequestApproved,
    assetLine: (r) => moveSummaries.approved({ reference: r.RequestNumber }),
  },
  Reject: {
    statusId: MoveRequestStatus.Rejected,
    action: "Rejected",
    event: DomainEventType.MoveRequestRejected,
    assetLine: (r, comment) => moveSummaries.rejected({ comment: comment ?? "", reference: r.RequestNumber }),
  },
  // The move's own 'Moved' entries are each asset's history of this step.
  Complete: {
    statusId: MoveRequestStatus.Completed,
    action: "Completed",
    event: DomainEventType.MoveRequestCompleted,
  },
  Cancel: {
    statusId: MoveRequestStatus.Cancelled,
    action: "Cancelled",
    event: DomainEventType.MoveRequestCancelled,
    assetLine: (r) => moveSummaries.cancelled({ reference: r.RequestNumber }),
  },
};

/**
 * One step of a request, in one transaction: the request is locked, its state checked, the step written with
 * each asset's history, the request's own history and a domain event for the requester.
 */
const takeStep = async (
  ctx: AppContext,
  session: ActiveSession,
  step: MoveStep,
  id: number,
  comment: string | null,
  work?: (tx: Tx, request: MoveRequestRow, assetIds: number[], at: Date) => Promise<string>,
): Promise<RequestStepReply> => {
  const { orgId, employeeId } = session;
  const at = ctx.now();
  const outcome = STEP_OUTCOMES[step];
  return ctx.db.transaction(async (tx) => {
    const request = await readMoveRequest(tx, orgId, id, { lock: true });
    if (!request) throw new AppError("NOT_FOUND", { message: "No such move request" });
    const check = checkMoveRequestStep({
      step,
      statusId: request.StatusId,
      requestNumber: request.RequestNumber,
    });
    if (!check.ok) throw new AppError("NOT_ALLOWED_NOW", { message: check.message });
    const assetIds = await readMoveRequestAssetIds(tx, orgId, id);
    const summary = work
      ? await work(tx, request, assetIds, at)
      : `${outcome.action}${comment ? `: ${comment}` : ""}`;
    const decided = step === "Approve" || step === "Reject";
    await updateMoveRequest(tx, orgId, id, {
      statusId: outcome.statusId,
      updatedAt: at,
      ...(decided ? { decidedById: employeeId, decidedAt: at, decisionComment: comment } : {}),
      ...(step === "Complete" ? { completedById: employeeId, completedAt: at } : {}),
    });
    const assetLine = outcome.assetLine;
    await recordHistory(tx, [
      ...(assetLine
        ? assetIds.map((assetId) => ({
            orgId,
            entityType: AuditEntityType.Asset,
            entityId: assetId,
            action: `Move${outcome.action}`,
            summary: assetLine(request, comment),
            employeeId,
            at,
          }))
        : []),
      {
        orgId,
        entityType: AuditEntityType.MoveRequest,
        entityId: id,
        action: outcome.action,
        summary,
        changes: stepChanges(request.StatusName, MOVE_REQUEST_STATUS_LABELS[outcome.statusId], comment),
        employeeId,
        at,
      },
    ]);
    await recordEvents(tx, [
      {
        orgId,
        eventType: outcome.event,
        actorId: employeeId,
        subjectType: AuditEntityType.MoveRequest,
        subjectId: id,
        concerns: request.RequestedById === null ? [] : [request.RequestedById],
        payload: { RequestNumber: request.RequestNumber, AssetIds: assetIds, Comment: comment },
        at,
      },
    ]);
    return {
      StatusCode: ResultCode.Success,
      StatusMessage: `${request.RequestNumber} ${outcome.action.toLowerCase()}.`,
      Id: id,
      RequestNumber: request.RequestNumber,
      StatusId: outcome.statusId,
      StatusName: MOVE_REQUEST_STATUS_LABELS[outcome.statusId],
    };
  });
};

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
