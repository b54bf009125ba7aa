import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { employees, type materialRequests, type moveRequests } from "../../db/schema/index.ts";
import type { ListColumn } from "../../lib/list-query.ts";
import { enumLabelSql } from "../../lib/list-query.labels.ts";

/** Who asked for a request: every read of a move or material request joins the employee as `requester`. */
export const requester = alias(employees, "requester");
const requesterName = sql<string | null>`(${requester.firstName} || ' ' || ${requester.lastName})`;

type RequestTable = typeof moveRequests | typeof materialRequests;

/** The list columns every kind of request has: its id, number, status, who asked, and when. */
export const requestColumns = <S extends number>(
  table: RequestTable,
  statuses: Record<string, S>,
  labels: Record<S, string>,
): Record<string, ListColumn> => ({
  Id: { sql: table.id, type: "number", isInteger: true, canSort: true, canFilter: true },
  RequestNumber: { sql: table.requestNumber, type: "text", canSort: true, canFilter: true },
  StatusId: {
    sql: table.statusId,
    type: "set",
    setOf: "number",
    isInteger: true,
    canSort: true,
    canFilter: true,
  },
  StatusName: {
    sql: enumLabelSql(table.statusId, statuses, (id) => labels[id]),
    type: "set",
    canSort: true,
    canFilter: true,
  },
  RequestedByName: { sql: requesterName, type: "text", isNullable: true, canSort: true, canFilter: true },
  RequestedAt: { sql: table.requestedAt, type: "date", isTimestamp: true, canSort: true, canFilter: true },
  UpdatedAt: { sql: table.updatedAt, type: "date", isTimestamp: true, canSort: true, canFilter: true },
});

/** What every read of a request selects of it: its id, number, status, who asked, and when. */
export const requestSelection = <T extends RequestTable>(table: T) => ({
  id: table.id,
  requestNumber: table.requestNumber,
  statusId: table.statusId,
  requestedById: table.requestedById,
  requestedByName: requesterName,
  requestedAt: table.requestedAt,
  updatedAt: table.updatedAt,
});
