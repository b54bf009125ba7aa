import {
  centsToMoney,
  LEASE_PAYMENT_STATUS_NAMES,
  PAYMENT_RUN_MESSAGES,
  type PaymentQueueBill,
  type PaymentRunDetail,
  type PaymentRunRow,
} from "@fieldstead/domain";
import type { Db, Tx } from "../../../db/client.ts";
import { AppError } from "../../../lib/errors.ts";
import { leaseBillsById, type LeaseRunBill } from "../../leases/billing/lease-payment-runs.service.ts";
import { listRunItems, readRun, type RunRow } from "./payment-runs.repository.ts";

export const runNotFound = (): AppError =>
  new AppError("NOT_FOUND", { message: PAYMENT_RUN_MESSAGES.runNotFound });

export const toRunRow = (row: RunRow): PaymentRunRow => ({
  Id: row.id,
  RunNumber: row.runNumber,
  CreatedByName: row.createdByName,
  CreatedAt: row.createdAt.toISOString(),
  ItemCount: row.itemCount,
  Total: row.total,
  IsProcessed: row.isProcessed,
  ProcessedAt: row.processedAt?.toISOString() ?? null,
});

/** A lease bill as the queue and a run show it; `amount` is what the run pays (or would pay) on it. */
export const toQueueBill = (
  bill: LeaseRunBill,
  amount: string = centsToMoney(bill.owedCents),
): PaymentQueueBill => ({
  PeriodId: bill.periodId,
  LeaseId: bill.leaseId,
  LeaseNumber: bill.leaseNumber,
  Lessor: bill.lessor,
  LocationName: bill.locationName,
  PeriodStart: bill.periodStart,
  PeriodEnd: bill.periodEnd,
  DueDate: bill.dueDate,
  Amount: amount,
});

/** One run of the organisation with its bills (their leases read through the leases module); a 404 for another's. */
export const runDetail = async (db: Db | Tx, orgId: number, runId: number): Promise<PaymentRunDetail> => {
  const [run, items] = await Promise.all([readRun(db, orgId, runId), listRunItems(db, orgId, runId)]);
  if (!run) throw runNotFound();
  const bills = new Map(
    (
      await leaseBillsById(
        db,
        orgId,
        items.map((item) => item.periodId),
      )
    ).map((bill) => [bill.periodId, bill]),
  );
  return {
    Run: toRunRow(run),
    Items: items.flatMap((item) => {
      const bill = bills.get(item.periodId);
      // A bill goes with its lease; a lease deleted since leaves its run's total but not a line to show.
      if (!bill) return [];
      return [
        {
          Id: item.id,
          ...toQueueBill(bill, item.amount),
          TransactionId: item.transactionId,
          StatusId: item.statusId,
          StatusName: LEASE_PAYMENT_STATUS_NAMES[item.statusId],
        },
      ];
    }),
  };
};
