import {
  AuditEntityType,
  BATCH_STATUS_NAMES,
  BatchStatus,
  type BatchStatusId,
  type DomainEventTypeValue,
} from "@fieldstead/domain";
import type { Tx } from "../../../../db/client.ts";
import { AppError } from "../../../../lib/errors.ts";
import type { ActiveSession } from "../../../../plugins/session-store.ts";
import { recordChange } from "../../../audit/audit.service.ts";
import { insertBatchMove } from "../../billing-history.repository.ts";
import { lockBatch, type BatchRow } from "./batches.repository.ts";

export const batchNotFound = (): AppError => new AppError("NOT_FOUND", { message: "Batch not found." });

/** A step the batch's state refuses: a 409 whose message says why. */
export const notAllowedNow = (message: string): AppError => new AppError("NOT_ALLOWED_NOW", { message });

/** Locks the organisation's batch for a step; another organisation's (or none) is a 404. */
export const lockedBatch = async (tx: Tx, session: ActiveSession, id: number): Promise<BatchRow> => {
  const batch = await lockBatch(tx, session.orgId, id);
  if (!batch) throw batchNotFound();
  return batch;
};

/**
 * Refuses (409) to change a batch's invoices unless it is a Draft: a batch under review, approved or generated
 * is what people signed off, and a locked batch never changes.
 */
export const requireDraft = (batch: BatchRow, step: string): void => {
  if (batch.statusId === BatchStatus.Draft) return;
  if (batch.statusId === BatchStatus.Locked) throw notAllowedNow("A locked batch cannot be changed.");
  throw notAllowedNow(
    `Only a Draft batch can be ${step}; batch ${batch.batchNumber} is ${BATCH_STATUS_NAMES[batch.statusId]}.`,
  );
};

export type BatchStep = {
  batch: Pick<BatchRow, "id" | "batchNumber" | "createdById">;
  /** The step as the batch's history names it. */
  action: string;
  from: BatchStatusId | null;
  to: BatchStatusId;
  comment: string | null;
  summary: string;
  at: Date;
  /** The domain event the step raises, when it raises one. */
  event?: { type: DomainEventTypeValue; payload: Record<string, unknown> };
};

/** Writes a step into the batch's history, the organisation's audit trail and (when given) its event. */
export const recordBatchStep = async (tx: Tx, session: ActiveSession, step: BatchStep): Promise<void> => {
  const { orgId, employeeId } = session;
  await insertBatchMove(tx, {
    orgId,
    batchKind: "invoice",
    batchId: step.batch.id,
    action: step.action,
    fromStatusId: step.from,
    toStatusId: step.to,
    comment: step.comment,
    byId: employeeId,
    at: step.at,
  });
  const entry = {
    orgId,
    entityType: AuditEntityType.InvoiceBatch,
    entityId: step.batch.id,
    action: step.action,
    summary: step.comment ? `${step.summary} — ${step.comment}` : step.summary,
    changes:
      step.from === step.to
        ? []
        : [
            {
              Field: "Status",
              From: step.from === null ? null : BATCH_STATUS_NAMES[step.from],
              To: BATCH_STATUS_NAMES[step.to],
            },
          ],
    employeeId,
    at: step.at,
  };
  const events = step.event
    ? [
        {
          orgId,
          eventType: step.event.type,
          actorId: employeeId,
          subjectType: AuditEntityType.InvoiceBatch,
          subjectId: step.batch.id,
          concerns: step.batch.createdById === null ? [] : [step.batch.createdById],
          payload: step.event.payload,
          at: step.at,
        },
      ]
    : [];
  await recordChange(tx, { history: [entry], events });
};
