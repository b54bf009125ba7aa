import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import {
  TICKET_LIST_COLUMNS,
  TaskPriority,
  TicketStatus,
  taskPriorityLabel,
  ticketStatusLabel,
} from "@fieldstead/domain";
import { assets, employees, locations, tasks, tickets } from "../../db/schema/index.ts";
import type { ListDefinition } from "../../lib/list-query.ts";
import { listColumnsFrom } from "../../lib/list-query.columns.ts";
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
  columns: listColumnsFrom(TICKET_LIST_COLUMNS, {
    Id: { sql: tickets.id, isInteger: true },
    TicketNumber: { sql: tickets.ticketNumber },
    Title: { sql: tickets.title },
    StatusId: { sql: tickets.statusId, setOf: "number", isInteger: true },
    StatusName: { sql: enumLabelSql(tickets.statusId, TicketStatus, ticketStatusLabel) },
    PriorityId: { sql: tickets.priorityId, setOf: "number", isInteger: true },
    PriorityName: { sql: enumLabelSql(tickets.priorityId, TaskPriority, taskPriorityLabel) },
    LocationId: { sql: tickets.locationId, isInteger: true, isNullable: true },
    LocationName: { sql: locations.name, isNullable: true },
    AssetName: { sql: assets.name, isNullable: true },
    ReporterName: { sql: reporterNameSql, isNullable: true },
    WorkOrderNumber: { sql: workOrders.workOrderNumber, isNullable: true },
    CreatedAt: { sql: tickets.createdAt },
    UpdatedAt: { sql: tickets.updatedAt },
  }),
};
