import { and, count, eq, gte, inArray, lt, lte, notInArray, sql } from "drizzle-orm";
import { CLOSED_TASK_STATUSES, LeasePaymentStatus, LeaseStatus, LocationLevel } from "@fieldstead/domain";
import type { Db } from "../../db/client.ts";
import { assets, leaseBillingPeriods, leases, locations, tasks } from "../../db/schema/index.ts";

const closed = [...CLOSED_TASK_STATUSES];

export const openWorkOrdersByStatus = (db: Db, orgId: number) =>
  db
    .select({ statusId: tasks.statusId, count: count() })
    .from(tasks)
    .where(and(eq(tasks.orgId, orgId), notInArray(tasks.statusId, closed)))
    .groupBy(tasks.statusId);

export const overdueWorkOrders = async (db: Db, orgId: number, now: Date): Promise<number> => {
  const [row] = await db
    .select({ count: count() })
    .from(tasks)
    .where(and(eq(tasks.orgId, orgId), notInArray(tasks.statusId, closed), lt(tasks.dueDate, now)));
  return row?.count ?? 0;
};

export const assetsByVerification = (db: Db, orgId: number) =>
  db
    .select({ state: assets.verificationState, count: count() })
    .from(assets)
    .where(eq(assets.orgId, orgId))
    .groupBy(assets.verificationState);

export const leaseFigures = async (db: Db, orgId: number, now: Date) => {
  const today = now.toISOString().slice(0, 10);
  const horizon = new Date(now.getTime() + 90 * 86_400_000).toISOString().slice(0, 10);
  const [byStatus, [due], [expiring]] = await Promise.all([
    db
      .select({ statusId: leases.statusId, count: count() })
      .from(leases)
      .where(eq(leases.orgId, orgId))
      .groupBy(leases.statusId),
    db
      .select({ count: count() })
      .from(leaseBillingPeriods)
      .where(
        and(eq(leaseBillingPeriods.orgId, orgId), eq(leaseBillingPeriods.statusId, LeasePaymentStatus.Due)),
      ),
    db
      .select({ count: count() })
      .from(leases)
      .where(
        and(
          eq(leases.orgId, orgId),
          eq(leases.statusId, LeaseStatus.Active),
          gte(leases.endDate, today),
          lte(leases.endDate, horizon),
        ),
      ),
  ]);
  return {
    active: byStatus.find((r) => r.statusId === LeaseStatus.Active)?.count ?? 0,
    total: byStatus.reduce((sum, r) => sum + r.count, 0),
    billingDue: due?.count ?? 0,
    expiring: expiring?.count ?? 0,
  };
};

export const locationFigures = async (db: Db, orgId: number) => {
  const [row] = await db
    .select({
      total: count(),
      sites: sql<number>`count(*) filter (where ${inArray(locations.levelId, [LocationLevel.Site])})`.mapWith(
        Number,
      ),
    })
    .from(locations)
    .where(eq(locations.orgId, orgId));
  return { total: row?.total ?? 0, sites: row?.sites ?? 0 };
};
