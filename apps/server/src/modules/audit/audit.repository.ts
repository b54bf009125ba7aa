import { and, desc, eq, lt, sql, type Query, type SQL, type SQLWrapper } from "drizzle-orm";
import { PgDialect, type PgColumn, type PgTable } from "drizzle-orm/pg-core";
import type {
  AuditChange,
  AuditEntityTypeValue,
  DomainEventTypeValue,
  HistoryEntry,
  HistoryQuery,
  HistoryReply,
} from "@fieldstead/domain";
import type { Db, Tx } from "../../db/client.ts";
import { auditEntries, domainEvents, employees } from "../../db/schema/index.ts";

export type AuditRecord = {
  orgId: number;
  entityType: AuditEntityTypeValue;
  entityId: number;
  action: string;
  summary: string;
  changes?: AuditChange[];
  employeeId: number | null;
  at?: Date;
};

const auditInsert = (db: Db | Tx, records: readonly AuditRecord[]) =>
  db.insert(auditEntries).values(
    records.map((r) => ({
      orgId: r.orgId,
      entityType: r.entityType,
      entityId: r.entityId,
      action: r.action,
      summary: r.summary,
      changes: r.changes ?? [],
      employeeId: r.employeeId,
      ...(r.at ? { createdAt: r.at } : {}),
    })),
  );

export const insertAuditEntries = async (db: Db | Tx, records: readonly AuditRecord[]): Promise<void> => {
  if (records.length > 0) await auditInsert(db, records);
};

export type DomainEventRecord = {
  orgId: number;
  eventType: DomainEventTypeValue;
  actorId: number | null;
  subjectType: AuditEntityTypeValue;
  subjectId: number;
  concerns: readonly number[];
  payload?: Record<string, unknown>;
  at?: Date;
};

const eventInsert = (db: Db | Tx, events: readonly DomainEventRecord[]) =>
  db.insert(domainEvents).values(
    events.map((e) => ({
      orgId: e.orgId,
      eventType: e.eventType,
      actorId: e.actorId,
      subjectType: e.subjectType,
      subjectId: e.subjectId,
      concerns: [...new Set(e.concerns)],
      payload: e.payload ?? {},
      ...(e.at ? { createdAt: e.at } : {}),
    })),
  );

export const insertDomainEvents = async (
  db: Db | Tx,
  events: readonly DomainEventRecord[],
): Promise<void> => {
  if (events.length > 0) await eventInsert(db, events);
};

/** History entries and events in one statement (one round trip), as a frequent change writes both. */
export const insertAuditEntriesAndEvents = async (
  db: Db | Tx,
  records: readonly AuditRecord[],
  events: readonly DomainEventRecord[],
): Promise<void> => {
  if (records.length === 0 || events.length === 0) {
    await insertAuditEntries(db, records);
    await insertDomainEvents(db, events);
    return;
  }
  await db.execute(
    sql`with history as (${auditInsert(db, records).getSQL()}) ${eventInsert(db, events).getSQL()}`,
  );
};

/**
 * A change statement with placeholders for its values (it returns a row for each record it changed), and how a
 * change's input fills them.
 */
export type ChangeStatement<Input> = {
  sql: (db: Db | Tx) => SQLWrapper;
  values: (input: Input) => Record<string, unknown>;
};

/** What a change made with a built statement records: one history entry and one event, with their time. */
export type RecordedChange = {
  history: AuditRecord & { at: Date };
  event: DomainEventRecord & { at: Date };
};

const dialect = new PgDialect();

/** Placeholder `name` for a value of `column`, encoded as the column encodes it, of the column's type. */
const slot = (name: string, column: PgColumn): SQL =>
  sql`${sql.param(sql.placeholder(name), column)}::${sql.raw(column.getSQLType())}`;

/** One row into `table` for each row the change returned (none when it changed nothing). */
const insertForChange = (table: PgTable, values: readonly (readonly [PgColumn, string])[]): SQL =>
  sql`insert into ${table} (${sql.join(
    values.map(([column]) => sql.identifier(column.name)),
    sql`, `,
  )}) select ${sql.join(
    values.map(([column, name]) => slot(name, column)),
    sql`, `,
  )} from change`;

const changeWithRecordsSql = (change: SQLWrapper): SQL =>
  sql`with change as (${change.getSQL()}), history as (${insertForChange(auditEntries, [
    [auditEntries.orgId, "history_org"],
    [auditEntries.entityType, "history_entity_type"],
    [auditEntries.entityId, "history_entity_id"],
    [auditEntries.action, "history_action"],
    [auditEntries.summary, "history_summary"],
    [auditEntries.changes, "history_changes"],
    [auditEntries.employeeId, "history_employee"],
    [auditEntries.createdAt, "history_at"],
  ])}) ${insertForChange(domainEvents, [
    [domainEvents.orgId, "event_org"],
    [domainEvents.eventType, "event_type"],
    [domainEvents.actorId, "event_actor"],
    [domainEvents.subjectType, "event_subject_type"],
    [domainEvents.subjectId, "event_subject_id"],
    [domainEvents.concerns, "event_concerns"],
    [domainEvents.payload, "event_payload"],
    [domainEvents.createdAt, "event_at"],
  ])}`;

