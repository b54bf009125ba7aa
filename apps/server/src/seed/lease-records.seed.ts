import type { Tx } from "../db/client.ts";
import { leaseBillingPeriods, leaseContacts, leasePayments, leases } from "../db/schema/index.ts";
import type { LeaseSeed } from "./leases.seed-data.ts";
import { chunks, idOf } from "./seed-batches.ts";

/** Writes leases with their contacts, billing periods and payments; returns lease ids by lease number. */
export const writeLeases = async (
  tx: Tx,
  orgId: number,
  seeds: readonly LeaseSeed[],
): Promise<Map<string, number>> => {
  const leaseIds = new Map<string, number>();
  for (const part of chunks(seeds.map(({ contacts: _c, periods: _p, ...l }) => ({ ...l, orgId })))) {
    const written = await tx
      .insert(leases)
      .values(part)
      .returning({ id: leases.id, number: leases.leaseNumber });
    for (const row of written) leaseIds.set(row.number, row.id);
  }
  const contactRows = seeds.flatMap((l) =>
    l.contacts.map((c) => ({ ...c, orgId, leaseId: idOf(leaseIds, l.leaseNumber) })),
  );
  for (const part of chunks(contactRows)) await tx.insert(leaseContacts).values(part);

  const periodKey = (leaseId: number, periodStart: string) => `${leaseId}:${periodStart}`;
  const periodRows = seeds.flatMap((l) =>
    l.periods.map(({ payment: _payment, ...p }) => ({ ...p, orgId, leaseId: idOf(leaseIds, l.leaseNumber) })),
  );
  const periodIds = new Map<string, number>();
  for (const part of chunks(periodRows)) {
    const written = await tx.insert(leaseBillingPeriods).values(part).returning({
      id: leaseBillingPeriods.id,
      leaseId: leaseBillingPeriods.leaseId,
      periodStart: leaseBillingPeriods.periodStart,
    });
    for (const row of written) periodIds.set(periodKey(row.leaseId, row.periodStart), row.id);
  }
  const paymentRows = seeds.flatMap((l) => {
    const leaseId = idOf(leaseIds, l.leaseNumber);
    return l.periods.flatMap((p) =>
      p.payment
        ? [{ ...p.payment, orgId, billingPeriodId: idOf(periodIds, periodKey(leaseId, p.periodStart)) }]
        : [],
    );
  });
  for (const part of chunks(paymentRows)) await tx.insert(leasePayments).values(part);
  return leaseIds;
};
