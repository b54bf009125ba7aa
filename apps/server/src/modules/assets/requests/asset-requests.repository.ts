import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { employees, type materialRequests, type moveRequests } from "../../../db/schema/index.ts";
import type { ListColumnSource } from "../../../lib/list-query.columns.ts";
import { enumLabelSql } from "../../../lib/list-query.labels.ts";

/** Who asked for a request: every read of a move or material request joins the employee as `requester`. */
export const requester = alias(employees, "requester");
const requesterName = sql<string | null>`(${requester.firstName} || ' ' || ${requester.lastName})`;

type RequestTable = typeof moveRequests | typeof materialRequests;

type RequestColumnId =
  "Id" | "RequestNumber" | "StatusId" | "StatusName" | "RequestedByName" | "RequestedAt" | "UpdatedAt";

/**
 * Where the list columns every kind of request has come from: its id, number, status, who asked, and when
 * (described in packages/domain with each request list's columns).
 */
export const requestColumns = <S extends number>(
  table: RequestTable,
  statuses: Record<string, S>,
  labels: Record<S, string>,
): Record<RequestColumnId, ListColumnSource> => ({
  Id: { sql: table.id, isInteger: true },
  RequestNumber: { sql: table.requestNumber },
  StatusId: { sql: table.statusId, setOf: "number", isInteger: true },
  StatusName: { sql: enumLabelSql(table.statusId, statuses, (id) => labels[id]) },
  RequestedByName: { sql: requesterName, isNullable: true },
  RequestedAt: { sql: table.requestedAt },
  UpdatedAt: { sql: table.updatedAt },
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
