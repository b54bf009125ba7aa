import { addDays, BillingReportKind, periodDays } from "@fieldstead/domain";
import type { Tx } from "../db/client.ts";
import { billingReportDefinitions } from "../db/schema/index.ts";
import { writeReconRun } from "../modules/billing/recon/tech-recon-run.service.ts";
import type { BillingSeedContext } from "./billing.seed.ts";

/**
 * After the demo's batches: last month reconciled against the field (its differences open), and two reports the
 * administrator saved to run again. `periods` are the batches' three months, oldest first.
 */
export const seedReconAndReports = async (
  tx: Tx,
  ctx: BillingSeedContext,
  periods: readonly string[],
): Promise<void> => {
  const last = periods.at(-1)!;
  const dayAfter = (days: number, time: string) =>
    new Date(`${addDays(periodDays(last).last, days)}T${time}Z`);
  // Last month reconciled against the field: the lease manager's run, its differences waiting for a decision.
  await writeReconRun(tx, {
    orgId: ctx.orgId,
    period: last,
    clientId: null,
    createdById: ctx.officeId,
    at: dayAfter(2, "16:00:00"),
  });
  // Reports the administrator runs again from Report Management.
  await tx.insert(billingReportDefinitions).values([
    {
      orgId: ctx.orgId,
      employeeId: ctx.reviewerId,
      name: "Revenue, last three months",
      kind: String(BillingReportKind.Revenue),
      params: { Kind: BillingReportKind.Revenue, FromPeriod: periods[0]!, ToPeriod: last },
      createdAt: dayAfter(3, "15:00:00"),
    },
    {
      orgId: ctx.orgId,
      employeeId: ctx.reviewerId,
      name: "What is overdue",
      kind: String(BillingReportKind.Arrears),
      params: { Kind: BillingReportKind.Arrears },
      createdAt: dayAfter(3, "15:05:00"),
    },
  ]);
};
