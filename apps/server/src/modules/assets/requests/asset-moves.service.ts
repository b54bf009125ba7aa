import {
  allowedMoveRequestSteps,
  AuditEntityType,
  checkMoveSources,
  DomainEventType,
  moveSummaries,
  type CreateMoveRequest,
  type CreateRequestReply,
  type ListReply,
  type MoveRequestDetails,
  type MoveRequestListQuery,
  type MoveRequestListRow,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { AppError, invalidField } from "../../../lib/errors.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import { insertMoveRequest, listMoveRequests, readMoveRequest } from "./asset-moves.repository.ts";
import { findOpenRequestsHolding, readMoveRequestAssets } from "./asset-move-items.repository.ts";
import { approverIds, callerMay, plural, readTimeline } from "./asset-moves.timeline.ts";
import { lockAssets, readPlaces } from "./asset-relocation.repository.ts";
import { activePlace, createdReply, nextRequestNumber, recordRequested } from "./asset-requests.service.ts";

export const moveRequestList = (
  ctx: AppContext,
  session: ActiveSession,
  query: MoveRequestListQuery,
): Promise<ListReply<MoveRequestListRow>> => listMoveRequests(ctx.db, session.orgId, query);

/** One request with its assets, its timeline and what the caller may do with it now. */
export const moveRequestDetails = async (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
): Promise<MoveRequestDetails> => {
  const request = await readMoveRequest(ctx.db, session.orgId, id);
  if (!request) throw new AppError("NOT_FOUND", { message: "No such move request" });
  const [assets, timeline, canApprove, canMove] = await Promise.all([
    readMoveRequestAssets(ctx.db, session.orgId, id),
    readTimeline(ctx, session.orgId, AuditEntityType.MoveRequest, id),
    callerMay(ctx, session, "approve"),
    callerMay(ctx, session, "move"),
  ]);
  const isRequester = request.RequestedById === session.employeeId;
  return {
    ...request,
    Assets: assets,
    Timeline: timeline,
    Steps: allowedMoveRequestSteps({ statusId: request.StatusId, canApprove, canMove, isRequester }),
  };
};

/** Asks for assets standing together at one location to move to another. */
export const createMoveRequest = async (
  ctx: AppContext,
  session: ActiveSession,
  body: CreateMoveRequest,
): Promise<CreateRequestReply> => {
  const { orgId, employeeId } = session;
  if (body.AssetIds.length > 1 && !(await callerMay(ctx, session, "bulkMove")))
    throw new AppError("FORBIDDEN", {
      message: "Moving more than one asset at once needs Bulk Asset Movement.",
    });
  const at = ctx.now();
  // Read before the transaction: the embedded database runs one statement at a time.
  const approvers = await approverIds(ctx, orgId);
  return ctx.db.transaction(async (tx) => {
    const assets = await lockAssets(tx, orgId, body.AssetIds);
    const found = new Set(assets.map((a) => a.id));
    const missing = body.AssetIds.filter((id) => !found.has(id));
    if (missing.length > 0)
      throw invalidField("AssetIds", `no asset of this organisation has the id ${missing.join(", ")}`);
    const places = await readPlaces(tx, orgId, [body.ToLocationId, ...assets.map((a) => a.locationId)]);
    const to = activePlace(
      places.get(body.ToLocationId),
      "ToLocationId",
      "assets move only to active locations",
    );
    const sources = checkMoveSources({
      assets: assets.map((a) => ({ Id: a.id, AssetTag: a.assetTag, LocationId: a.locationId })),
      toLocationId: to.id,
    });
    if (!sources.ok) throw invalidField(sources.field, sources.message);
    const held = await findOpenRequestsHolding(tx, orgId, body.AssetIds);
    if (held.length > 0) {
      const tags = assets.filter((a) => held.some((h) => h.assetId === a.id)).map((a) => a.assetTag);
      const numbers = [...new Set(held.map((h) => h.requestNumber))];
      throw new AppError("CONFLICT", {
        message: `${tags.join(", ")} ${tags.length === 1 ? "is" : "are"} already in an open move request (${numbers.join(", ")})`,
      });
    }
    const requestNumber = await nextRequestNumber(tx, orgId, "move");
    const fromName = places.get(sources.fromLocationId)?.name ?? "";
    const id = await insertMoveRequest(tx, {
      orgId,
      requestNumber,
      fromLocationId: sources.fromLocationId,
      toLocationId: to.id,
      reason: body.Reason,
      requestedById: employeeId,
      at,
      assetIds: body.AssetIds,
    });
    await recordRequested(
      tx,
      session,
      {
        entityType: AuditEntityType.MoveRequest,
        id,
        summary: `Requested the move of ${plural(assets.length, "asset")} from ${fromName} to ${to.name}`,
        comment: body.Reason,
        event: DomainEventType.MoveRequestCreated,
        approvers,
        payload: {
          RequestNumber: requestNumber,
          FromLocationId: sources.fromLocationId,
          ToLocationId: to.id,
          AssetIds: body.AssetIds,
          Reason: body.Reason,
        },
        at,
      },
      assets.map((a) => ({
        orgId,
        entityType: AuditEntityType.Asset,
        entityId: a.id,
        action: "MoveRequested",
        summary: moveSummaries.requested({ to: to.name, reference: requestNumber }),
        employeeId,
        at,
      })),
    );
    return createdReply("Move request", id, requestNumber);
  });
};
