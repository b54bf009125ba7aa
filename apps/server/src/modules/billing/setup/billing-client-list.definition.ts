import { getTableName, sql, type Column } from "drizzle-orm";
import { CLIENT_LIST_COLUMNS, LeaseStatus } from "@fieldstead/domain";
import { billingClients, chargeProfileLines, leaseParties, leases } from "../../../db/schema/index.ts";
import type { ListDefinition } from "../../../lib/list-query.ts";
import { listColumnsFrom, type ListColumnSource } from "../../../lib/list-query.columns.ts";

/**
 * A client column as a subquery reads it from outside: qualified by its table, which Drizzle leaves out when a
 * select reads one table (the subquery's own table would take the name otherwise).
 */
const client = (column: Column) =>
  sql`${sql.identifier(getTableName(billingClients))}.${sql.identifier(column.name)}`;

/** The lessee name the client follows on leases (its lease party's name), or null. */
export const lesseeNameSql = sql<string | null>`(select ${leaseParties.name} from ${leaseParties}
  where ${leaseParties.id} = ${client(billingClients.lesseePartyId)})`;

/** A client's sites: the distinct locations of the Active leases naming its lease party as lessee. */
export const siteCountSql = sql<number>`(select count(distinct ${leases.locationId})::int from ${leases}
  where ${leases.orgId} = ${client(billingClients.orgId)}
    and ${leases.lesseePartyId} = ${client(billingClients.lesseePartyId)}
    and ${leases.statusId} = ${LeaseStatus.Active})`;

/** How many lines the client's charge profile has. */
export const profileLineCountSql = sql<number>`(select count(*)::int from ${chargeProfileLines}
  where ${chargeProfileLines.orgId} = ${client(billingClients.orgId)}
    and ${chargeProfileLines.clientId} = ${client(billingClients.id)})`;

const text = (column: ListColumnSource["sql"], isNullable = false): ListColumnSource => ({
  sql: column,
  isNullable,
  isSearchable: true,
});

/** The client list (Billing/GetClientList): its columns as SortModel and FilterModel name them. */
export const CLIENT_LIST: ListDefinition = {
  name: "billing-clients",
  id: billingClients.id,
  orgId: billingClients.orgId,
  defaultSort: [{ colId: "Name", sort: "asc" }],
  columns: listColumnsFrom(CLIENT_LIST_COLUMNS, {
    Id: { sql: billingClients.id, isInteger: true },
    Name: text(billingClients.name),
    ContactName: text(billingClients.contactName, true),
    ContactEmail: text(billingClients.contactEmail, true),
    Currency: { sql: billingClients.currency },
    PaymentTermsDays: { sql: billingClients.paymentTermsDays, isInteger: true },
    TaxRegistration: text(billingClients.taxRegistration, true),
    LesseeName: text(lesseeNameSql, true),
    SiteCount: { sql: siteCountSql, isInteger: true },
    ProfileLineCount: { sql: profileLineCountSql, isInteger: true },
    IsActive: { sql: billingClients.isActive },
    UpdatedAt: { sql: billingClients.updatedAt },
  }),
};
