import {
  AccessRightType,
  LeasePaymentStatus,
  ModuleId,
  type PaymentQueueBill,
  type PaymentQueueReply,
  type PaymentRunDetail,
  type PaymentRunRow,
} from "@fieldstead/domain";
import { grantedModule } from "../../../../test/session-fixtures.tsx";

export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

export const bill = (periodId: number, extra: Partial<PaymentQueueBill> = {}): PaymentQueueBill => ({
  PeriodId: periodId,
  LeaseId: 41,
  LeaseNumber: `LSE-2026-000${periodId}`,
  Lessor: "Harbour Estates",
  LocationName: "North Tower",
  PeriodStart: "2026-09-01",
  PeriodEnd: "2026-09-30",
  DueDate: "2026-09-16",
  Amount: "1000.00",
  ...extra,
});

export const run = (id: number, extra: Partial<PaymentRunRow> = {}): PaymentRunRow => ({
  Id: id,
  RunNumber: `PR-00000${id}`,
  CreatedByName: "Priya Natarajan",
  CreatedAt: "2026-11-20T16:00:00Z",
  ItemCount: 2,
  Total: "2500.00",
  IsProcessed: false,
  ProcessedAt: null,
  ...extra,
});

/** Three bills waiting (3,750.50 in all), a run waiting to be processed and one processed. */
export const QUEUE: PaymentQueueReply = {
  Bills: [
    bill(71),
    bill(72, { Amount: "2500.50", Lessor: "Acme Properties" }),
    bill(73, { Amount: "250.00" }),
  ],
  BillCount: 3,
  Total: "3750.50",
  Runs: [
    run(2),
    run(1, { IsProcessed: true, ProcessedAt: "2026-11-21T15:00:00Z", ItemCount: 1, Total: "900.00" }),
  ],
};

export const PROCESSED_RUN: PaymentRunDetail = {
  Run: QUEUE.Runs[1]!,
  Items: [
    {
      Id: 5,
      ...bill(60, { Amount: "900.00" }),
      TransactionId: "TX-PR-000001-1",
      StatusId: LeasePaymentStatus.Paid,
      StatusName: "Paid",
    },
  ],
};

const billing = (moduleId: number) => grantedModule(moduleId, ModuleId.Billing, AccessRightType.ReadWrite);
/** The Billing screen at read-write with both run steps (the lease manager's role). */
export const PAYER = [
  grantedModule(ModuleId.Billing, 0, AccessRightType.ReadWrite),
  billing(ModuleId.BillingInitiatePayment),
  billing(ModuleId.BillingProcessPayment),
];
/** The Billing screen read-only, with no run step. */
export const READER = [grantedModule(ModuleId.Billing, 0, AccessRightType.ReadOnly)];
