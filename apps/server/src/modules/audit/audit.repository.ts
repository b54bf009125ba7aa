import { and, desc, eq, lt, sql } from "drizzle-orm";
import type {
  AuditChange,
  AuditEntityTypeValue,
  DomainEventTypeValue,
  HistoryEntry,
  HistoryQuery,
  HistoryReply,
} from "@fieldstead/domain";
import type { Db, Tx } from "../../db/client.ts";
import { auditEntries, domainEvents, employees, orgSequences } from "../../db/schema/index.ts";

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

/** The next values of an organisation counter (atomic: concurrent callers never share a value). */
export const nextSequenceValues = async (
  db: Db | Tx,
  orgId: number,
  name: string,
  count = 1,
): Promise<number[]> => {
  const [row] = await db
    .insert(orgSequences)
    .values({ orgId, name, value: count })
    .onConflictDoUpdate({
      target: [orgSequences.orgId, orgSequences.name],
      set: { value: sql`${orgSequences.value} + ${count}` },
    })
    .returning({ value: orgSequences.value });
  const last = row?.value ?? count;
  return Array.from({ length: count }, (_, i) => last - count + 1 + i);
};

/** Sets a counter so that the next value follows `value` (used by the demo data). */
export const setSequenceValue = async (db: Db | Tx, orgId: number, name: string, value: number) => {
  await db
    .insert(orgSequences)
    .values({ orgId, name, value })
    .onConflictDoUpdate({ target: [orgSequences.orgId, orgSequences.name], set: { value } });
};
