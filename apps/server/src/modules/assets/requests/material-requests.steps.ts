import {
  AuditEntityType,
  checkMaterialRequestStep,
  DomainEventType,
  MATERIAL_REQUEST_STATUS_LABELS,
  MaterialRequestStatus,
  planFulfilment,
  WarehouseScanDirection,
  type MaterialRequestStatusId,
} from "@fieldstead/domain";
import type { AppContext } from "../../../context.ts";
import { invalidField, invalidFields } from "../../../lib/errors.ts";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import { plural } from "./asset-moves.timeline.ts";
import { readPlaces } from "./asset-relocation.repository.ts";
import { relocateAssets } from "./asset-relocation.service.ts";
import { decisionSummary, takeRequestStep, type RequestSteps } from "./asset-requests.service.ts";
import {
  deleteMaterialRequestRow,
  readMaterialRequest,
  readMaterialRequestLines,
  updateMaterialRequest,
  type MaterialRequestRow,
} from "./material-requests.repository.ts";
import { insertMovements } from "../warehouse/warehouse.repository.ts";
import { lockHoldings } from "../warehouse/warehouse-units.repository.ts";

type MaterialStep = "Approve" | "Reject" | "Fulfil" | "Delete";

const MATERIAL_STEPS: RequestSteps<MaterialRequestStatusId, MaterialRequestRow, MaterialStep> = {
  entityType: AuditEntityType.MaterialRequest,
  notFound: "No such material request",
  readLocked: (tx, orgId, id) => readMaterialRequest(tx, orgId, id, { lock: true }),
  check: checkMaterialRequestStep,
  labels: MATERIAL_REQUEST_STATUS_LABELS,
  outcomes: {
    Approve: {
      statusId: MaterialRequestStatus.Approved,
      action: "Approved",
      event: DomainEventType.MaterialRequestApproved,
    },
    Reject: {
      statusId: MaterialRequestStatus.Rejected,
      action: "Rejected",
      event: DomainEventType.MaterialRequestRejected,
    },
    Fulfil: {
      statusId: MaterialRequestStatus.Fulfilled,
      action: "Fulfilled",
      event: DomainEventType.MaterialRequestFulfilled,
    },
    // A deleted request has no status any more: the history and the event keep what happened.
    Delete: { statusId: null, action: "Deleted", event: DomainEventType.MaterialRequestDeleted },
  },
};

const decide =
  (step: "Approve" | "Reject") =>
  (ctx: AppContext, session: ActiveSession, id: number, comment?: string | null) =>
    takeRequestStep(ctx, session, MATERIAL_STEPS, step, id, comment ?? null, async (tx, request, at) => {
      const outcome = MATERIAL_STEPS.outcomes[step];
      await updateMaterialRequest(tx, session.orgId, request.Id, {
        statusId: outcome.statusId!,
        decidedById: session.employeeId,
        decidedAt: at,
        decisionComment: comment ?? null,
        updatedAt: at,
      });
      return { summary: decisionSummary(outcome.action, comment ?? null) };
    });

export const approveMaterialRequest = decide("Approve");
export const rejectMaterialRequest = decide("Reject");

export const deleteMaterialRequest = (ctx: AppContext, session: ActiveSession, id: number) =>
  takeRequestStep(ctx, session, MATERIAL_STEPS, "Delete", id, null, async (tx, request) => {
    await deleteMaterialRequestRow(tx, session.orgId, request.Id);
    return { summary: `Deleted (${request.RequestNumber})` };
  });

/**
 * Issues every item from one warehouse, all or nothing: consumables take the quantity from the warehouse's
 * record, serialized parts that many assets of the part standing there; all move to the request's location,
 * each with a scan-log row linked to the request. Any item short of stock is named and nothing is written.
 */
export const fulfilMaterialRequest = (
  ctx: AppContext,
  session: ActiveSession,
  id: number,
  warehouseId: number,
) =>
  takeRequestStep(ctx, session, MATERIAL_STEPS, "Fulfil", id, null, async (tx, request, at) => {
    const { orgId, employeeId } = session;
    const warehouse = (await readPlaces(tx, orgId, [warehouseId])).get(warehouseId);
    if (!warehouse || !warehouse.isWarehouse)
      throw invalidField("WarehouseId", "no warehouse of this organisation has this id");
    if (warehouse.id === request.LocationId)
      throw invalidField("WarehouseId", "the request is to be delivered to this warehouse itself");
    const lines = await readMaterialRequestLines(tx, orgId, request.Id);
    const holdings = await lockHoldings(
      tx,
      orgId,
      warehouse.id,
      lines.map((l) => l.PartId),
    );
    const plan = planFulfilment({
      items: lines.map((l) => ({
        partId: l.PartId,
        partNumber: l.PartNumber,
        serialized: l.Serialized,
        quantity: l.Quantity,
      })),
      holdings,
      warehouseName: warehouse.name,
    });
    if (!plan.ok) throw invalidFields(plan.problems);
    const moved = await relocateAssets(tx, {
      orgId,
      employeeId,
      at,
      toLocationId: request.LocationId,
      units: plan.units.map((u) => ({ assetId: u.assetId, quantity: u.quantity })),
      reference: request.RequestNumber,
    });
    await insertMovements(
      tx,
      moved.map((m) => ({
        orgId,
        warehouseId: warehouse.id,
        direction: WarehouseScanDirection.Out,
        code: m.serialized ? m.assetTag : (m.partNumber ?? m.assetTag),
        // The record the units left: the asset itself, or the warehouse's consumable record.
        assetId: m.sourceAssetId,
        partId: m.partId!,
        quantity: m.quantity,
        otherLocationId: request.LocationId,
        materialRequestId: request.Id,
        employeeId,
        at,
      })),
    );
    await updateMaterialRequest(tx, orgId, request.Id, {
      statusId: MaterialRequestStatus.Fulfilled,
      warehouseId: warehouse.id,
      fulfilledById: employeeId,
      fulfilledAt: at,
      updatedAt: at,
    });
    const units = moved.reduce((sum, m) => sum + m.quantity, 0);
    return {
      summary: `Fulfilled from ${warehouse.name}: ${plural(units, "unit")} delivered to ${request.LocationName}`,
      payload: { WarehouseId: warehouse.id, AssetIds: moved.map((m) => m.assetId) },
    };
  });
