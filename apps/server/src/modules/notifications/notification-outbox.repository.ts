import { and, asc, between, eq, inArray, isNull, sql } from "drizzle-orm";
import { AuditEntityType, DomainEventType, LeasePaymentStatus, LeaseStatus } from "@fieldstead/domain";
import type { Db, Tx } from "../../db/client.ts";
import { domainEvents, employees, leaseBillingPeriods, leases } from "../../db/schema/index.ts";

export type PendingEvent = Pick<
  typeof domainEvents.$inferSelect,
  | "id"
  | "orgId"
  | "eventType"
  | "actorId"
  | "subjectType"
  | "subjectId"
  | "concerns"
  | "payload"
  | "createdAt"
>;

/**
 * The oldest pending events, locked for this transaction. Rows another instance has locked are passed over
 * (SKIP LOCKED), so each event is processed by one instance only.
 */
export const lockPendingEvents = (tx: Tx, limit: number): Promise<PendingEvent[]> =>
  tx
    .select({
      id: domainEvents.id,
      orgId: domainEvents.orgId,
      eventType: domainEvents.eventType,
      actorId: domainEvents.actorId,
      subjectType: domainEvents.subjectType,
      subjectId: domainEvents.subjectId,
      concerns: domainEvents.concerns,
      payload: domainEvents.payload,
      createdAt: domainEvents.createdAt,
    })
    .from(domainEvents)
    .where(isNull(domainEvents.processedAt))
    .orderBy(asc(domainEvents.id))
    .limit(limit)
    .for("update", { skipLocked: true });

export const markEventsProcessed = async (tx: Tx, ids: readonly number[], at: Date): Promise<void> => {
  if (ids.length === 0) return;
  await tx
    .update(domainEvents)
    .set({ processedAt: at })
    .where(and(inArray(domainEvents.id, [...ids]), isNull(domainEvents.processedAt)));
};

/** Full names of the people who did what the events tell, by employee id. */
export const employeeNames = async (db: Db | Tx, ids: readonly number[]): Promise<Map<number, string>> => {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(inArray(employees.id, unique));
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`.trim()]));
};

export type PaymentFallingDue = {
  orgId: number;
  leaseId: number;
  leaseNumber: string;
  billingPeriodId: number;
  periodStart: string;
  periodEnd: string;
  dueDate: string;
  amount: string;
};

/**
 * Billing periods of active leases still Due whose due date lies within [from, to] (days, inclusive) and
 * for which no LeasePaymentDue event has been raised yet.
 */
export const listPaymentsFallingDue = (
  db: Db | Tx,
  { from, to }: { from: string; to: string },
): Promise<PaymentFallingDue[]> =>
  db
    .select({
      orgId: leaseBillingPeriods.orgId,
      leaseId: leases.id,
      leaseNumber: leases.leaseNumber,
      billingPeriodId: leaseBillingPeriods.id,
      periodStart: leaseBillingPeriods.periodStart,
      periodEnd: leaseBillingPeriods.periodEnd,
      dueDate: leaseBillingPeriods.dueDate,
      amount: leaseBillingPeriods.billingAmount,
    })
    .from(leaseBillingPeriods)
    .innerJoin(
      leases,
      and(eq(leases.id, leaseBillingPeriods.leaseId), eq(leases.orgId, leaseBillingPeriods.orgId)),
    )
    .where(
      and(
        eq(leaseBillingPeriods.statusId, LeasePaymentStatus.Due),
        eq(leases.statusId, LeaseStatus.Active),
        between(leaseBillingPeriods.dueDate, from, to),
        sql`not exists (
          select 1 from ${domainEvents} e
          where e.org_id = ${leaseBillingPeriods.orgId}
            and e.subject_type = ${AuditEntityType.Lease}
            and e.subject_id = ${leaseBillingPeriods.leaseId}
            and e.event_type = ${DomainEventType.LeasePaymentDue}
            and e.payload ->> 'BillingPeriodId' = ${leaseBillingPeriods.id}::text
        )`,
      ),
    )
    .orderBy(asc(leaseBillingPeriods.dueDate), asc(leaseBillingPeriods.id));

/**
 * Serialises the raising of lease payment events across instances for the rest of the transaction, so two
 * instances scanning at the same moment cannot both raise the same payment.
 */
export const lockLeasePaymentScan = async (tx: Tx): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('fieldstead:lease-payments-due'))`);
};
