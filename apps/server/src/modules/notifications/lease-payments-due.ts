import {
  AccessRightType,
  addCalendarDays,
  AuditEntityType,
  calendarDayOf,
  DomainEventType,
  ModuleId,
} from "@fieldstead/domain";
import type { AppContext } from "../../context.ts";
import { recordEvents, type DomainEventRecord } from "../audit/audit.service.ts";
import {
  listPaymentsFallingDue,
  lockLeasePaymentScan,
  type PaymentFallingDue,
} from "./notification-outbox.repository.ts";

/** A lease payment is announced this many days (America/Denver) before it falls due. */
export const LEASE_PAYMENT_NOTICE_DAYS = 7;

export type LeasePaymentsDueDeps = Pick<AppContext, "db" | "now"> & {
  permissions: Pick<AppContext["permissions"], "employeesAllowed">;
};

const eventFor = (payment: PaymentFallingDue, concerns: number[], at: Date): DomainEventRecord => ({
  orgId: payment.orgId,
  eventType: DomainEventType.LeasePaymentDue,
  actorId: null,
  subjectType: AuditEntityType.Lease,
  subjectId: payment.leaseId,
  concerns,
  payload: {
    BillingPeriodId: payment.billingPeriodId,
    LeaseNumber: payment.leaseNumber,
    PeriodStart: payment.periodStart,
    PeriodEnd: payment.periodEnd,
    DueDate: payment.dueDate,
    Amount: payment.amount,
  },
  at,
});

/**
 * Raises one LeasePaymentDue event for each payment of an active lease that is still Due and falls due from
 * today to seven days ahead (Denver days), for the organisation's enabled employees whose role holds the
 * Leases module. A payment is raised once only, whatever the number of scans or instances. Returns how many
 * events were raised.
 */
export const raiseLeasePaymentsDue = async (deps: LeasePaymentsDueDeps): Promise<number> => {
  const now = deps.now();
  const today = calendarDayOf(now);
  const window = { from: today, to: addCalendarDays(today, LEASE_PAYMENT_NOTICE_DAYS) };
  // Who hears of each organisation's payments is read first: the scan's transaction then runs alone.
  const candidates = await listPaymentsFallingDue(deps.db, window);
  if (candidates.length === 0) return 0;
  const audiences = new Map<number, number[]>();
  for (const orgId of new Set(candidates.map((c) => c.orgId)))
    audiences.set(
      orgId,
      await deps.permissions.employeesAllowed(orgId, {
        moduleId: ModuleId.Leases,
        level: AccessRightType.ReadOnly,
      }),
    );
  return deps.db.transaction(async (tx) => {
    await lockLeasePaymentScan(tx);
    // Read again under the lock: another instance may have raised some meanwhile.
    const due = await listPaymentsFallingDue(tx, window);
    await recordEvents(
      tx,
      due.map((payment) => eventFor(payment, audiences.get(payment.orgId) ?? [], now)),
    );
    return due.length;
  });
};
