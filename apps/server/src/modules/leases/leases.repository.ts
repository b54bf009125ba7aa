import { and, count, eq, ne, sql } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";
import type {
  BillingFrequencyId,
  LeaseDetail,
  LeaseListQuery,
  LeaseListRow,
  LeaseStatusId,
  ListReply,
} from "@fieldstead/domain";
import type { Db, Tx } from "../../db/client.ts";
import { employees, leases, locations } from "../../db/schema/index.ts";
import { planList } from "../../lib/list-query.ts";
import { runListQuery } from "../../lib/list-query.repository.ts";
import { LEASE_LIST, leaseStatusName, moneyText, rentFrequencyName } from "./lease-list.definition.ts";

const creator = alias(employees, "creator");
const dayText = (column: typeof leases.startDate | typeof leases.nextPaymentDue) =>
  sql<string | null>`${column}::text`;

const ROW = {
  id: leases.id,
  leaseNumber: leases.leaseNumber,
  locationId: leases.locationId,
  locationName: locations.name,
  lessor: leases.lessor,
  lessee: leases.lessee,
  statusId: leases.statusId,
  startDate: sql<string>`${leases.startDate}::text`,
  endDate: sql<string>`${leases.endDate}::text`,
  rent: moneyText(leases.rent),
  rentFrequencyId: leases.rentFrequencyId,
  nextPaymentDue: dayText(leases.nextPaymentDue),
  nextPaymentAmount: sql<string | null>`${leases.nextPaymentAmount}::text`,
  arrears: moneyText(leases.arrears),
  updatedAt: leases.updatedAt,
};
type RowRaw = {
  id: number;
  leaseNumber: string;
  locationId: number | null;
  locationName: string | null;
  lessor: string;
  lessee: string;
  statusId: number;
  startDate: string;
  endDate: string;
  rent: string;
  rentFrequencyId: number;
  nextPaymentDue: string | null;
  nextPaymentAmount: string | null;
  arrears: string;
  updatedAt: Date;
};

const toRow = (r: RowRaw): LeaseListRow => ({
  Id: r.id,
  LeaseNumber: r.leaseNumber,
  LocationId: r.locationId,
  LocationName: r.locationName,
  Lessor: r.lessor,
  Lessee: r.lessee,
  StatusId: r.statusId,
  StatusName: leaseStatusName(r.statusId),
  StartDate: r.startDate,
  EndDate: r.endDate,
  Rent: r.rent,
  RentFrequencyId: r.rentFrequencyId,
  RentFrequencyName: rentFrequencyName(r.rentFrequencyId),
  NextPaymentDue: r.nextPaymentDue,
  NextPaymentAmount: r.nextPaymentAmount,
  Arrears: r.arrears,
  UpdatedAt: r.updatedAt.toISOString(),
});

/** The lease's location: one row at most, in the same organisation. */
const withLocation = <Q extends PgSelect>(q: Q) => q.leftJoin(locations, eq(locations.id, leases.locationId));

/** One page of the organisation's leases; the count joins the location only when a filter or sort reads it. */
export const listLeases = (
  db: Db,
  orgId: number,
  query: LeaseListQuery,
): Promise<ListReply<LeaseListRow>> => {
  const plan = planList(LEASE_LIST, query, { orgId });
  const counted = db.select({ n: count() }).from(leases).$dynamic();
  return runListQuery(
    plan,
    {
      page: withLocation(
        db
          .select({ ...ROW, ...plan.cursorSelection })
          .from(leases)
          .$dynamic(),
      ),
      count: plan.uses("LocationName") ? withLocation(counted) : counted,
    },
    toRow,
  );
};

/** What the lease's own row says: its detail without the parts read from other tables. */
export type LeaseRecord = Omit<LeaseDetail, "LocationPath" | "Contacts" | "NextStatuses" | "CanDelete"> & {
  StatusId: LeaseStatusId;
  RentFrequencyId: BillingFrequencyId;
  CreatedById: number | null;
  LocationParentId: number | null;
};

