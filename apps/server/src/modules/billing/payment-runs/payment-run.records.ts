import { AuditEntityType, DomainEventType } from "@fieldstead/domain";
import type { ActiveSession } from "../../../plugins/session-store.ts";
import type { AuditRecord, DomainEventRecord } from "../../audit/audit.service.ts";

/** The run's own history entry ("Initiated", "Processed"), beside the entries each bill's lease gets. */
export const runHistory = (
  session: ActiveSession,
  runId: number,
  action: "Initiated" | "Processed",
  summary: string,
  at: Date,
): AuditRecord => ({
  orgId: session.orgId,
  entityType: AuditEntityType.PaymentRun,
  entityId: runId,
  action,
  summary,
  employeeId: session.employeeId,
  at,
});

export type ProcessedRun = {
  runId: number;
  runNumber: string;
  paid: number;
  total: string;
  requestId: string | null;
  at: Date;
};

/** The PaymentRunProcessed event: what was paid, and the request that processed it. */
export const runProcessedEvent = (session: ActiveSession, run: ProcessedRun): DomainEventRecord => ({
  orgId: session.orgId,
  eventType: DomainEventType.PaymentRunProcessed,
  actorId: session.employeeId,
  subjectType: AuditEntityType.PaymentRun,
  subjectId: run.runId,
  concerns: [],
  payload: {
    RunNumber: run.runNumber,
    Paid: run.paid,
    Total: run.total,
    ...(run.requestId ? { RequestId: run.requestId } : {}),
  },
  at: run.at,
});
