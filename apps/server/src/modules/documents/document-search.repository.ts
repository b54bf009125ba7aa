import { and, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import {
  DOCUMENT_LIST_COLUMNS,
  type DocumentEntityTypeValue,
  type DocumentRow,
  type ListReply,
} from "@fieldstead/domain";
import type { z } from "zod";
import type { DocumentSearchSchema } from "@fieldstead/domain";
import type { Db } from "../../db/client.ts";
import {
  assets,
  documentFolders,
  documents,
  employees,
  leases,
  locations,
  tasks,
} from "../../db/schema/index.ts";
import { planList, type ListDefinition } from "../../lib/list-query.ts";
import { listColumnsFrom } from "../../lib/list-query.columns.ts";
import { runListQuery } from "../../lib/list-query.repository.ts";
import { MEDIA_ROW, toMediaItem } from "./documents.repository.ts";

/** What the file is attached to, as people name it: asset tag and name, location, work order, lease, folder. */
const recordLabel = sql<string | null>`(case ${documents.entityType}
  when 'asset' then ${assets.assetTag} || ' – ' || ${assets.name}
  when 'location' then ${locations.name}
  when 'task' then ${tasks.workOrderNumber}
  when 'lease' then ${leases.leaseNumber}
  when 'library' then ${documentFolders.name}
end)`;

const createdBy = sql<string | null>`(${employees.firstName} || ' ' || ${employees.lastName})`;

export const DOCUMENT_LIST: ListDefinition = {
  name: "documents",
  id: documents.id,
  orgId: documents.orgId,
  defaultSort: [{ colId: "CreatedOn", sort: "desc" }],
  // The Search matches the file's name.
  searchTerm: (pattern) => sql`lower(${documents.fileName}) like lower(${pattern})`,
  columns: listColumnsFrom(DOCUMENT_LIST_COLUMNS, {
    FileName: { sql: documents.fileName },
    FileType: { sql: documents.fileType },
    MediaCategory: { sql: documents.mediaCategory },
    Size: { sql: documents.fileSize, isInteger: true },
    CreatedOn: { sql: documents.createdAt },
    CreatedBy: { sql: createdBy, isNullable: true },
    EntityType: { sql: documents.entityType },
    RecordLabel: { sql: recordLabel, isNullable: true },
  }),
};

const of = (type: DocumentEntityTypeValue) => eq(documents.entityType, type);

/** Every join the columns read; each record table only for the files attached to it. */
const withRecords = <Q extends PgSelect>(q: Q) =>
  q
    .leftJoin(employees, eq(employees.id, documents.createdById))
    .leftJoin(assets, and(of("asset"), eq(assets.id, documents.entityId)))
    .leftJoin(locations, and(of("location"), eq(locations.id, documents.entityId)))
    .leftJoin(tasks, and(of("task"), eq(tasks.id, documents.entityId)))
    .leftJoin(leases, and(of("lease"), eq(leases.id, documents.entityId)))
    .leftJoin(documentFolders, and(of("library"), eq(documentFolders.id, documents.entityId)));

/** One page of the files of the kinds the caller may see. */
export const searchDocuments = (
  db: Db,
  orgId: number,
  allowed: readonly DocumentEntityTypeValue[],
  query: z.output<typeof DocumentSearchSchema>,
): Promise<ListReply<DocumentRow>> => {
  const conditions: SQL[] = [allowed.length > 0 ? inArray(documents.entityType, [...allowed]) : sql`false`];
  if (query.EntityType) conditions.push(of(query.EntityType));
  if (query.FolderId) conditions.push(and(of("library"), eq(documents.entityId, query.FolderId))!);
  const plan = planList(DOCUMENT_LIST, query, {
    orgId,
    conditions,
    key: { allowed, entityType: query.EntityType ?? null, folder: query.FolderId ?? null },
  });
  return runListQuery(
    plan,
    {
      page: withRecords(
        db
          .select({ ...MEDIA_ROW, recordLabel, ...plan.cursorSelection })
          .from(documents)
          .$dynamic(),
      ),
      count: withRecords(db.select({ n: count() }).from(documents).$dynamic()),
    },
    (r): DocumentRow => ({ ...toMediaItem(r), RecordLabel: r.recordLabel }),
  );
};