const DETAIL = {
  ...ROW,
  locationParentId: locations.parentId,
  dimensions: leases.dimensions,
  areaSqm: sql<string | null>`${leases.areaSqm}::text`,
  securityDeposit: sql<string | null>`${leases.securityDeposit}::text`,
  escalationKind: leases.escalationKind,
  escalationValue: sql<string | null>`${leases.escalationValue}::text`,
  escalationEveryMonths: leases.escalationEveryMonths,
  escalationFrom: sql<string | null>`${leases.escalationFrom}::text`,
  noticeMonths: leases.noticeMonths,
  description: leases.description,
  createdAt: leases.createdAt,
  createdById: leases.createdById,
  creatorFirst: creator.firstName,
  creatorLast: creator.lastName,
};

/** One lease of the organisation, or null; locked until the transaction ends when asked. */
export const readLease = async (
  db: Db | Tx,
  orgId: number,
  id: number,
  { lock = false } = {},
): Promise<LeaseRecord | null> => {
  const query = withLocation(db.select(DETAIL).from(leases).$dynamic())
    .leftJoin(creator, eq(creator.id, leases.createdById))
    .where(and(eq(leases.orgId, orgId), eq(leases.id, id)));
  const [r] = await (lock ? query.for("update", { of: leases }) : query);
  if (!r) return null;
  const {
    escalationKind: kind,
    escalationValue: value,
    escalationEveryMonths: every,
    escalationFrom: from,
  } = r;
  return {
    ...toRow(r),
    StatusId: r.statusId,
    RentFrequencyId: r.rentFrequencyId,
    Dimensions: r.dimensions,
    AreaSqm: r.areaSqm,
    SecurityDeposit: r.securityDeposit,
    Escalation:
      kind && value !== null && every !== null && from !== null
        ? { Kind: kind, Value: value, EveryMonths: every, FromDate: from }
        : null,
    NoticeMonths: r.noticeMonths,
    Description: r.description,
    CreatedAt: r.createdAt.toISOString(),
    CreatedById: r.createdById,
    CreatedByName: r.creatorFirst === null ? null : `${r.creatorFirst} ${r.creatorLast ?? ""}`.trim(),
    LocationParentId: r.locationParentId,
  };
};

/** The lease table's values a form writes (amounts and days as the database writes them). */
export type LeaseColumns = {
  locationId: number;
  lessorPartyId: number;
  lesseePartyId: number;
  lessor: string;
  lessee: string;
  dimensions: string | null;
  areaSqm: string | null;
  startDate: string;
  endDate: string;
  rent: string;
  rentFrequencyId: BillingFrequencyId;
  securityDeposit: string | null;
  escalationKind: "Percent" | "Amount" | null;
  escalationValue: string | null;
  escalationEveryMonths: number | null;
  escalationFrom: string | null;
  noticeMonths: number;
  description: string | null;
};

export const insertLease = async (
  tx: Tx,
  values: LeaseColumns & { orgId: number; leaseNumber: string; employeeId: number; at: Date },
): Promise<number> => {
  const { at, employeeId, ...columns } = values;
  const [row] = await tx
    .insert(leases)
    .values({
      ...columns,
      createdById: employeeId,
      updatedById: employeeId,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: leases.id });
  return row!.id;
};

export const updateLeaseRow = async (
  tx: Tx,
  orgId: number,
  id: number,
  values: Partial<LeaseColumns> & { statusId?: LeaseStatusId; employeeId: number; at: Date },
): Promise<void> => {
  const { at, employeeId, ...columns } = values;
  await tx
    .update(leases)
    .set({ ...columns, updatedById: employeeId, updatedAt: at })
    .where(and(eq(leases.orgId, orgId), eq(leases.id, id)));
};

/** Deletes a lease; its contacts, spaces, billing periods, payments and form answers go with it. */
export const deleteLeaseRow = async (tx: Tx, orgId: number, id: number): Promise<void> => {
  await tx.delete(leases).where(and(eq(leases.orgId, orgId), eq(leases.id, id)));
};

/** Whether another lease of the organisation has this number, whatever its case. */
export const isLeaseNumberTaken = async (
  db: Db | Tx,
  orgId: number,
  leaseNumber: string,
  exceptId?: number,
): Promise<boolean> => {
  const [row] = await db
    .select({ id: leases.id })
    .from(leases)
    .where(
      and(
        eq(leases.orgId, orgId),
        sql`lower(${leases.leaseNumber}) = lower(${leaseNumber})`,
        exceptId === undefined ? undefined : ne(leases.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
};
