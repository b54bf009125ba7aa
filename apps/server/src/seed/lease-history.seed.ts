import {
  AuditEntityType,
  LEASE_PAYMENT_STATUS_NAMES,
  LEASE_STATUS_NAMES,
  LeasePaymentStatus,
  LeaseStatus,
  type AuditChange,
} from "@fieldstead/domain";
import type { Tx } from "../db/client.ts";
import { recordHistory, type AuditRecord } from "../modules/audit/audit.service.ts";
import type { LeaseSeed } from "./leases.seed-data.ts";
import { chunks, idOf } from "./seed-batches.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The Activity the product would have written for each demo lease: its creation, its activation (and its end
 * when it is inactive or terminated), and each payment recorded — by the lease manager, at the times the demo
 * data gives.
 */
export const writeLeaseHistory = async (
  tx: Tx,
  orgId: number,
  seeds: readonly LeaseSeed[],
  leaseIds: ReadonlyMap<string, number>,
  employeeId: number | null,
): Promise<void> => {
  const records = seeds.flatMap((lease): AuditRecord[] => {
    const entry = (action: string, summary: string, at: Date, changes: AuditChange[] = []): AuditRecord => ({
      orgId,
      entityType: AuditEntityType.Lease,
      entityId: idOf(leaseIds, lease.leaseNumber),
      action,
      summary,
      changes,
      employeeId,
      at,
    });
    const move = (from: typeof lease.statusId, to: typeof lease.statusId, at: Date) =>
      entry("StatusChanged", `Status: ${LEASE_STATUS_NAMES[from]} → ${LEASE_STATUS_NAMES[to]}`, at, [
        { Field: "Status", From: LEASE_STATUS_NAMES[from], To: LEASE_STATUS_NAMES[to] },
      ]);
    const history = [entry("Created", `Lease ${lease.leaseNumber} created`, lease.createdAt)];
    if (lease.statusId === LeaseStatus.Draft) return history;
    const activated = new Date(lease.createdAt.getTime() + DAY_MS);
    history.push(move(LeaseStatus.Draft, LeaseStatus.Active, activated));
    for (const period of lease.periods) {
      if (!period.payment) continue;
      const { transactionAmount, transactionId, paidOn } = period.payment;
      history.push(
        entry(
          "PaymentRecorded",
          `Payment recorded for ${period.periodStart} – ${period.periodEnd} (amount ${transactionAmount}, transaction ${transactionId})`,
          paidOn,
          [
            {
              Field: "Status",
              From: LEASE_PAYMENT_STATUS_NAMES[LeasePaymentStatus.PaymentInitiated],
              To: LEASE_PAYMENT_STATUS_NAMES[period.statusId],
            },
            { Field: "Transaction ID", From: null, To: transactionId },
          ],
        ),
      );
    }
    if (lease.statusId !== LeaseStatus.Active)
      history.push(move(LeaseStatus.Active, lease.statusId, lease.updatedAt));
    return history;
  });
  for (const part of chunks(records)) await recordHistory(tx, part);
};
