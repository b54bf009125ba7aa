import {
  allowedMaterialRequestSteps,
  AuditEntityType,
  checkNeededBy,
  DomainEventType,
  type CreateMaterialRequest,
  type CreateRequestReply,
  type ListQuery,
  type ListReply,
  type MaterialRequestDetails,
  type MaterialRequestListRow,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { AppError, invalidField, invalidFields } from "../../../lib/errors.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import { approverIds, callerMay, plural, readTimeline, todayIn } from "./asset-moves.timeline.ts";
import { readPlaces } from "./asset-relocation.repository.ts";
import { activePlace, createdReply, nextRequestNumber, recordRequested } from "./asset-requests.service.ts";
import {
  insertMaterialRequest,
  listMaterialRequests,
  readMaterialRequest,
  readMaterialRequestLines,
  readParts,
} from "./material-requests.repository.ts";

export const materialRequestList = (
  ctx: AppContext,
  session: ActiveSession,
  query: ListQuery,
): Promise<ListReply<MaterialRequestListRow>> => listMaterialRequests(ctx.db, session.orgId, query);

/** One request with its items, its timeline and what the caller may do with it now. */
export const materialRequestDetails = async (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
): Promise<MaterialRequestDetails> => {
  const request = await readMaterialRequest(ctx.db, session.orgId, id);
  if (!request) throw new AppError("NOT_FOUND", { message: "No such material request" });
  const [items, timeline, canApprove, canFulfil, canDelete] = await Promise.all([
    readMaterialRequestLines(ctx.db, session.orgId, id),
    readTimeline(ctx, session.orgId, AuditEntityType.MaterialRequest, id),
    callerMay(ctx, session, "approve"),
    callerMay(ctx, session, "warehouseScan"),
    callerMay(ctx, session, "materialDelete"),
  ]);
  return {
    ...request,
    Items: items,
    Timeline: timeline,
    Steps: allowedMaterialRequestSteps({ statusId: request.StatusId, canApprove, canFulfil, canDelete }),
  };
};

/** Asks for parts to be delivered to an active location, by a day not yet past. */
export const createMaterialRequest = async (
  ctx: AppContext,
  session: ActiveSession,
  body: CreateMaterialRequest,
): Promise<CreateRequestReply> => {
  const { orgId, employeeId } = session;
  const at = ctx.now();
  if (body.NeededBy && !checkNeededBy({ neededBy: body.NeededBy, today: todayIn(at) }))
    throw invalidField("NeededBy", "the day it is needed by has passed");
  const approvers = await approverIds(ctx, orgId);
  return ctx.db.transaction(async (tx) => {
    const place = activePlace(
      (await readPlaces(tx, orgId, [body.LocationId])).get(body.LocationId),
      "LocationId",
      "material is delivered to active locations",
    );
    const known = new Map(
      (
        await readParts(
          tx,
          orgId,
          body.Items.map((i) => i.PartId),
        )
      ).map((p) => [p.id, p]),
    );
    const problems = body.Items.flatMap((item, index) => {
      const part = known.get(item.PartId);
      if (!part)
        return [{ field: `Items.${index}.PartId`, message: "no part of this organisation has this id" }];
      if (!part.isActive)
        return [{ field: `Items.${index}.PartId`, message: `${part.partNumber} is retired` }];
      return [];
    });
    if (problems.length > 0) throw invalidFields(problems);
    const requestNumber = await nextRequestNumber(tx, orgId, "material");
    const id = await insertMaterialRequest(tx, {
      orgId,
      requestNumber,
      locationId: place.id,
      neededBy: body.NeededBy ?? null,
      notes: body.Notes || null,
      requestedById: employeeId,
      at,
      items: body.Items.map((i) => ({ partId: i.PartId, quantity: i.Quantity })),
    });
    const units = body.Items.reduce((sum, i) => sum + i.Quantity, 0);
    await recordRequested(tx, session, {
      entityType: AuditEntityType.MaterialRequest,
      id,
      summary: `Requested ${plural(units, "unit")} of ${plural(body.Items.length, "part")} for ${place.name}`,
      comment: body.Notes ?? null,
      event: DomainEventType.MaterialRequestCreated,
      approvers,
      payload: {
        RequestNumber: requestNumber,
        LocationId: place.id,
        NeededBy: body.NeededBy ?? null,
        Items: body.Items,
      },
      at,
    });
    return createdReply("Material request", id, requestNumber);
  });
};