const recordValues = ({ history: h, event: e }: RecordedChange): Record<string, unknown> => ({
  history_org: h.orgId,
  history_entity_type: h.entityType,
  history_entity_id: h.entityId,
  history_action: h.action,
  history_summary: h.summary,
  history_changes: h.changes ?? [],
  history_employee: h.employeeId,
  history_at: h.at,
  event_org: e.orgId,
  event_type: e.eventType,
  event_actor: e.actorId,
  event_subject_type: e.subjectType,
  event_subject_id: e.subjectId,
  event_concerns: [...new Set(e.concerns)],
  event_payload: e.payload ?? {},
  event_at: e.at,
});

/**
 * A change made very often (a status move) written with its history entry and its event in one statement (one
 * round trip); the entries are written only for a record the change changed. The SQL is built once, on the
 * first call, and run as the prepared statement `name`: building it with drizzle on every call cost more CPU
 * than PostgreSQL spends running it.
 */
export const builtChangeWithRecords = <Input>(
  name: string,
  change: ChangeStatement<Input>,
): ((db: Db | Tx, input: Input, record: RecordedChange) => Promise<void>) => {
  let query: Query | undefined;
  return async (db, input, record) => {
    query ??= dialect.sqlToQuery(changeWithRecordsSql(change.sql(db)));
    await db._.session
      .prepareQuery(query, undefined, name, false)
      .execute({ ...change.values(input), ...recordValues(record) });
  };
};

export type DomainEventRow = typeof domainEvents.$inferSelect;

/** The events about one record, oldest first (what the notifications release will read as its outbox). */
export const listDomainEvents = (
  db: Db | Tx,
  orgId: number,
  subjectType: AuditEntityTypeValue,
  subjectId: number,
): Promise<DomainEventRow[]> =>
  db
    .select()
    .from(domainEvents)
    .where(
      and(
        eq(domainEvents.orgId, orgId),
        eq(domainEvents.subjectType, subjectType),
        eq(domainEvents.subjectId, subjectId),
      ),
    )
    .orderBy(domainEvents.id);

/** One record's history, newest first, a page at a time. */
export const listHistory = async (
  db: Db | Tx,
  orgId: number,
  entityType: AuditEntityTypeValue,
  query: HistoryQuery,
): Promise<HistoryReply> => {
  const rows = await db
    .select({
      id: auditEntries.id,
      action: auditEntries.action,
      summary: auditEntries.summary,
      changes: auditEntries.changes,
      employeeId: auditEntries.employeeId,
      firstName: employees.firstName,
      lastName: employees.lastName,
      createdAt: auditEntries.createdAt,
    })
    .from(auditEntries)
    .leftJoin(employees, eq(employees.id, auditEntries.employeeId))
    .where(
      and(
        eq(auditEntries.orgId, orgId),
        eq(auditEntries.entityType, entityType),
        eq(auditEntries.entityId, query.Id),
        query.Before ? lt(auditEntries.id, query.Before) : undefined,
      ),
    )
    .orderBy(desc(auditEntries.id))
    .limit(query.PageSize + 1);
  const page = rows.slice(0, query.PageSize);
  const entries: HistoryEntry[] = page.map((r) => ({
    Id: r.id,
    Action: r.action,
    Summary: r.summary,
    Changes: r.changes,
    EmployeeId: r.employeeId,
    EmployeeName: r.firstName === null ? "System" : `${r.firstName} ${r.lastName ?? ""}`.trim(),
    CreatedAt: r.createdAt.toISOString(),
  }));
  const last = page[page.length - 1];
  return { Entries: entries, NextBefore: rows.length > query.PageSize && last ? last.id : null };
};

/**
 * The next values of an organisation counter, ascending. Each counter is a database sequence of its own
 * (migration 0015), so concurrent callers never share a value and never wait for each other's transaction; a
 * value taken by a change that is rolled back is skipped.
 */
export const nextSequenceValues = async (
  db: Db | Tx,
  orgId: number,
  name: string,
  count = 1,
): Promise<number[]> => {
  const result = (await db.execute(
    sql`select v from org_sequence_next(${orgId}::int, ${name}::text, ${count}::int) as v`,
  )) as unknown as { rows: { v: string | number }[] };
  return result.rows.map((r) => Number(r.v)).sort((a, b) => a - b);
};

/** Sets a counter so that the next value follows `value` (used by the demo data). */
export const setSequenceValue = async (db: Db | Tx, orgId: number, name: string, value: number) => {
  await db.execute(sql`select org_sequence_set(${orgId}::int, ${name}::text, ${value}::int)`);
};
