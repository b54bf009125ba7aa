import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { TaskPriority, TicketStatus, taskPriorityLabel, ticketStatusLabel } from "@fieldstead/domain";
import { assets, employees, locations, tasks, tickets } from "../../db/schema/index.ts";
import type { ListColumn, ListDefinition } from "../../lib/list-query.ts";
import { enumLabelSql } from "../../lib/list-query.labels.ts";

/** The employee who wrote the ticket. */
export const reporters = alias(employees, "reporter");
/** The work order made from the ticket. */
export const workOrders = alias(tasks, "work_order");

export const reportedByNameSql = sql<string | null>`(${reporters.firstName} || ' ' || ${reporters.lastName})`;
/** Who reported it: the name given on the ticket, else the employee who wrote it. */
export const reporterNameSql = sql<
  string | null
>`coalesce(nullif(${tickets.reporterName}, ''), ${reportedByNameSql})`;

const sortable = { canSort: true, canFilter: true } as const;
const setOfNumbers = (column: ListColumn["sql"]): ListColumn => ({
  sql: column,
  type: "set",
  setOf: "number",
  isInteger: true,
  ...sortable,
});
const text = (column: ListColumn["sql"], isNullable = false): ListColumn => ({
  sql: column,
  type: "text",
  isNullable,
  ...sortable,
});
const when = (column: ListColumn["sql"]): ListColumn => ({
  sql: column,
  type: "date",
  isTimestamp: true,
  ...sortable,
});

/** The ticket list: its columns as SortModel and FilterModel name them. */
export const TICKET_LIST: ListDefinition = {
  name: "tickets",
  id: tickets.id,
  orgId: tickets.orgId,
  // The most recently touched tickets first: the (org, updated_at, id) index serves it by cursor.
  defaultSort: [{ colId: "UpdatedAt", sort: "desc" }],
  // A word matches the ticket's number, its title, or the number of the work order made from it.
  searchTerm: (pattern) =>
    sql`(${tickets.ticketNumber} ilike ${pattern} or ${tickets.title} ilike ${pattern} or ${workOrders.workOrderNumber} ilike ${pattern})`,
  columns: {
    Id: { sql: tickets.id, type: "number", isInteger: true, ...sortable },
    TicketNumber: text(tickets.ticketNumber),
    Title: text(tickets.title),
    StatusId: setOfNumbers(tickets.statusId),
    StatusName: {
      sql: enumLabelSql(tickets.statusId, TicketStatus, ticketStatusLabel),
      type: "set",
      ...sortable,
    },
    PriorityId: setOfNumbers(tickets.priorityId),
    PriorityName: {
      sql: enumLabelSql(tickets.priorityId, TaskPriority, taskPriorityLabel),
      type: "set",
      ...sortable,
    },
    LocationId: { sql: tickets.locationId, type: "number", isInteger: true, isNullable: true, ...sortable },
    LocationName: text(locations.name, true),
    AssetName: text(assets.name, true),
    ReporterName: text(reporterNameSql, true),
    WorkOrderNumber: text(workOrders.workOrderNumber, true),
    CreatedAt: when(tickets.createdAt),
    UpdatedAt: when(tickets.updatedAt),
  },
};
