import { sql, type SQLWrapper } from "drizzle-orm";
import {
  BillingFrequency,
  LEASE_LIST_COLUMNS,
  LEASE_STATUS_NAMES,
  LeaseStatus,
  type BillingFrequencyId,
  type LeaseStatusId,
} from "@fieldstead/domain";
import { leases, locations } from "../../db/schema/index.ts";
import type { ListDefinition } from "../../lib/list-query.ts";
import { listColumnsFrom } from "../../lib/list-query.columns.ts";
import { enumLabelSql } from "../../lib/list-query.labels.ts";

const FREQUENCY_NAMES = new Map<number, string>(
  Object.entries(BillingFrequency).map(([name, id]) => [id, name]),
);

/** How often a lease is billed, as the pages name it: Monthly, Quarterly, Yearly. */
export const rentFrequencyName = (id: number): string => FREQUENCY_NAMES.get(id) ?? `Frequency ${id}`;

export const leaseStatusName = (id: number): string =>
  LEASE_STATUS_NAMES[id as LeaseStatusId] ?? `Status ${id}`;

/** An amount column read as the database writes it: text with two decimals, exact. */
export const moneyText = (column: SQLWrapper) => sql<string>`${column}::text`;

/** The register (Lease/GetLeaseList): its columns as SortModel and FilterModel name them. */
export const LEASE_LIST: ListDefinition = {
  name: "leases",
  id: leases.id,
  orgId: leases.orgId,
  // The most recently touched leases first: the (org, updated_at, id) index serves it by cursor.
  defaultSort: [{ colId: "UpdatedAt", sort: "desc" }],
  // A word matches the lease's number, its parties or its description (search_text is kept lower-cased).
  searchTerm: (pattern) => sql`${leases.searchText} like lower(${pattern})`,
  columns: listColumnsFrom(LEASE_LIST_COLUMNS, {
    Id: { sql: leases.id, isInteger: true },
    LeaseNumber: { sql: leases.leaseNumber },
    LocationId: { sql: leases.locationId, isInteger: true, isNullable: true },
    LocationName: { sql: locations.name, isNullable: true },
    Lessor: { sql: leases.lessor },
    Lessee: { sql: leases.lessee },
    StatusId: { sql: leases.statusId, setOf: "number", isInteger: true },
    StatusName: {
      sql: enumLabelSql(leases.statusId, LeaseStatus, (id: LeaseStatusId) => LEASE_STATUS_NAMES[id]),
    },
    StartDate: { sql: leases.startDate },
    EndDate: { sql: leases.endDate },
    Rent: { sql: leases.rent },
    RentFrequencyId: { sql: leases.rentFrequencyId, setOf: "number", isInteger: true },
    RentFrequencyName: {
      sql: enumLabelSql(leases.rentFrequencyId, BillingFrequency, (id: BillingFrequencyId) =>
        rentFrequencyName(id),
      ),
    },
    NextPaymentDue: { sql: leases.nextPaymentDue, isNullable: true },
    NextPaymentAmount: { sql: leases.nextPaymentAmount, isNullable: true },
    Arrears: { sql: leases.arrears },
    UpdatedAt: { sql: leases.updatedAt },
  }),
};
