import { sql } from "drizzle-orm";
import {
  BATCH_STATUS_NAMES,
  BatchStatus,
  MATCH_BATCH_LIST_COLUMNS,
  type BatchStatusId,
} from "@fieldstead/domain";
import { employees, matchBatches } from "../../../db/schema/index.ts";
import type { ListDefinition } from "../../../lib/list-query.ts";
import { listColumnsFrom } from "../../../lib/list-query.columns.ts";
import { enumLabelSql } from "../../../lib/list-query.labels.ts";

/** How many matches a batch holds. */
// Written with table names: in a subquery Drizzle writes a column without its table, so the outer batch's
// columns would be read as the matches' own.
export const matchCountSql = sql<number>`(select count(*)::int from payment_matches pm
  where pm.org_id = match_batches.org_id and pm.match_batch_id = match_batches.id)`;

/** What a batch's matches come to (of any currency: the figure the list sorts by). */
export const matchAmountSql = sql<string>`(select coalesce(sum(pm.amount), 0)::numeric(14, 2) from payment_matches pm
  where pm.org_id = match_batches.org_id and pm.match_batch_id = match_batches.id)`;

/** Who made the batch. */
export const matchBatchCreatorSql = sql<
  string | null
>`(select ${employees.firstName} || ' ' || ${employees.lastName}
  from ${employees} where ${employees.id} = ${matchBatches.createdById})`;

export const matchBatchStatusNameSql = enumLabelSql(
  matchBatches.statusId,
  BatchStatus,
  (id: BatchStatusId) => BATCH_STATUS_NAMES[id],
);

/** Batches of matches (Billing/GetMatchBatchList): its columns as SortModel and FilterModel name them. */
export const MATCH_BATCH_LIST: ListDefinition = {
  name: "billing-match-batches",
  id: matchBatches.id,
  orgId: matchBatches.orgId,
  defaultSort: [{ colId: "UpdatedAt", sort: "desc" }],
  columns: listColumnsFrom(MATCH_BATCH_LIST_COLUMNS, {
    Id: { sql: matchBatches.id, isInteger: true },
    BatchNumber: { sql: matchBatches.batchNumber, isSearchable: true },
    StatusId: { sql: matchBatches.statusId, setOf: "number", isInteger: true },
    StatusName: { sql: matchBatchStatusNameSql },
    MatchCount: { sql: matchCountSql, isInteger: true },
    Amount: { sql: matchAmountSql },
    CreatedByName: { sql: matchBatchCreatorSql, isNullable: true, isSearchable: true },
    UpdatedAt: { sql: matchBatches.updatedAt },
  }),
};
